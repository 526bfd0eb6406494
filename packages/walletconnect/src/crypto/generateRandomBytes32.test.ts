import { describe, expect, it } from 'vitest'
import { generateRandomBytes32 } from './generateRandomBytes32'

describe('generateRandomBytes32', () => {
  it('gives 64 hex characters, different each time', () => {
    const values = new Set(Array.from({ length: 50 }, () => generateRandomBytes32()))
    expect(values.size).toBe(50)
    for (const value of values) expect(value).toMatch(/^[0-9a-f]{64}$/)
  })
})
