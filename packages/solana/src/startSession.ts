import {
  AccountNotFoundError,
  ConnectionDeclinedError,
  DisconnectError,
  SolanaConnectError,
  WalletFeatureNotSupportedError,
} from '@portico/core'
import { isWalletRejection } from './isWalletRejection'
import { walletChainFor } from './walletChainFor'
import {
  type ConnectFeature,
  type DisconnectFeature,
  type EventsFeature,
  featureOf,
  StandardConnect,
  StandardDisconnect,
  StandardEvents,
  type Wallet,
  type WalletAccount,
} from './walletStandard'

/** A connected Wallet Standard wallet and the account in use. */
export type SolanaSession = {
  readonly wallet: Wallet
  /** Follows the wallet's `change` events. */
  account: WalletAccount
  /** Stops listening to the wallet. */
  stop(): void
  /** `standard:disconnect`, when the wallet has it. */
  disconnect(): Promise<void>
}

/** Parameters of {@link startSession}. */
export type StartSessionParameters = {
  wallet: Wallet
  /** CAIP-2 id of the app's network: an account that lists it is preferred. */
  chain: string
  /** `standard:connect` with `silent: true` (restore without a prompt). */
  silent: boolean
  /** After an account change; `accountGone` when the wallet no longer shares any account. */
  onChange: (accountGone: boolean) => void
}
/** Return type of {@link startSession}: undefined when a silent connect found no account. */
export type StartSessionReturnType = SolanaSession | undefined

/**
 * Internal: connects a Wallet Standard wallet (`standard:connect`) and follows its `change`
 * events. A rejection throws `Connection declined`; any other failure `Failed to connect to the
 * wallet` (SPEC §8) with the wallet's error as cause.
 *
 * @throws {ConnectionDeclinedError} `Connection declined`.
 * @throws {SolanaConnectError} `Failed to connect to the wallet`.
 * @throws {AccountNotFoundError} `Account not found` when the wallet shares no account.
 * @example
 * const session = await startSession({ wallet, chain, silent: false, onChange })
 */
export async function startSession(
  parameters: StartSessionParameters,
): Promise<StartSessionReturnType> {
  const { wallet, chain, silent, onChange } = parameters
  const connect = featureOf<ConnectFeature>(wallet, StandardConnect)
  if (!connect) throw new WalletFeatureNotSupportedError({ feature: StandardConnect })
  let accounts: readonly WalletAccount[]
  try {
    accounts = (await connect.connect(silent ? { silent: true } : undefined))?.accounts ?? []
  } catch (cause) {
    throw isWalletRejection(cause)
      ? new ConnectionDeclinedError({ cause })
      : new SolanaConnectError({ cause })
  }
  if (accounts.length === 0) accounts = wallet.accounts
  const pick = (list: readonly WalletAccount[]) =>
    list.find((a) => walletChainFor({ chains: a.chains, caipNetworkId: chain })) ?? list[0]
  const account = pick(accounts)
  if (!account) {
    if (silent) return undefined
    throw new AccountNotFoundError()
  }
  const session: SolanaSession = {
    wallet,
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
      const kept = next.find((a) => a.address === session.account.address) ?? pick(next)
      if (kept) session.account = kept
      onChange(!kept)
    })
  return session
}
