import type { ChainAdapter } from '@portico/core'

/** A `localStorage`-like place to remember the connected wallet and the chosen network. */
export type BitcoinAdapterStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export type BitcoinAdapter = ChainAdapter & {
  readonly namespace: 'bip122'
  /**
   * Has the wallet sign a PSBT you built (`bitcoin:signTransaction`, the account signing
   * `signingIndexes`, every input by default), finalizes it and, unless `broadcast: false`, sends
   * it over Esplora. Returns the raw transaction (hex) and its id.
   */
  signPsbt(parameters: {
    psbt: Uint8Array
    signingIndexes?: number[] | undefined
    broadcast?: boolean | undefined
    chainId?: number | string | undefined
  }): Promise<{ hex: string; txid: string }>
}
