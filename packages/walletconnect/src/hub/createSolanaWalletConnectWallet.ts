import { SignAllTransactionsResponseError } from '../errors/solana'
import type { SignClient } from '../sign/createSignClient'
import type { Session } from '../sign/types'
import type { WalletConnectHub } from './createWalletConnectHub'
import { placeSignature } from './placeSignature'

/** A Wallet Standard account (the fields `@wallet-standard/base` defines). */
export type SolanaWalletConnectAccount = {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly `${string}:${string}`[]
  readonly features: readonly `${string}:${string}`[]
}

/** A Wallet Standard wallet (`@wallet-standard/base`'s shape) plus Portico's `portico.type`. */
export type SolanaWalletConnectWallet = {
  readonly version: '1.0.0'
  readonly name: 'WalletConnect'
  readonly icon: `data:image/svg+xml;base64,${string}`
  readonly chains: readonly `${string}:${string}`[]
  readonly accounts: readonly SolanaWalletConnectAccount[]
  readonly features: Readonly<Record<`${string}:${string}`, unknown>>
  /** Non-standard: the Solana adapter lists it as a `WALLET_CONNECT` connector. */
  readonly portico: { readonly type: 'WALLET_CONNECT' }
}

export type CreateSolanaWalletConnectWalletParameters = {
  hub: WalletConnectHub
  /** The app's Solana chains, CAIP-2 (`solana:<genesis hash prefix>`). */
  chains: readonly string[]
}

// WalletConnect's blue mark, 24×24.
const icon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCI+PHJlY3Qgd2lkdGg9IjI0IiBoZWlnaHQ9IjI0IiByeD0iNiIgZmlsbD0iIzMzOTZGRiIvPjxwYXRoIGQ9Ik03LjIgOS40YzIuNi0yLjUgNi45LTIuNSA5LjUgMGwuMy4zYS4zLjMgMCAwIDEgMCAuNWwtMS4xIDEuMWEuMi4yIDAgMCAxLS4yIDBsLS40LS40Yy0xLjgtMS44LTQuOC0xLjgtNi42IDBsLS41LjRhLjIuMiAwIDAgMS0uMiAwTDYuOSAxMC4yYS4zLjMgMCAwIDEgMC0uNXoiIGZpbGw9IiNmZmYiLz48L3N2Zz4=' as const

const features = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

/**
 * Internal (see `solanaWalletConnect`): a Wallet Standard wallet named `WalletConnect` whose accounts
 * are the `solana` accounts of the hub's WalletConnect session. `standard:connect` uses the
 * session the modal's pairing just settled (silently: the stored one); signing goes to the wallet
 * as WalletConnect's Solana JSON-RPC — `solana_signMessage` (message and signature base58),
 * `solana_signTransaction` and `solana_signAndSendTransaction` (transactions base64, signatures
 * base58); several transactions of one account in one `solana:signTransaction` call go as one
 * `solana_signAllTransactions` when the session grants it (else one `solana_signTransaction`
 * each), and an answer without one signed transaction per transaction throws `Invalid
 * solana_signAllTransactions response`. A session without Solana accounts connects none.
 *
 * @example
 * getWallets().register(createSolanaWalletConnectWallet({ hub, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }))
 */
