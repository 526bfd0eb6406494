// Internal: the Wallet Standard shapes this package reads: `@wallet-standard/features`' connect
// events and disconnect, and the Bitcoin features of ExodusMovement's bitcoin-wallet-standard
// (written out, so the first chunk needs no more than `@wallet-standard/app`).
import type { Wallet, WalletAccount } from '@wallet-standard/base'

export type { Wallet, WalletAccount }

export const BitcoinConnect = 'bitcoin:connect'
export const BitcoinSignMessage = 'bitcoin:signMessage'
export const BitcoinSignTransaction = 'bitcoin:signTransaction'
export const StandardDisconnect = 'standard:disconnect'
export const StandardEvents = 'standard:events'

/** What the app asks addresses for: payments (the kit's) or inscriptions. */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

export type BitcoinConnectFeature = {
  connect(input: {
    purposes: BitcoinAddressPurpose[]
  }): Promise<{ accounts: readonly WalletAccount[] }>
}
export type BitcoinSignMessageFeature = {
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
}
/** One PSBT to sign (the feature's 1.0.0 input; `chain` as its later revision names it). */
export type BitcoinSignTransactionInput = {
  psbt: Uint8Array
  chain: string
  inputsToSign: { account: WalletAccount; signingIndexes: number[]; sigHash?: number }[]
}
/** The signed PSBT; wallets answer a list (one per input) or, in the later revision, one. */
export type BitcoinSignTransactionOutput = { signedPsbt: Uint8Array; txId?: string }
export type BitcoinSignTransactionFeature = {
  signTransaction(
    ...inputs: BitcoinSignTransactionInput[]
  ): Promise<readonly BitcoinSignTransactionOutput[] | BitcoinSignTransactionOutput>
}
export type DisconnectFeature = { disconnect(): Promise<void> }
export type EventsFeature = {
  on(
    event: 'change',
    listener: (properties: { accounts?: readonly WalletAccount[] }) => void,
  ): () => void
}

/** A feature of the wallet, typed; undefined when the wallet does not offer it. */
export function featureOf<T>(wallet: Wallet, name: string): T | undefined {
  return (wallet.features as Record<string, unknown>)[name] as T | undefined
}
