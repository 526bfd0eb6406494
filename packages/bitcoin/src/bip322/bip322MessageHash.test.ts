import { hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { bip322MessageHash } from './bip322MessageHash'
import { bip322Vectors } from './bip322Vectors.testing'

describe('bip322MessageHash', () => {
  it('matches the BIP-322 message hash vectors', () => {
    for (const [message, expected] of Object.entries(bip322Vectors.messageHashes))
      expect(hex.encode(bip322MessageHash(message))).toBe(expected)
  })

  it('hashes a string as its UTF-8 bytes', () => {
    const message = 'Grüße ₿'
    expect(bip322MessageHash(message)).toEqual(bip322MessageHash(new TextEncoder().encode(message)))
  })
})
