import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { encodeEnvelope } from './encodeEnvelope'

describe('encodeEnvelope', () => {
  it('refuses a wrong iv or a sealed part shorter than the tag', () => {
    expect(() => encodeEnvelope({ type: 0, iv: randomBytes(11), sealed: randomBytes(16) })).toThrow(
      'Invalid envelope: the iv must be 12 bytes',
    )
    expect(() => encodeEnvelope({ type: 0, iv: randomBytes(12), sealed: randomBytes(15) })).toThrow(
      'Invalid envelope: the sealed part must be at least 16 bytes',
    )
  })
})
