import {
  AccountNotFoundError,
  type AdapterNetwork,
  ConnectionDeclinedError,
  DisconnectError,
  SolanaConnectError,
  WalletFeatureNotSupportedError,
} from '@portico/core'
import { isWalletRejection } from './isWalletRejection'
import { listsNetwork } from './walletChainOf'
import {
  BitcoinConnect,
  type BitcoinConnectFeature,
  type DisconnectFeature,
  type EventsFeature,
  featureOf,
  StandardDisconnect,
  StandardEvents,
  type Wallet,
  type WalletAccount,
} from './walletStandard'

/** A connected Wallet Standard Bitcoin wallet, its accounts and the one in use. */
export type BitcoinSession = {
  readonly wallet: Wallet
  /** Every account the wallet shares with the app (follows `change` events). */
  accounts: readonly WalletAccount[]
  /** The payment account in use. */
  account: WalletAccount
  /** Stops listening to the wallet. */
  stop(): void
  /** `standard:disconnect`, when the wallet has it. */
  disconnect(): Promise<void>
}

/** Parameters of {@link startBitcoinSession}. */
export type StartBitcoinSessionParameters = {
  wallet: Wallet
  /** The app's network: the account must list it. */
  network: Pick<AdapterNetwork, 'caipNetworkId'>
  /**
   * A remembered address to restore without a prompt, from the accounts the wallet still lists
   * (`wallet.accounts`); without it, `bitcoin:connect` asks the person.
   */
  restore?: string | undefined
  /** After an account change; `accountGone` when the wallet no longer shares a payment account. */
  onChange: (accountGone: boolean) => void
}
/** Return type of {@link startBitcoinSession}: undefined when a restore found the address gone. */
export type StartBitcoinSessionReturnType = BitcoinSession | undefined

/**
 * The payment account among a wallet's accounts on `network`: one marked `purpose: 'payment'`
 * (non-standard; some wallets mark it), else the first (bitcoin:connect returns them in the
 * order of the purposes asked, and the kit asks `payment` only).
 *
 * @example
 * paymentAccountOf(accounts, regtest)?.address // 'bcrt1q…'
 */
export function paymentAccountOf(
  accounts: readonly WalletAccount[],
  network: Pick<AdapterNetwork, 'caipNetworkId'>,
): WalletAccount | undefined {
  const on = accounts.filter((a) => listsNetwork(a.chains, network))
  return on.find((a) => (a as { purpose?: unknown }).purpose === 'payment') ?? on[0]
}

/**
 * Internal: connects a Bitcoin wallet (`bitcoin:connect` with `purposes: ['payment']`), or
 * restores a remembered account from `wallet.accounts` without a prompt, and follows the
 * wallet's `change` events.
 *
 * @throws {ConnectionDeclinedError} `Connection declined`.
 * @throws {SolanaConnectError} `Failed to connect to the wallet` (SPEC §8; core's class for it).
 * @throws {AccountNotFoundError} `Account not found` when the wallet shares no account on the network.
 * @example
 * const session = await startBitcoinSession({ wallet, network, onChange })
 */
export async function startBitcoinSession(
  parameters: StartBitcoinSessionParameters,
): Promise<StartBitcoinSessionReturnType> {
  const { wallet, network, restore, onChange } = parameters
  let accounts: readonly WalletAccount[]
  let account: WalletAccount | undefined
  if (restore !== undefined) {
    accounts = wallet.accounts
    account = accounts.find((a) => a.address === restore && listsNetwork(a.chains, network))
    if (!account) return undefined
  } else {
    const connect = featureOf<BitcoinConnectFeature>(wallet, BitcoinConnect)
    if (!connect) throw new WalletFeatureNotSupportedError({ feature: BitcoinConnect })
    try {
      accounts = (await connect.connect({ purposes: ['payment'] }))?.accounts ?? []
    } catch (cause) {
      throw isWalletRejection(cause)
        ? new ConnectionDeclinedError({ cause })
        : new SolanaConnectError({ cause })
    }
    if (accounts.length === 0) accounts = wallet.accounts
    account = paymentAccountOf(accounts, network)
    if (!account)
      throw new AccountNotFoundError({
        details: `${wallet.name} shares no account on ${network.caipNetworkId}`,
      })
  }
  const session: BitcoinSession = {
    wallet,
    accounts,
    account,
    stop: () => {},
    async disconnect() {
      try {
        await featureOf<DisconnectFeature>(wallet, StandardDisconnect)?.disconnect()
      } catch (cause) {
        throw new DisconnectError({ cause })
      }
    },
  }
  const events = featureOf<EventsFeature>(wallet, StandardEvents)
  if (events)
    session.stop = events.on('change', ({ accounts: next }) => {
      if (!next) return
      const kept =
        next.find((a) => a.address === session.account.address) ?? paymentAccountOf(next, network)
      session.accounts = next
      if (kept) session.account = kept
      onChange(!kept)
    })
  return session
}
