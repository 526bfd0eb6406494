import { describe, expect, it } from 'vitest'
import { placeSignature } from './placeSignature'

const key = (byte: number) => new Uint8Array(32).fill(byte)
/** A wire transaction: `signers` empty slots, then a message naming `keys` (the first `signers` sign). */
function wire(signers: number, keys: Uint8Array[], versioned: boolean) {
  const message = [
    ...(versioned ? [0x80] : []),
    signers,
    0,
    1,
    keys.length,
    ...keys.flatMap((k) => [...k]),
    ...new Uint8Array(32).fill(9), // blockhash
    0, // no instructions
  ]
  return new Uint8Array([signers, ...new Uint8Array(64 * signers), ...message])
}

describe('placeSignature', () => {
  it('puts the signature in the slot of its signer, legacy and v0, leaving the rest', () => {
    for (const versioned of [false, true]) {
      const transaction = wire(2, [key(1), key(2), key(3)], versioned)
      const signature = new Uint8Array(64).fill(7)
      const signed = placeSignature({ transaction, publicKey: key(2), signature })
      expect([...signed.subarray(1 + 64, 1 + 128)]).toEqual([...signature])
      expect([...signed.subarray(1, 65)]).toEqual([...new Uint8Array(64)])
      expect([...signed.subarray(129)]).toEqual([...transaction.subarray(129)])
      expect([...transaction.subarray(65, 129)]).toEqual([...new Uint8Array(64)]) // a copy
    }
  })

  it('refuses a key that does not sign, a short signature and a truncated transaction', () => {
    const transaction = wire(1, [key(1), key(2)], false)
    const signature = new Uint8Array(64)
    expect(() => placeSignature({ transaction, publicKey: key(2), signature })).toThrow(
      'not one of its signers',
    )
    expect(() =>
      placeSignature({ transaction, publicKey: key(1), signature: new Uint8Array(63) }),
    ).toThrow('64 bytes')
    expect(() =>
      placeSignature({ transaction: new Uint8Array([0x80]), publicKey: key(1), signature }),
    ).toThrow('truncated')
  })
})
