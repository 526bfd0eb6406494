import { describe, expect, test } from 'vitest'
import { ensCoinTypeOf } from './ensCoinTypeOf'

describe('ensCoinTypeOf', () => {
  test("ENSIP-19's examples: the reverse namespaces of Arbitrum, Optimism, Base, zkSync Era", () => {
    // `<address>.<coinTypeAsHex>.reverse`: 8000a4b1, 8000000a, 80002105, 80000144.
    expect([42161, 10, 8453, 324].map((id) => ensCoinTypeOf(id, 1)?.toString(16))).toEqual([
      '8000a4b1',
      '8000000a',
      '80002105',
      '80000144',
    ])
  })

  test('Ethereum, the ENS chain itself and no chain: coin type 60', () => {
    expect(ensCoinTypeOf(1, 1)).toBe(60n)
    expect(ensCoinTypeOf(11155111, 11155111)).toBe(60n)
    expect(ensCoinTypeOf(undefined, 1)).toBe(60n)
    expect(ensCoinTypeOf(1, 31337)).toBe(60n)
  })

  test('a chain id ENSIP-11 cannot express: none (only the default name applies)', () => {
    expect(ensCoinTypeOf(0x80000000, 1)).toBeUndefined()
  })
})