export function createSolanaWalletConnectWallet({
  hub,
  chains,
}: CreateSolanaWalletConnectWalletParameters): SolanaWalletConnectWallet {
  let accounts: SolanaWalletConnectAccount[] = []
  let session: Session | undefined
  let watching: Promise<void> | undefined
  const listeners = new Set<
    (properties: { accounts?: readonly SolanaWalletConnectAccount[] }) => void
  >()
  const emit = () => {
    for (const listener of listeners) listener({ accounts })
  }

  /** Reads the accounts the session grants (one per address, with the chains it lists). */
  async function use(next: Session | undefined) {
    const { base58 } = await import('@scure/base')
    session = next
    const byAddress = new Map<string, Set<string>>()
    for (const caip of next?.namespaces.solana?.accounts ?? []) {
      const [namespace, reference, address] = caip.split(':')
      if (!address) continue
      const set = byAddress.get(address) ?? new Set<string>()
      set.add(`${namespace}:${reference}`)
      byAddress.set(address, set)
    }
    accounts = [...byAddress].map(([address, set]) => ({
      address,
      publicKey: base58.decode(address),
      chains: [...set] as `${string}:${string}`[],
      features: [...features],
    }))
  }
  /** Follows the session: deleted or expired by the wallet, its accounts go. */
  function watch(client: SignClient) {
    watching ??= (async () => {
      const update = async (topic: string) => {
        if (topic !== session?.topic) return
        await use(hub.latestSession(client, 'solana'))
        emit()
      }
      client.on('session_delete', ({ topic }) => void update(topic))
      client.on('session_expire', ({ topic }) => void update(topic))
      client.on('session_update', ({ topic }) => void update(topic))
    })()
    return watching
  }
  async function connected(): Promise<{ client: SignClient; session: Session }> {
    const client = await hub.loadClient()
    const current = session && hub.latestSession(client, 'solana')
    if (!current) throw new Error('WalletConnect: no session with Solana accounts')
    return { client, session: current }
  }
  const chainOf = (address: string, chain?: string) => {
    const account = accounts.find((a) => a.address === address)
    if (chain && (account?.chains.includes(chain as never) ?? true)) return chain
    return account?.chains[0] ?? chains[0] ?? 'solana:'
  }
  /** Whether the session lets the app call `method` on the wallet's Solana side. */
  async function grants(method: string): Promise<boolean> {
    const { session: current } = await connected()
    return current.namespaces.solana?.methods?.includes(method) ?? false
  }
  async function request<T>(method: string, params: unknown, chainId: string): Promise<T> {
    const { client, session: current } = await connected()
    return (await client.request({
      topic: current.topic,
      chainId,
      request: { method, params },
    })) as T
  }

  return {
    version: '1.0.0',
    name: 'WalletConnect',
    icon,
    chains: chains as `${string}:${string}`[],
    get accounts() {
      return accounts
    },
    portico: { type: 'WALLET_CONNECT' },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          // A page load without a stored session never imports the protocol client.
          if (input?.silent && !hub.hasStoredSession('solana')) return { accounts: [] }
          const client = await hub.loadClient()
          await watch(client)
          await use(hub.latestSession(client, 'solana'))
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          const ended = session
          await use(undefined)
          // A session that granted only Solana ends here; one shared with EVM ends with EVM's.
          if (ended && Object.keys(ended.namespaces).every((ns) => ns === 'solana')) {
            const client = await hub.loadClient()
            await client.disconnect({ topic: ended.topic }).catch(() => undefined)
          }
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(
          _event: 'change',
          listener: (properties: { accounts?: readonly SolanaWalletConnectAccount[] }) => void,
        ) {
          listeners.add(listener)
          return () => void listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        async signMessage(
          ...inputs: { account: SolanaWalletConnectAccount; message: Uint8Array }[]
        ) {
          const { base58 } = await import('@scure/base')
          const outputs = []
          for (const { account, message } of inputs) {
            const { signature } = await request<{ signature: string }>(
              'solana_signMessage',
              { message: base58.encode(message), pubkey: account.address },
              chainOf(account.address),
            )
            outputs.push({ signedMessage: message, signature: base58.decode(signature) })
          }
          return outputs
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(
          ...inputs: {
            account: SolanaWalletConnectAccount
            transaction: Uint8Array
            chain?: string
          }[]
        ) {
          const { base58, base64 } = await import('@scure/base')
          const [first] = inputs
          // Several of one account on one chain, and the wallet granted it: one request for all.
          if (
            first &&
            inputs.length > 1 &&
            inputs.every(
              (i) => i.account.address === first.account.address && i.chain === first.chain,
            ) &&
            (await grants('solana_signAllTransactions'))
          ) {
            const result = await request<{ transactions?: unknown } | undefined>(
              'solana_signAllTransactions',
              { transactions: inputs.map((i) => base64.encode(i.transaction)) },
              chainOf(first.account.address, first.chain),
            )
            const signed = result?.transactions
            if (
              !Array.isArray(signed) ||
              signed.length !== inputs.length ||
              !signed.every((t) => typeof t === 'string' && t.length > 0)
            )
              throw new SignAllTransactionsResponseError({
                details: `asked to sign ${inputs.length}, got ${JSON.stringify(result)?.slice(0, 200)}`,
              })
            return signed.map((t: string) => ({ signedTransaction: base64.decode(t) }))
          }
          const outputs = []
          for (const { account, transaction, chain } of inputs) {
            const result = await request<{ signature?: string; transaction?: string }>(
              'solana_signTransaction',
              { transaction: base64.encode(transaction), pubkey: account.address },
              chainOf(account.address, chain),
            )
            // Newer wallets answer the signed transaction, older ones only the signature.
            const signedTransaction = result.transaction
              ? base64.decode(result.transaction)
              : placeSignature({
                  transaction,
                  publicKey: account.publicKey,
                  signature: base58.decode(result.signature ?? ''),
                })
            outputs.push({ signedTransaction })
          }
          return outputs
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(
          ...inputs: {
            account: SolanaWalletConnectAccount
            transaction: Uint8Array
            chain: string
            options?: { preflightCommitment?: string }
          }[]
        ) {
          const { base58, base64 } = await import('@scure/base')
          const outputs = []
          for (const { account, transaction, chain, options } of inputs) {
            const { signature } = await request<{ signature: string }>(
              'solana_signAndSendTransaction',
              {
                transaction: base64.encode(transaction),
                pubkey: account.address,
                sendOptions: options?.preflightCommitment
                  ? { preflightCommitment: options.preflightCommitment }
                  : {},
              },
              chainOf(account.address, chain),
            )
            outputs.push({ signature: base58.decode(signature) })
          }
          return outputs
        },
      },
    },
  }
}
