import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import {
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import {
  type PageEventMessage,
  type PageRequestMessage,
  type PageResponseMessage,
  pageChannel,
} from '../messages'
import { ProviderRpcError } from './createInpageProvider'

/** The Bitcoin payment account as the worker sends it (public key in base64). */
type WireAccount = { address: string; publicKey: string }

/** Wallet Standard Bitcoin feature names (ExodusMovement's bitcoin-wallet-standard). */
export const BitcoinConnect = 'bitcoin:connect'
export const BitcoinSignMessage = 'bitcoin:signMessage'
export const BitcoinSignTransaction = 'bitcoin:signTransaction'

/** `bitcoin:connect`'s input: which accounts the app wants (this wallet has `payment` only). */
export type BitcoinConnectInput = { purposes: ('payment' | 'ordinals')[] }
/** `bitcoin:signMessage`'s input: the account and the exact bytes to sign (BIP-322 "simple"). */
export type BitcoinSignMessageInput = { account: WalletAccount; message: Uint8Array }
/** `bitcoin:signMessage`'s output: the signature is the serialized BIP-322 witness stack. */
export type BitcoinSignMessageOutput = { signedMessage: Uint8Array; signature: Uint8Array }
/** One account's inputs of a PSBT to sign, and their sighash type (default `SIGHASH_ALL`). */
export type BitcoinInputToSign = {
  account: WalletAccount
  signingIndexes: number[]
  sigHash?: number | undefined
}
/** `bitcoin:signTransaction`'s input: a PSBT (BIP-174 bytes) and which inputs to sign. */
export type BitcoinSignTransactionInput = {
  psbt: Uint8Array
  inputsToSign: BitcoinInputToSign[]
  /** The network (`bitcoin:regtest`), as the feature's later revision names it; optional. */
  chain?: string | undefined
}
/** `bitcoin:signTransaction`'s output: the PSBT with the signatures added, not finalized. */
export type BitcoinSignTransactionOutput = { signedPsbt: Uint8Array }

/** The Bitcoin features of btc-common.md §4 (the shapes of ExodusMovement's bitcoin-wallet-standard). */
export type BitcoinFeatures = {
  [BitcoinConnect]: {
    version: '1.0.0'
    connect(input: BitcoinConnectInput): Promise<{ accounts: WalletAccount[] }>
  }
  [BitcoinSignMessage]: {
    version: '1.0.0'
    signMessage(...inputs: BitcoinSignMessageInput[]): Promise<BitcoinSignMessageOutput[]>
  }
  [BitcoinSignTransaction]: {
    version: '1.0.0'
    signTransaction(
      ...inputs: BitcoinSignTransactionInput[]
    ): Promise<BitcoinSignTransactionOutput[]>
  }
}

/** Parameters of {@link createBitcoinWallet}. */
export type CreateBitcoinWalletParameters = {
  /** The window whose `postMessage` carries requests to the content script. */
  target: Window
  /** Its name (`bitcoinWalletName`) and the EIP-6963 side's icon. */
  info: { name: string; icon: string }
  /** Wallet Standard Bitcoin chains the wallet offers (default `['bitcoin:regtest']`). */
  chains?: `bitcoin:${string}`[] | undefined
}

/** The Wallet Standard Bitcoin wallet the test wallet registers. */
export type BitcoinWallet = Wallet & {
  readonly features: StandardDisconnectFeature & StandardEventsFeature & BitcoinFeatures
  /**
   * Not standard: asks the worker, without a prompt, for the accounts this site is connected to
   * (a reload of a connected site), so `accounts` holds them before the wallet is registered —
   * what an app that restores a session reads.
   */
  restore(): Promise<void>
}

const accountFeatures = [BitcoinSignMessage, BitcoinSignTransaction] as const
const toBase64 = (bytes: Uint8Array) =>
  btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/**
 * The test wallet's Bitcoin side as a Wallet Standard wallet (register it with `registerWallet`):
 * one P2WPKH payment account on regtest. It holds no key: each call is posted (tagged
 * `portico-test-wallet`, methods `bitcoin_*`, bytes in base64) to the content script and on to the
 * worker, which asks in its approval popup and signs. Features: `bitcoin:connect`,
 * `bitcoin:signMessage` (BIP-322 simple), `bitcoin:signTransaction` (PSBT, returned unfinalized),
 * `standard:events` (`change` with `accounts`) and `standard:disconnect`. A refusal rejects with
 * code 4001 `User rejected the request.`. Call `restore()` before registering it so a connected
 * site finds its account in `accounts` after a reload.
 *
 * @example
 * const wallet = createBitcoinWallet({ target: window, info: { ...walletInfo, name: bitcoinWalletName } })
 * wallet.restore().finally(() => registerWallet(wallet))
 */
export function createBitcoinWallet(parameters: CreateBitcoinWalletParameters): BitcoinWallet {
  const { target, info, chains = ['bitcoin:regtest'] } = parameters
  const pending = new Map<string, { resolve(value: unknown): void; reject(error: Error): void }>()
  const listeners = new Set<StandardEventsListeners['change']>()
  let nextId = 1
  let accounts: WalletAccount[] = []

  const setAccounts = (next: WireAccount[]) => {
    if (next.map((a) => a.address).join() === accounts.map((a) => a.address).join()) return
    accounts = next.map(
      (account) =>
        new ReadonlyWalletAccount({
          address: account.address,
          publicKey: fromBase64(account.publicKey),
          chains,
          features: accountFeatures,
        }),
    )
    for (const listener of listeners) {
      try {
        listener({ accounts })
      } catch (error) {
        console.error(error)
      }
    }
  }

  target.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== target) return
    const message = event.data as PageResponseMessage | PageEventMessage | undefined
    if (message?.channel !== pageChannel || message.direction !== 'to-page') return
    if ('event' in message) {
      if (message.event === 'bitcoin:accountsChanged') setAccounts(message.data as WireAccount[])
      return
    }
    const request = typeof message.id === 'string' ? pending.get(message.id) : undefined
    if (!request) return
    pending.delete(message.id as string)
    if (message.error)
      request.reject(
        new ProviderRpcError(message.error.code, message.error.message, message.error.data),
      )
    else request.resolve(message.result)
  })

  const request = <T>(method: string, params: Record<string, unknown> = {}): Promise<T> => {
    const id = `bitcoin-${nextId++}`
    const message: PageRequestMessage = {
      channel: pageChannel,
      direction: 'to-wallet',
      id,
      request: { method, params },
    }
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      target.postMessage(message, '*')
    })
  }

  const own = (account: WalletAccount) => {
    if (!accounts.some((known) => known.address === account?.address))
      throw new ProviderRpcError(4100, 'The account is not connected to this site.')
    return account.address
  }

  const signMessage = async (...inputs: BitcoinSignMessageInput[]) => {
    const outputs: BitcoinSignMessageOutput[] = []
    for (const input of inputs) {
      const { signature } = await request<{ signature: string }>('bitcoin_signMessage', {
        address: own(input.account),
        message: toBase64(input.message),
      })
      outputs.push({ signedMessage: input.message, signature: fromBase64(signature) })
    }
    return outputs
  }
  const signTransaction = async (...inputs: BitcoinSignTransactionInput[]) => {
    const outputs: BitcoinSignTransactionOutput[] = []
    for (const input of inputs) {
      const { signedPsbt } = await request<{ signedPsbt: string }>('bitcoin_signTransaction', {
        psbt: toBase64(input.psbt),
        inputsToSign: input.inputsToSign.map((entry) => ({
          address: own(entry.account),
          signingIndexes: [...entry.signingIndexes],
          ...(entry.sigHash !== undefined && { sigHash: entry.sigHash }),
        })),
        ...(input.chain !== undefined && { chain: input.chain }),
      })
      outputs.push({ signedPsbt: fromBase64(signedPsbt) })
    }
    return outputs
  }

  return Object.freeze({
    version: '1.0.0' as const,
    name: info.name,
    icon: info.icon as WalletIcon,
    chains: Object.freeze([...chains]),
    get accounts() {
      return accounts.slice()
    },
    async restore() {
      setAccounts(await request<WireAccount[]>('bitcoin_accounts'))
    },
    features: Object.freeze({
      [BitcoinConnect]: {
        version: '1.0.0' as const,
        async connect(input: BitcoinConnectInput) {
          setAccounts(
            await request<WireAccount[]>('bitcoin_connect', {
              ...(input?.purposes && { purposes: [...input.purposes] }),
            }),
          )
          return { accounts: accounts.slice() }
        },
      },
      [BitcoinSignMessage]: { version: '1.0.0' as const, signMessage },
      [BitcoinSignTransaction]: { version: '1.0.0' as const, signTransaction },
      [StandardDisconnect]: {
        version: '1.0.0' as const,
        async disconnect() {
          await request('bitcoin_disconnect')
          setAccounts([])
        },
      },
      [StandardEvents]: {
        version: '1.0.0' as const,
        on(event: 'change', listener: StandardEventsListeners['change']) {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => void listeners.delete(listener)
        },
      },
    }),
  })
}
