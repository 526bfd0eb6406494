import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSiwxTokenConfig, siwxTokenConfigDefaults } from './readSiwxTokenConfig'

const fileOf = (content: unknown) => {
  const file = join(mkdtempSync(join(tmpdir(), 'portico-keys-')), 'keys.json')
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content))
  return file
}
const p256 = { kty: 'EC', crv: 'P-256', x: 'x', y: 'y', d: 'secret-d', kid: 'k1', alg: 'ES256' }

describe('readSiwxTokenConfig', () => {
  it('applies the defaults: 10-minute tokens, 60 a minute, ES256, weekly keys in the database', () => {
    expect(readSiwxTokenConfig({})).toEqual({ ...siwxTokenConfigDefaults, fileKeys: undefined })
  })

  it('reads each variable', () => {
    expect(
      readSiwxTokenConfig({
        PORTICO_SIWX_TOKEN_TTL_SECONDS: '900',
        PORTICO_SIWX_TOKEN_RATE_LIMIT: '5',
        PORTICO_SIWX_TOKEN_ALG: 'EdDSA',
        PORTICO_SIWX_TOKEN_KEY_ROTATION_HOURS: '24',
        PORTICO_SIWX_TOKEN_KEYS_FILE: fileOf({ keys: [p256] }),
      }),
    ).toEqual({
      lifetimeMs: 900_000,
      rateLimitPerMinute: 5,
      algorithm: 'EdDSA',
      keyRotationMs: 86_400_000,
      fileKeys: [{ kid: 'k1', alg: 'ES256', jwk: p256 }],
    })
  })

  it('refuses a lifetime over 15 minutes, an unknown algorithm and a bad rate', () => {
    expect(() => readSiwxTokenConfig({ PORTICO_SIWX_TOKEN_TTL_SECONDS: '901' })).toThrow(
      'PORTICO_SIWX_TOKEN_TTL_SECONDS must be an integer from 60 to 900',
    )
    expect(() => readSiwxTokenConfig({ PORTICO_SIWX_TOKEN_ALG: 'none' })).toThrow(
      'PORTICO_SIWX_TOKEN_ALG must be ES256 or EdDSA',
    )
    expect(() => readSiwxTokenConfig({ PORTICO_SIWX_TOKEN_RATE_LIMIT: '0' })).toThrow(
      'PORTICO_SIWX_TOKEN_RATE_LIMIT must be an integer from 1 to 1000000',
    )
  })

  it('refuses a key file that is not a JWK Set of private ES256/EdDSA keys, never echoing a key', () => {
    const refusal = (content: unknown) => {
      try {
        readSiwxTokenConfig({ PORTICO_SIWX_TOKEN_KEYS_FILE: fileOf(content) })
      } catch (error) {
        return (error as Error).message
      }
      throw new Error('accepted')
    }
    expect(refusal('not json')).toContain('PORTICO_SIWX_TOKEN_KEYS_FILE cannot read a JSON file')
    expect(refusal({ keys: [] })).toContain('must be a JWK Set')
    expect(refusal({ keys: [{ ...p256, kid: undefined }] })).toContain('key #1 needs a kid')
    expect(refusal({ keys: [p256, p256] })).toContain('kid k1 is listed twice')
    expect(refusal({ keys: [{ ...p256, alg: 'HS256' }] })).toContain('needs alg ES256 or EdDSA')
    const publicOnly = refusal({ keys: [{ ...p256, d: undefined }] })
    expect(publicOnly).toContain('must be a private P-256 key')
    expect(refusal({ keys: [{ ...p256, crv: 'P-384' }] })).not.toContain('secret-d')
  })
})
