import type { Clock } from '@portico/core/internal'
import { BitcoinEsploraError } from './errors'
import type { EsploraClient } from './esplora/createEsploraClient'

/** How often a wait asks Esplora for the transaction's status (as SPEC §9's Solana status poll). */
export const BITCOIN_STATUS_POLL_MS = 1_000

/** Parameters of {@link waitForBitcoinTransaction}. */
export type WaitForBitcoinTransactionParameters = {
  esplora: Pick<EsploraClient, 'getTxStatus' | 'getTransaction'>
  /** The transaction's id (hex). */
  txid: string
  clock: Clock
  /** Stops waiting (rejects with the signal's reason). */
  signal?: AbortSignal | undefined
}
/** Return type of {@link waitForBitcoinTransaction}. */
export type WaitForBitcoinTransactionReturnType = {
  /** A mined Bitcoin transaction always succeeded (a failing one is never mined). */
  status: 'success'
  /** Satoshis it paid (`fee` of `GET /tx/:txid`). */
  fee: bigint
  blockHeight: number | undefined
}

/**
 * Internal: waits until a transaction is in a block: `GET /tx/:txid/status` at once and then every
 * {@link BITCOIN_STATUS_POLL_MS} on the injected clock (a 404 — not yet seen by the server —
 * waits on), then its fee from `GET /tx/:txid`.
 *
 * @throws {BitcoinEsploraError} when Esplora fails otherwise than 404.
 * @example
 * const { fee } = await waitForBitcoinTransaction({ esplora, txid, clock: systemClock })
 */
export async function waitForBitcoinTransaction(
  parameters: WaitForBitcoinTransactionParameters,
): Promise<WaitForBitcoinTransactionReturnType> {
  const { esplora, txid, clock, signal } = parameters
  const sleep = (ms: number) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason)
      const cancel = () => {
        clock.clearTimeout(timer)
        reject(signal?.reason)
      }
      const timer = clock.setTimeout(() => {
        signal?.removeEventListener('abort', cancel)
        resolve()
      }, ms)
      signal?.addEventListener('abort', cancel, { once: true })
    })
  for (;;) {
    signal?.throwIfAborted()
    let blockHeight: number | undefined
    let confirmed = false
    try {
      const status = await esplora.getTxStatus(txid)
      confirmed = status.confirmed
      blockHeight = status.blockHeight
    } catch (error) {
      if (!(error instanceof BitcoinEsploraError && error.status === 404)) throw error
    }
    if (confirmed) {
      const { fee } = await esplora.getTransaction(txid)
      return { status: 'success', fee, blockHeight }
    }
    await sleep(BITCOIN_STATUS_POLL_MS)
  }
}
