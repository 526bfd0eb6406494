/** The keyset position after which the next page starts. */
export type HistoryCursor = {
  /** `mined_at` of the last item, in milliseconds. */
  minedAt: number
  chainId: string
  blockNumber: number
  txIndex: number
}

/**
 * Writes a keyset position as the opaque `next` cursor of the history route (base64url JSON).
 *
 * @example
 * encodeHistoryCursor({ minedAt: 1767225600000, chainId: 'eip155:1', blockNumber: 10, txIndex: 0 })
 */
export function encodeHistoryCursor(cursor: HistoryCursor): string {
  const { minedAt, chainId, blockNumber, txIndex } = cursor
  return Buffer.from(JSON.stringify([1, minedAt, chainId, blockNumber, txIndex])).toString(
    'base64url',
  )
}
