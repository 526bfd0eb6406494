import { parseServedChainId } from '../solana/parseServedChainId'
import type { HistoryCursor } from './encodeHistoryCursor'
import { InvalidHistoryCursorError } from './errors'

/** Bounds of the cursor's fields: what `Date` and the database columns can hold. */
export const historyCursorBounds = {
  /**
   * 9999-12-31T23:59:59.999Z: past it `toISOString` writes a six-digit year (`+010000-…`) that
   * PostgreSQL does not read (and `Date` itself stops at 8.64e15).
   */
  minedAt: Date.UTC(9999, 11, 31, 23, 59, 59, 999),
  /** `bigint` column (2^63 - 1), i.e. every safe integer. */
  blockNumber: Number.MAX_SAFE_INTEGER,
  /** `integer` column: 2^31 - 1. */
  txIndex: 2 ** 31 - 1,
} as const

const within = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= max

/**
 * Reads a cursor written by `encodeHistoryCursor`. Throws {@link InvalidHistoryCursorError}
 * (`Invalid cursor`) for anything else, including fields past {@link historyCursorBounds} (a time
 * `Date` cannot hold, a transaction index past the `integer` column).
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
    !within(minedAt, historyCursorBounds.minedAt) ||
    typeof chainId !== 'string' ||
    parseServedChainId(chainId) === undefined ||
    !within(blockNumber, historyCursorBounds.blockNumber) ||
    !within(txIndex, historyCursorBounds.txIndex)
  )
    throw new InvalidHistoryCursorError()
  return { minedAt, chainId, blockNumber, txIndex }
}
