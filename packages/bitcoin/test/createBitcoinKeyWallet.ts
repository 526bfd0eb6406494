// Test helper: a real Wallet Standard Bitcoin wallet in-process, holding one of the devnet's
// P2WPKH keys (getBitcoinDevnetKeys). It signs PSBTs with @scure/btc-signer like a browser
// wallet; `approve` plays the person (false = "User rejected the request.").
import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

export type BitcoinKeyWalletRequest = 'connect' | 'signMessage' | 'signTransaction'

export type BitcoinKeyWallet = Wallet & {
  rdns: string
  /** Decides each prompt; default: approve all. */
  approve: (request: BitcoinKeyWalletRequest) => boolean
  /** The requests the wallet received, in order (what the person was asked). */
  readonly requests: BitcoinKeyWalletRequest[]
  /** The inputs of each `bitcoin:signTransaction` call, as received. */
  readonly signed: { chain: string; signingIndexes: number[] }[]
  /** Shares another set of accounts, as when the person switches account in the wallet. */
  emitAccounts(accounts: readonly WalletAccount[]): void
  account: WalletAccount
}

export type CreateBitcoinKeyWalletParameters = {
  name: string
  /** One of getBitcoinDevnetKeys(). */
  key: { address: string; publicKey: string; privateKey: Uint8Array }
  /** Wallet Standard chains, `bitcoin:regtest` by default. */
  chains?: `${string}:${string}`[]
  /** BIP-322 "simple" signer (base64) of `@portico/bitcoin/bip322`; without it, signMessage throws. */
  signMessage?: ((message: Uint8Array) => string) | undefined
  /** Features to leave out (to test a wallet that lacks one). */
  without?: string[]
}

export function createBitcoinKeyWallet(
  parameters: CreateBitcoinKeyWalletParameters,
): BitcoinKeyWallet {
  const { name, key, chains = ['bitcoin:regtest'], without = [] } = parameters
  const account: WalletAccount = {
    address: key.address,
    publicKey: hex.decode(key.publicKey),
    chains,
    features: ['bitcoin:signMessage', 'bitcoin:signTransaction'],
  }
  let authorized = false
  let accounts: readonly WalletAccount[] = []
  const listeners = new Set<(p: { accounts: readonly WalletAccount[] }) => void>()
  const setAccounts = (next: readonly WalletAccount[]) => {
    accounts = next
    for (const listener of listeners) listener({ accounts })
  }
  const ask = (request: BitcoinKeyWalletRequest) => {
    wallet.requests.push(request)
    if (!wallet.approve(request)) throw new Error('User rejected the request.')
  }
  const own = (input: { account: WalletAccount }) => {
    if (!authorized || input.account.address !== key.address)
      throw new Error('Account not connected')
  }

  const features: Record<string, unknown> = {
    'bitcoin:connect': {
      version: '1.0.0',
      async connect(input: { purposes: string[] }) {
        if (!input.purposes.includes('payment')) return { accounts: [] }
        ask('connect')
        authorized = true
        setAccounts([account])
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
    'bitcoin:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
        const outputs = []
        for (const input of inputs) {
          own(input)
          ask('signMessage')
          if (!parameters.signMessage) throw new Error('BIP-322 signing is not available')
          const signature = Uint8Array.from(atob(parameters.signMessage(input.message)), (c) =>
            c.charCodeAt(0),
          )
          outputs.push({ signedMessage: input.message, signature })
        }
        return outputs
      },
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      async signTransaction(
        ...inputs: {
          psbt: Uint8Array
          chain: string
          inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
        }[]
      ) {
        const outputs = []
        for (const input of inputs) {
          const tx = Transaction.fromPSBT(input.psbt)
          for (const toSign of input.inputsToSign) {
            own(toSign)
            wallet.signed.push({ chain: input.chain, signingIndexes: toSign.signingIndexes })
          }
          ask('signTransaction')
          for (const toSign of input.inputsToSign)
            for (const index of toSign.signingIndexes) tx.signIdx(key.privateKey, index)
          outputs.push({ signedPsbt: tx.toPSBT() })
        }
        return outputs
      },
    },
  }
  for (const feature of without) delete features[feature]

  const wallet: BitcoinKeyWallet = {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    rdns: 'dev.portico.bitcoinkeywallet',
    chains,
    get accounts() {
      return accounts
    },
    features: features as Wallet['features'],
    approve: () => true,
    requests: [],
    signed: [],
    emitAccounts: setAccounts,
    account,
  }
  return wallet
}
