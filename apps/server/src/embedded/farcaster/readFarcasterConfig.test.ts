import { describe, expect, test } from 'vitest'
import { farcasterIdRegistry, readFarcasterConfig } from './readFarcasterConfig'

describe('readFarcasterConfig', () => {
  test('off without an RPC; on with one, at Farcaster registry and the server own relay', () => {
    expect(readFarcasterConfig({}).enabled).toBe(false)
    const config = readFarcasterConfig({ PORTICO_FARCASTER_RPC_URL: 'https://op.example/rpc/' })
    expect(config).toMatchObject({
      enabled: true,
      rpcUrl: 'https://op.example/rpc',
      idRegistry: farcasterIdRegistry,
      relayUrl: undefined,
      clientUrl: 'https://farcaster.xyz/~/siwf',
    })
  })

  test('production refuses a plain-http or loopback relay and RPC; development takes loopback http', () => {
    expect(() =>
      readFarcasterConfig({ PORTICO_FARCASTER_RPC_URL: 'http://127.0.0.1:8545' }),
    ).toThrow(
      'Invalid configuration: PORTICO_FARCASTER_RPC_URL must be an https URL (http only on a loopback host in development, PORTICO_DEV=1)',
    )
    expect(() =>
      readFarcasterConfig({
        PORTICO_FARCASTER_RPC_URL: 'https://op.example',
        PORTICO_FARCASTER_RELAY_URL: 'http://127.0.0.1:3000',
      }),
    ).toThrow(/PORTICO_FARCASTER_RELAY_URL must be an https URL/)
    expect(() =>
      readFarcasterConfig({
        PORTICO_DEV: '1',
        PORTICO_FARCASTER_RPC_URL: 'http://relay.example:8545',
      }),
    ).toThrow(/PORTICO_FARCASTER_RPC_URL must be an https URL/)
    expect(
      readFarcasterConfig({
        PORTICO_DEV: '1',
        PORTICO_FARCASTER_RPC_URL: 'http://127.0.0.1:8545',
        PORTICO_FARCASTER_CLIENT_URL: 'http://localhost:3000/farcaster',
      }).clientUrl,
    ).toBe('http://localhost:3000/farcaster')
  })

  test('a bad registry address or a short relay key is an error', () => {
    const base = { PORTICO_FARCASTER_RPC_URL: 'https://op.example' }
    expect(() => readFarcasterConfig({ ...base, PORTICO_FARCASTER_ID_REGISTRY: '0x12' })).toThrow(
      'Invalid configuration: PORTICO_FARCASTER_ID_REGISTRY must be a 0x address',
    )
    expect(() => readFarcasterConfig({ ...base, PORTICO_FARCASTER_RELAY_KEY: 'short' })).toThrow(
      'Invalid configuration: PORTICO_FARCASTER_RELAY_KEY must be at least 16 characters',
    )
    expect(
      readFarcasterConfig({
        ...base,
        PORTICO_FARCASTER_ID_REGISTRY: '0x00000000fc6c5f01fc30151999387bb99a9f489b',
      }).idRegistry,
    ).toBe(farcasterIdRegistry)
  })
})
