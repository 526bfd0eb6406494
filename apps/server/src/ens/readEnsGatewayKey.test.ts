import { describe, expect, it } from 'vitest'
import { readEnsGatewayKey } from './readEnsGatewayKey'

describe('readEnsGatewayKey', () => {
  it('reads a private key, or none', () => {
    const key = `0x${'ab'.repeat(32)}`
    expect(readEnsGatewayKey({ PORTICO_ENS_GATEWAY_KEY: ` ${key} ` })).toBe(key)
    expect(readEnsGatewayKey({})).toBeUndefined()
    expect(readEnsGatewayKey({ PORTICO_ENS_GATEWAY_KEY: '' })).toBeUndefined()
  })

  it('refuses anything else, without echoing it', () => {
    expect(() => readEnsGatewayKey({ PORTICO_ENS_GATEWAY_KEY: '0x1234' })).toThrowError(
      'must be a private key: 0x and 64 hex characters',
    )
    try {
      readEnsGatewayKey({ PORTICO_ENS_GATEWAY_KEY: `0x${'zz'.repeat(32)}` })
    } catch (error) {
      expect(String(error)).not.toContain('zz')
    }
  })
})
