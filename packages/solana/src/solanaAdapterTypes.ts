import type { ChainAdapter } from '@portico/core'

/** A `localStorage`-like place to remember the connected wallets and the chosen network. */
export type SolanaAdapterStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export type SolanaAdapter = ChainAdapter & {
  readonly namespace: 'solana'
  /**
   * Has the wallet sign and send a transaction you built (wire bytes, e.g. @solana/kit's
   * `getTransactionEncoder().encode(compileTransaction(message))`). Returns its signature.
   */
  signAndSendTransaction(parameters: {
    transaction: Uint8Array
    chainId?: number | string | undefined
  }): Promise<{ hash: string }>
  /**
   * Has the wallet sign a transaction you built (wire bytes) without sending it
   * (`solana:signTransaction`). Returns the signed wire bytes; send them yourself.
   */
  signTransaction(parameters: {
    transaction: Uint8Array
    chainId?: number | string | undefined
  }): Promise<{ transaction: Uint8Array }>
  /**
   * Has the wallet sign several transactions in one request (`solana:signTransaction` with one
   * input each) without sending them. Returns the signed wire bytes in the same order.
   */
  signAllTransactions(parameters: {
    transactions: readonly Uint8Array[]
    chainId?: number | string | undefined
  }): Promise<{ transactions: Uint8Array[] }>
}
