import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { decodeHistoryCursor, historyCursorBounds } from './decodeHistoryCursor'
import { encodeHistoryCursor } from './encodeHistoryCursor'

const cursor = fc.record({
  minedAt: fc.integer({ min: 0, max: 4_102_444_800_000 }),
  chainId: fc.constantFrom('eip155:1', 'eip155:31337', 'eip155:8453'),
  blockNumber: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  txIndex: fc.integer({ min: 0, max: 100_000 }),
})

describe('history cursors', () => {
  test('the largest values of each field still decode', () => {
    const edge = {
      minedAt: historyCursorBounds.minedAt,
      chainId: 'eip155:1',
      blockNumber: historyCursorBounds.blockNumber,
      txIndex: historyCursorBounds.txIndex,
    }
    expect(decodeHistoryCursor(encodeHistoryCursor(edge))).toEqual(edge)
    expect(() =>
      decodeHistoryCursor(encodeHistoryCursor({ ...edge, minedAt: edge.minedAt + 1 })),
    ).toThrow('Invalid cursor')
    expect(() =>
      decodeHistoryCursor(encodeHistoryCursor({ ...edge, txIndex: edge.txIndex + 1 })),
    ).toThrow('Invalid cursor')
  })

  test('decode(encode(x)) is x, and the text is URL-safe', () => {
    fc.assert(
      fc.property(cursor, (value) => {
        const text = encodeHistoryCursor(value)
        expect(text).toMatch(/^[A-Za-z0-9_-]+$/)
        expect(decodeHistoryCursor(text)).toEqual(value)
      }),
    )
  })

  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  test.each([
    ['not base64url', '!!!'],
    ['not JSON', Buffer.from('{').toString('base64url')],
    ['another version', encode([2, 0, 'eip155:1', 0, 0])],
    ['too short', encode([1, 0, 'eip155:1', 0])],
    ['a bad chain', encode([1, 0, 'chain', 0, 0])],
    ['a negative block', encode([1, 0, 'eip155:1', -1, 0])],
    ['a fractional index', encode([1, 0, 'eip155:1', 0, 0.5])],
    ['too long', 'a'.repeat(401)],
    // The security review's crafted cursors (L1): a time past Date's range, an int4 overflow.
    ['a time Date cannot hold', 'WzEsODcwMDAwMDAwMDAwMDAwMCwiZWlwMTU1OjMxMzM3IiwwLDBd'],
    ['a tx index past int4', 'WzEsMCwiZWlwMTU1OjMxMzM3IiwwLDMwMDAwMDAwMDBd'],
    ['a block past a safe integer', encode([1, 0, 'eip155:1', 2 ** 53, 0])],
    ['a time in year 10000', encode([1, Date.UTC(10000, 0, 1), 'eip155:1', 0, 0])],
  ])('refuses %s with "Invalid cursor"', (_name, value) => {
    expect(() => decodeHistoryCursor(value)).toThrow(
      expect.objectContaining({ shortMessage: 'Invalid cursor' }),
    )
  })

  test('property: random text never decodes to something unchecked', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        try {
          const value = decodeHistoryCursor(text)
          expect(Number.isSafeInteger(value.blockNumber)).toBe(true)
        } catch (error) {
          expect((error as Error).name).toBe('InvalidHistoryCursorError')
        }
      }),
    )
  })
})
