import { base58 } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress'

// Well-known mainnet addresses: the system program, the SPL Token program, the USDC mint.
const known = [
  '11111111111111111111111111111111',
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
]

describe('isSolanaAddress', () => {
  it('accepts well-known addresses', () => {
    for (const address of known) expect(isSolanaAddress(address)).toBe(true)
  })

  it('accepts every encoding of 32 bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        expect(isSolanaAddress(base58.encode(bytes))).toBe(true)
      }),
    )
  })

  it('rejects 31 and 45 characters', () => {
    expect(isSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isSolanaAddress(`${known[2]}z`)).toBe(false)
    expect(`${known[2]}z`).toHaveLength(45)
  })

  it('rejects characters outside the base58 alphabet (0, O, I, l)', () => {
    const valid = known[2] ?? ''
    for (const bad of ['0', 'O', 'I', 'l']) {
      expect(isSolanaAddress(bad + valid.slice(1))).toBe(false)
    }
    expect(isSolanaAddress(`${valid.slice(0, 43)} `)).toBe(false)
  })

  it('rejects strings of valid length and alphabet that do not decode to 32 bytes', () => {
    // 31 bytes encode to 42-43 characters; 33 bytes (non-zero) to 45; 32 chars of "2" is ~23 bytes.
    const short = base58.encode(new Uint8Array(31).fill(255))
    expect(short.length).toBeGreaterThanOrEqual(32)
    expect(isSolanaAddress(short)).toBe(false)
    expect(isSolanaAddress('2'.repeat(32))).toBe(false)
    expect(base58.decode('2'.repeat(32)).length).toBeLessThan(32)
    expect(isSolanaAddress('z'.repeat(44))).toBe(false)
  })

  it('rejects empty strings and non-strings', () => {
    expect(isSolanaAddress('')).toBe(false)
    expect(isSolanaAddress(undefined)).toBe(false)
    expect(isSolanaAddress(32)).toBe(false)
  })
})
