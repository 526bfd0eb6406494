import { readWholeNumber } from './readWholeNumber'

/** A transaction the server built for the user's wallet to send. */
export type SwapTransactionRequest = {
  from: string
  to: string
  data: string
  /** Wei sent with it. */
  value: bigint
  /** Estimated gas (with the server's margin), when estimated. */
  gas: bigint | undefined
  /** Wei per gas. */
  gasPrice: bigint
}

/**
 * The server's `tx` (decimal strings) with bigint amounts.
 *
 * @example
 * readSwapTransaction(path, body.tx) // { from, to, data, value: 0n, gas: 120000n, gasPrice }
 */
export function readSwapTransaction(
  path: string,
  tx: {
    from: string
    to: string
    data: string
    value: string
    eip155: { gas?: string | undefined; gasPrice: string }
  },
): SwapTransactionRequest {
  return {
    from: tx.from,
    to: tx.to,
    data: tx.data,
    value: readWholeNumber(path, 'tx.value', tx.value),
    gas: tx.eip155.gas === undefined ? undefined : readWholeNumber(path, 'tx.gas', tx.eip155.gas),
    gasPrice: readWholeNumber(path, 'tx.gasPrice', tx.eip155.gasPrice),
  }
}
