import { InvalidParameterError } from '@portico/core'
import type { EmbeddedWallet } from '@portico/core/internal'
import { base58 } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

export type CreateEmbeddedSolanaWalletParameters = {
  /** The app's embedded wallet handle (`createEmbeddedWallet`). */
  wallet: EmbeddedWallet
  /** The app's Solana networks (CAIP-2 ids); the first is where messages are signed. */
  chains: readonly `${string}:${string}`[]
  /** The name the kit lists; `Email`, the same as the EVM connector, so the kit shows one wallet. */
  name?: string | undefined
}
export type CreateEmbeddedSolanaWalletReturnType = Wallet & {
  /** Non-standard: tells the kit this is the embedded (AUTH) wallet. */
  readonly portico: { readonly type: 'AUTH' }
}

const accountFeatures = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const
const icon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCI+PHJlY3Qgd2lkdGg9IjI0IiBoZWlnaHQ9IjI0IiByeD0iNiIgZmlsbD0iIzViOGNmZiIvPjwvc3ZnPg==' as const
const toBase64 = (bytes: Uint8Array) =>
  btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/**
 * The embedded wallet's Solana side as a Wallet Standard wallet, for the kit's Solana adapter:
 * it holds no key — signing goes to the frame (`solana_signMessage`, `solana_signTransaction`,
 * `solana_signAndSendTransaction`, approved there) with the Solana chain named in the request, so
 * the frame serves EVM and Solana at once. `standard:connect` answers only when the frame holds a
 * session (the email login makes it); otherwise it shares no account. Register it with
 * `registerWallet` (`registerEmbeddedSolanaWallet` does).
 *
 * @example
 * registerWallet(createEmbeddedSolanaWallet({ wallet, chains: ['solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR'] }))
 */
export function createEmbeddedSolanaWallet(
  parameters: CreateEmbeddedSolanaWalletParameters,
): CreateEmbeddedSolanaWalletReturnType {
  const { wallet, chains } = parameters
  const chain = chains[0]
  if (chain === undefined)
    throw new InvalidParameterError({ reason: 'createEmbeddedSolanaWallet needs a Solana chain' })
  const listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>()
  let accounts: WalletAccount[] = []
  const setAccounts = (next: WalletAccount[]) => {
    accounts = next
    for (const listener of listeners) listener({ accounts })
  }
  const frame = () => wallet.load()
  const request = async (method: string, params: unknown, on: string = chain) =>
    (await frame()).rpcRequest(method, params, on)

  return {
    version: '1.0.0',
    name: parameters.name ?? 'Email',
    icon,
    chains,
    get accounts() {
      return accounts.slice()
    },
    portico: { type: 'AUTH' },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect() {
          // No recorded session: nothing to share, and the frame is not loaded.
          if (!wallet.getSession()) return { accounts: [] }
          const loaded = await frame()
          if (!(await loaded.isConnected())) return { accounts: [] }
          const user = await loaded.getUser()
          const account = user.accounts?.find((a) => a.namespace === 'solana')
          const solana = account?.address
          setAccounts(
            solana
              ? [
                  {
                    address: solana,
                    publicKey: base58.decode(solana),
                    chains,
                    features: accountFeatures,
                    // Non-standard: the key's derivation path (the Solana adapter reports it).
                    ...(account.path ? { path: account.path } : {}),
                  },
                ]
              : [],
          )
          return { accounts: accounts.slice() }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          setAccounts([])
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(
          _event: 'change',
          listener: (properties: { accounts?: readonly WalletAccount[] }) => void,
        ) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          const outputs = []
          for (const input of inputs) {
            const { signature } = (await request('solana_signMessage', {
              message: base58.encode(input.message),
            })) as { signature: string }
            outputs.push({
              signedMessage: input.message,
              signature: base58.decode(signature),
              signatureType: 'ed25519' as const,
            })
          }
          return outputs
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(
          ...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: string }[]
        ) {
          const outputs = []
          for (const input of inputs) {
            const { transaction } = (await request(
              'solana_signTransaction',
              { transaction: toBase64(input.transaction) },
              input.chain ?? chain,
            )) as { transaction: string }
            outputs.push({ signedTransaction: fromBase64(transaction) })
          }
          return outputs
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(
          ...inputs: { account: WalletAccount; transaction: Uint8Array; chain: string }[]
        ) {
          const outputs = []
          for (const input of inputs) {
            const { signature } = (await request(
              'solana_signAndSendTransaction',
              { transaction: toBase64(input.transaction) },
              input.chain,
            )) as { signature: string }
            outputs.push({ signature: base58.decode(signature) })
          }
          return outputs
        },
      },
    },
  }
}
