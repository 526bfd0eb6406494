import { sepolia } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { InvalidConfigError } from '../errors'
import { readEnsConfig } from './readEnsConfig'

describe('readEnsConfig', () => {
  test("Ethereum by default, with viem's universal resolver; off turns ENS off", () => {
    expect(readEnsConfig({})).toEqual({
      chain: 'eip155:1',
      universalResolver: '0xeeeeeeee14d718c2b47d9923deab1335e144eeee',
    })
    expect(readEnsConfig({ PORTICO_ENS_CHAIN: 'off' })).toBeUndefined()
  })
  test("another chain: viem's resolver where it knows one, else the one set, else none", () => {
    expect(readEnsConfig({ PORTICO_ENS_CHAIN: 'eip155:11155111' })?.universalResolver).toBe(
      sepolia.contracts.ensUniversalResolver.address,
    )
    expect(readEnsConfig({ PORTICO_ENS_CHAIN: 'eip155:31337' })).toEqual({
      chain: 'eip155:31337',
      universalResolver: undefined,
    })
    const universalResolver = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    expect(
      readEnsConfig({
        PORTICO_ENS_CHAIN: 'eip155:31337',
        PORTICO_ENS_UNIVERSAL_RESOLVER: ` ${universalResolver} `,
      }),
    ).toEqual({ chain: 'eip155:31337', universalResolver })
  })
  test.each([
    [{ PORTICO_ENS_CHAIN: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, 'PORTICO_ENS_CHAIN'],
    [{ PORTICO_ENS_CHAIN: 'eip155:0' }, 'PORTICO_ENS_CHAIN'],
    [{ PORTICO_ENS_UNIVERSAL_RESOLVER: '0x1234' }, 'PORTICO_ENS_UNIVERSAL_RESOLVER'],
  ])('refuses %j', (env, variable) => {
    expect(() => readEnsConfig(env)).toThrowError(InvalidConfigError)
    expect(() => readEnsConfig(env)).toThrowError(variable)
  })
})
