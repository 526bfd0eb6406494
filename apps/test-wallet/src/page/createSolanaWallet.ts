import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionInput,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  type SolanaSignMessageInput,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
  type SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
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

/** The Solana account as the worker sends it (public key in base64). */
type WireAccount = { address: string; publicKey: string }

/** Parameters of {@link createSolanaWallet}. */
export type CreateSolanaWalletParameters = {
  /** The window whose `postMessage` carries requests to the content script. */
  target: Window
  /** The same name, icon and rdns as the EIP-6963 announcement. */
  info: { name: string; icon: string; rdns: string }
  /** Solana CAIP-2 ids the wallet offers (the build's `solanaChains`). */
  chains: `solana:${string}`[]
}

/** The Wallet Standard wallet the test wallet registers (with its EIP-6963 `rdns`, non-standard). */
export type SolanaWallet = Wallet & {
  readonly rdns: string
  readonly features: StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
}

const accountFeatures = [
  SolanaSignMessage,
  SolanaSignTransaction,
  SolanaSignAndSendTransaction,
] as const
const toBase64 = (bytes: Uint8Array) =>
  btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/**
 * The test wallet's Solana side as a Wallet Standard wallet (register it with `registerWallet`).
 * It holds no key: each call is posted (tagged `portico-test-wallet`, bytes in base64) to the
 * content script and on to the worker, which asks in its approval popup and signs. Features:
 * `standard:connect` (`silent` too), `standard:disconnect`, `standard:events` (`change` with
 * `accounts`), `solana:signMessage`, `solana:signTransaction` and `solana:signAndSendTransaction`
 * (legacy and v0 transactions).
 *
 * @example
 * registerWallet(createSolanaWallet({ target: window, info: walletInfo, chains: ['solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR'] }))
 */
export function createSolanaWallet(parameters: CreateSolanaWalletParameters): SolanaWallet {
  const { target, info, chains } = parameters
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
      if (message.event === 'solana:accountsChanged') setAccounts(message.data as WireAccount[])
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
    const id = `solana-${nextId++}`
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
    if (!accounts.some((known) => known.address === account.address))
      throw new ProviderRpcError(4100, 'The account is not connected to this site.')
    return account.address
  }

  const signMessage = async (...inputs: readonly SolanaSignMessageInput[]) => {
    const outputs = []
    for (const input of inputs) {
      const { signature } = await request<{ signature: string }>('solana:signMessage', {
        address: own(input.account),
        message: toBase64(input.message),
      })
      outputs.push({
        signedMessage: input.message,
        signature: fromBase64(signature),
        signatureType: 'ed25519' as const,
      })
    }
    return outputs
  }
  const signTransaction = async (...inputs: readonly SolanaSignTransactionInput[]) => {
    const outputs = []
    for (const input of inputs) {
      const { signedTransaction } = await request<{ signedTransaction: string }>(
        'solana:signTransaction',
        {
          address: own(input.account),
          transaction: toBase64(input.transaction),
          ...(input.chain !== undefined && { chain: input.chain }),
        },
      )
      outputs.push({ signedTransaction: fromBase64(signedTransaction) })
    }
    return outputs
  }
  const signAndSendTransaction = async (
    ...inputs: readonly SolanaSignAndSendTransactionInput[]
  ) => {
    const outputs = []
    for (const input of inputs) {
      const { signature } = await request<{ signature: string }>('solana:signAndSendTransaction', {
        address: own(input.account),
        transaction: toBase64(input.transaction),
        chain: input.chain,
        ...(input.options && { options: { ...input.options } }),
      })
      outputs.push({ signature: fromBase64(signature) })
    }
    return outputs
  }

  return Object.freeze({
    version: '1.0.0' as const,
    name: info.name,
    icon: info.icon as WalletIcon,
    rdns: info.rdns,
    chains: Object.freeze([...chains]),
    get accounts() {
      return accounts.slice()
    },
    features: Object.freeze({
      [StandardConnect]: {
        version: '1.0.0' as const,
        async connect(input?: { silent?: boolean }) {
          setAccounts(
            await request<WireAccount[]>('solana:connect', { silent: input?.silent === true }),
          )
          return { accounts: accounts.slice() }
        },
      },
      [StandardDisconnect]: {
        version: '1.0.0' as const,
        async disconnect() {
          await request('solana:disconnect')
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
      [SolanaSignMessage]: { version: '1.1.0' as const, signMessage },
      [SolanaSignTransaction]: {
        version: '1.0.0' as const,
        supportedTransactionVersions: ['legacy', 0] as const,
        signTransaction,
      },
      [SolanaSignAndSendTransaction]: {
        version: '1.0.0' as const,
        supportedTransactionVersions: ['legacy', 0] as const,
        signAndSendTransaction,
      },
    }),
  })
}
