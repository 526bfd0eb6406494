// Test helper: a real Wallet Standard Solana wallet in-process, holding a @solana/kit key pair
// (the devnet's seeded accounts). It signs with ed25519 and sends to the chain's RPC, like a
// browser wallet; `approve` plays the person (false = "User rejected the request.").
import {
  createKeyPairFromBytes,
  getAddressEncoder,
  getAddressFromPublicKey,
  getBase58Encoder,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
  signBytes,
} from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

export type KeyWalletRequest =
  | 'connect'
  | 'signMessage'
  | 'signTransaction'
  | 'signAndSendTransaction'

export type KeyWallet = Wallet & {
  rdns: string
  /** Decides each prompt; default: approve all. */
  approve: (request: KeyWalletRequest) => boolean
  /** The requests the wallet received, in order (what the person was asked). */
  readonly requests: KeyWalletRequest[]
  /** Signs but never sends (a transaction dropped on the way, as under congestion). */
  drop: boolean
  /** Shares another set of accounts, as when the person switches account in the wallet. */
  emitAccounts(accounts: readonly WalletAccount[]): void
  account: WalletAccount
}

export type CreateKeyWalletParameters = {
  name: string
  keyPairBytes: Uint8Array
  /** CAIP-2 id → HTTP RPC URL of the chains the wallet knows. */
  chains: Record<string, string>
  /** Features to leave out (to test a wallet that lacks one). */
  without?: string[]
}

export async function createKeyWallet(parameters: CreateKeyWalletParameters): Promise<KeyWallet> {
  const { name, keyPairBytes, chains, without = [] } = parameters
  const keyPair = await createKeyPairFromBytes(keyPairBytes)
  const address = await getAddressFromPublicKey(keyPair.publicKey)
  const chainIds = Object.keys(chains) as `${string}:${string}`[]
  const account: WalletAccount = {
    address,
    publicKey: new Uint8Array(getAddressEncoder().encode(address)),
    chains: chainIds,
    features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
  }
  let authorized = false
  let accounts: readonly WalletAccount[] = []
  const listeners = new Set<(p: { accounts: readonly WalletAccount[] }) => void>()
  const setAccounts = (next: readonly WalletAccount[]) => {
    accounts = next
    for (const listener of listeners) listener({ accounts })
  }
  const ask = (request: KeyWalletRequest) => {
    wallet.requests.push(request)
    if (!wallet.approve(request)) throw new Error('User rejected the request.')
  }
  const own = (input: { account: WalletAccount }) => {
    if (!authorized || input.account.address !== address) throw new Error('Account not connected')
  }
  const sign = async (bytes: Uint8Array) => {
    const transaction = getTransactionDecoder().decode(bytes)
    const signature: SignatureBytes = await signBytes(keyPair.privateKey, transaction.messageBytes)
    return new Uint8Array(
      getTransactionEncoder().encode({
        ...transaction,
        signatures: { ...transaction.signatures, [address]: signature },
      }),
    )
  }

  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input?: { silent?: boolean }) {
        if (!authorized) {
          if (input?.silent) return { accounts: [] }
          ask('connect')
          authorized = true
          setAccounts([account])
        }
        return { accounts }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        authorized = false
        setAccounts([])
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(_event: 'change', listener: (p: { accounts: readonly WalletAccount[] }) => void) {
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
        const outputs = []
        for (const input of inputs) {
          own(input)
          ask('signMessage')
          const signature = await signBytes(keyPair.privateKey, input.message)
          outputs.push({ signedMessage: input.message, signature, signatureType: 'ed25519' })
        }
        return outputs
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array }[]) {
        const outputs = []
        for (const input of inputs) {
          own(input)
          ask('signTransaction')
          outputs.push({ signedTransaction: await sign(input.transaction) })
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
          own(input)
          const url = chains[input.chain]
          if (!url) throw new Error(`Unknown chain ${input.chain}`)
          ask('signAndSendTransaction')
          const bytes = await sign(input.transaction)
          if (wallet.drop) {
            const [signature] = Object.values(getTransactionDecoder().decode(bytes).signatures)
            outputs.push({ signature: new Uint8Array(signature as SignatureBytes) })
            continue
          }
          const signed = getBase64Decoder().decode(bytes)
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              jsonrpc: '2.0',
              id: 1,
              method: 'sendTransaction',
              params: [signed, { encoding: 'base64' }],
            }),
          })
          const body = (await response.json()) as { result?: string; error?: { message: string } }
          if (!body.result) throw new Error(body.error?.message ?? 'sendTransaction failed')
          outputs.push({ signature: new Uint8Array(getBase58Encoder().encode(body.result)) })
        }
        return outputs
      },
    },
  }
  for (const feature of without) delete features[feature]

  const wallet: KeyWallet = {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    rdns: 'dev.portico.keywallet',
    chains: chainIds,
    get accounts() {
      return accounts
    },
    features: features as Wallet['features'],
    approve: () => true,
    drop: false,
    requests: [],
    emitAccounts: setAccounts,
    account,
  }
  return wallet
}
