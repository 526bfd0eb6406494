// Internal: the Wallet Standard shapes this package reads (the features of
// `@wallet-standard/features` and `@solana/wallet-standard-features`, written out so the first
// chunk needs no more than `@wallet-standard/app`).
import type { Wallet, WalletAccount } from '@wallet-standard/base'

export type { Wallet, WalletAccount }

export const StandardConnect = 'standard:connect'
export const StandardDisconnect = 'standard:disconnect'
export const StandardEvents = 'standard:events'
export const SolanaSignMessage = 'solana:signMessage'
export const SolanaSignTransaction = 'solana:signTransaction'
export const SolanaSignAndSendTransaction = 'solana:signAndSendTransaction'

export type ConnectFeature = {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }>
}
export type DisconnectFeature = { disconnect(): Promise<void> }
export type EventsFeature = {
  on(
    event: 'change',
    listener: (properties: { accounts?: readonly WalletAccount[] }) => void,
  ): () => void
}
export type SignMessageFeature = {
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
}
export type TransactionVersion = 'legacy' | 0
export type SignTransactionFeature = {
  supportedTransactionVersions: readonly TransactionVersion[]
  signTransaction(
    ...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: string }[]
  ): Promise<readonly { signedTransaction: Uint8Array }[]>
}
export type SignAndSendTransactionFeature = {
  supportedTransactionVersions: readonly TransactionVersion[]
  signAndSendTransaction(
    ...inputs: {
      account: WalletAccount
      transaction: Uint8Array
      chain: string
      options?: { preflightCommitment?: 'processed' | 'confirmed' | 'finalized' }
    }[]
  ): Promise<readonly { signature: Uint8Array }[]>
}

/** A feature of the wallet, typed; undefined when the wallet does not offer it. */
export function featureOf<T>(wallet: Wallet, name: string): T | undefined {
  return (wallet.features as Record<string, unknown>)[name] as T | undefined
}
