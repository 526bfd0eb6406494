// Property test of the Esplora parsers (fast-check): whatever a server answers, each parser
// returns a value or throws BitcoinEsploraError (never a TypeError from a missing field).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BitcoinEsploraError } from '../errors'
import {
  parseAddressStats,
  parseFeeEstimates,
  parseHeight,
  parseId,
  parseTransaction,
  parseTransactions,
  parseTxStatus,
  parseUtxos,
} from './parseEsplora'

const parsers = [
  parseAddressStats,
  parseFeeEstimates,
  parseHeight,
  parseId,
  parseTransaction,
  parseTransactions,
  parseTxStatus,
  parseUtxos,
]
// JSON of any shape, also with the field names the parsers look for, and plain text.
const fieldNames = [
  'address',
  'chain_stats',
  'mempool_stats',
  'funded_txo_sum',
  'txid',
  'vout',
  'vin',
  'value',
  'status',
  'confirmed',
  'fee',
  'prevout',
]
const answer = fc.oneof(
  fc.string(),
  fc.json(),
  fc
    .jsonValue()
    .chain((leaf) =>
      fc.dictionary(fc.constantFrom(...fieldNames), fc.oneof(fc.constant(leaf), fc.jsonValue())),
    )
    .map((value) => JSON.stringify(value)),
)

describe('Esplora parsers (property)', () => {
  it('answer a value or BitcoinEsploraError for any body', () => {
    fc.assert(
      fc.property(answer, fc.constantFrom(...parsers), (body, parse) => {
        try {
          parse('/any', body)
        } catch (error) {
          expect(error).toBeInstanceOf(BitcoinEsploraError)
          expect((error as BitcoinEsploraError).status).toBe(200)
        }
      }),
      { numRuns: 400 },
    )
  })
})
