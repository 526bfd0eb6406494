import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { openShare, sealShare } from './sealShare'

const secret = new Uint8Array(randomBytes(32))

describe('sealShare', () => {
  it('opens with the same secret, user and kind only', () => {
    const sealed = sealShare(secret, { kind: 'server', userId: 'u1', share: 'AQID' })
    expect(openShare(secret, { kind: 'server', userId: 'u1', sealed })).toBe('AQID')
    expect(() =>
      openShare(new Uint8Array(randomBytes(32)), { kind: 'server', userId: 'u1', sealed }),
    ).toThrow()
    expect(() => openShare(secret, { kind: 'server', userId: 'u2', sealed })).toThrow()
    expect(() => openShare(secret, { kind: 'recovery', userId: 'u1', sealed })).toThrow()
    const bytes = Buffer.from(sealed.slice(3), 'base64')
    bytes[14] = (bytes[14] ?? 0) ^ 1
    const flipped = `v1.${bytes.toString('base64')}`
    expect(() => openShare(secret, { kind: 'server', userId: 'u1', sealed: flipped })).toThrow()
  })

  it('never seals the same share to the same text twice (random IV)', () => {
    const a = sealShare(secret, { kind: 'server', userId: 'u1', share: 'AQID' })
    const b = sealShare(secret, { kind: 'server', userId: 'u1', share: 'AQID' })
    expect(a).not.toBe(b)
  })
})
