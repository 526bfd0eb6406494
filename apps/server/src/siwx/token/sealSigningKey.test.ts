import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { openSigningKey, sealSigningKey } from './sealSigningKey'

describe('sealSigningKey', () => {
  const secret = new Uint8Array(randomBytes(32))
  const privateJwk = JSON.stringify({ kty: 'OKP', crv: 'Ed25519', x: 'x', d: 'private' })

  it('opens what it sealed, and the sealed text hides the key', () => {
    const sealed = sealSigningKey(secret, { kid: 'k1', privateJwk })
    expect(sealed).toMatch(/^v1\./)
    expect(sealed).not.toContain('private')
    expect(openSigningKey(secret, { kid: 'k1', sealed })).toBe(privateJwk)
  })

  it('refuses another secret, another kid, an altered text and an unknown format', () => {
    const sealed = sealSigningKey(secret, { kid: 'k1', privateJwk })
    const other = new Uint8Array(randomBytes(32))
    expect(() => openSigningKey(other, { kid: 'k1', sealed })).toThrow()
    expect(() => openSigningKey(secret, { kid: 'k2', sealed })).toThrow()
    const bytes = Buffer.from(sealed.slice(3), 'base64')
    bytes[20] = (bytes[20] ?? 0) ^ 1
    expect(() =>
      openSigningKey(secret, { kid: 'k1', sealed: `v1.${bytes.toString('base64')}` }),
    ).toThrow()
    expect(() => openSigningKey(secret, { kid: 'k1', sealed: privateJwk })).toThrow(
      'Unknown signing key format',
    )
  })
})
