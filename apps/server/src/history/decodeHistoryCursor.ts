import { isCaipNetworkId } from '@portico/core'
import type { HistoryCursor } from './encodeHistoryCursor'
import { InvalidHistoryCursorError } from './errors'

const safe = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

/**
 * Reads a cursor written by `encodeHistoryCursor`. Throws {@link InvalidHistoryCursorError}
 * (`Invalid cursor`) for anything else.
 *
 * @example
 * decodeHistoryCursor(encodeHistoryCursor(cursor)) // cursor
 */
export function decodeHistoryCursor(value: string): HistoryCursor {
  let parsed: unknown
  try {
    if (!/^[A-Za-z0-9_-]{1,400}$/.test(value)) throw new Error('not base64url')
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))
  } catch {
    throw new InvalidHistoryCursorError()
  }
  if (!Array.isArray(parsed) || parsed.length !== 5 || parsed[0] !== 1)
    throw new InvalidHistoryCursorError()
  const [, minedAt, chainId, blockNumber, txIndex] = parsed
  if (
    !safe(minedAt) ||
    typeof chainId !== 'string' ||
    !isCaipNetworkId(chainId) ||
    !safe(blockNumber) ||
    !safe(txIndex)
  )
    throw new InvalidHistoryCursorError()
  return { minedAt, chainId, blockNumber, txIndex }
}
