import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { generateRandomBytes32 } from './generateRandomBytes32'
import { hashKey } from './hashKey'

describe('hashKey', () => {
  it('hashKey is sha256 of the key bytes', () => {
    const key = generateRandomBytes32()
    expect(hashKey(key)).toBe(createHash('sha256').update(Buffer.from(key, 'hex')).digest('hex'))
    expect(() => hashKey('abc')).toThrow('Invalid key: expected 32 bytes as 64 hex characters')
  })
})
