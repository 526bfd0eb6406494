import { describe, expect, test } from 'vitest'
import { readOnrampConfig } from './readOnrampConfig'

const key = `0x${'ab'.repeat(32)}`

describe('readOnrampConfig', () => {
  test('nothing set: no sandbox, no URL generators', () => {
    expect(readOnrampConfig({})).toEqual({
      sandbox: undefined,
      coinbaseAppId: undefined,
      meldPublicKey: undefined,
    })
  })
  test('a key turns the sandbox on with the devnet chains, 1 % and 10 checkouts a minute', () => {
    expect(readOnrampConfig({ PORTICO_ONRAMP_SANDBOX_KEY: key }).sandbox).toEqual({
      treasuryKey: key,
      chains: ['eip155:31337', 'eip155:31338'],
      feeBps: 100,
      checkoutsPerMinute: 10,
      recipientDailyCents: 1_000_000,
      dailyCents: 10_000_000,
    })
  })
  test('chains, fee, rate limit and provider keys are read', () => {
    const config = readOnrampConfig({
      PORTICO_ONRAMP_SANDBOX_KEY: key,
      PORTICO_ONRAMP_SANDBOX_CHAINS: 'eip155:31338',
      PORTICO_ONRAMP_SANDBOX_FEE_BPS: '200',
      PORTICO_ONRAMP_CHECKOUT_RATE_LIMIT: '3',
      PORTICO_ONRAMP_COINBASE_APP_ID: 'app-1',
      PORTICO_ONRAMP_MELD_PUBLIC_KEY: 'pk_1',
      PORTICO_ONRAMP_SANDBOX_RECIPIENT_DAILY_LIMIT: '500',
      PORTICO_ONRAMP_SANDBOX_DAILY_LIMIT: '2000',
    })
    expect(config).toMatchObject({
      sandbox: {
        chains: ['eip155:31338'],
        feeBps: 200,
        checkoutsPerMinute: 3,
        recipientDailyCents: 50_000,
        dailyCents: 200_000,
      },
      coinbaseAppId: 'app-1',
      meldPublicKey: 'pk_1',
    })
  })
  test('a chain that is not a known test chain is refused (N-L9), unless explicitly allowed', () => {
    for (const chain of ['eip155:1', 'eip155:8453', 'eip155:31337,eip155:137'])
      expect(() =>
        readOnrampConfig({ PORTICO_ONRAMP_SANDBOX_KEY: key, PORTICO_ONRAMP_SANDBOX_CHAINS: chain }),
      ).toThrow(
        /PORTICO_ONRAMP_SANDBOX_CHAINS has eip155:(1|8453|137), which is not a known test chain/,
      )
    expect(
      readOnrampConfig({
        PORTICO_ONRAMP_SANDBOX_KEY: key,
        PORTICO_ONRAMP_SANDBOX_CHAINS: 'eip155:11155111,eip155:84532',
      }).sandbox?.chains,
    ).toEqual(['eip155:11155111', 'eip155:84532'])
    expect(
      readOnrampConfig({
        PORTICO_ONRAMP_SANDBOX_KEY: key,
        PORTICO_ONRAMP_SANDBOX_CHAINS: 'eip155:900001',
        PORTICO_ONRAMP_SANDBOX_ANY_CHAIN: 'yes',
      }).sandbox?.chains,
    ).toEqual(['eip155:900001'])
    expect(() =>
      readOnrampConfig({
        PORTICO_ONRAMP_SANDBOX_KEY: key,
        PORTICO_ONRAMP_SANDBOX_ANY_CHAIN: 'sure',
      }),
    ).toThrow('PORTICO_ONRAMP_SANDBOX_ANY_CHAIN must be yes or no')
  })
  test('bad values are refused, naming the variable and never echoing the key', () => {
    const secret = `0x${'cd'.repeat(31)}`
    expect(() => readOnrampConfig({ PORTICO_ONRAMP_SANDBOX_KEY: secret })).toThrow(
      'Invalid configuration: PORTICO_ONRAMP_SANDBOX_KEY must be a 0x private key (64 hex characters)',
    )
    expect(() =>
      readOnrampConfig({ PORTICO_ONRAMP_SANDBOX_KEY: key, PORTICO_ONRAMP_SANDBOX_FEE_BPS: '250' }),
    ).toThrow('PORTICO_ONRAMP_SANDBOX_FEE_BPS must be an integer from 100 to 200')
    expect(() =>
      readOnrampConfig({
        PORTICO_ONRAMP_SANDBOX_CHAINS: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      }),
    ).toThrow('PORTICO_ONRAMP_SANDBOX_CHAINS has a value that is not an eip155 CAIP-2 id')
    expect(() => readOnrampConfig({ PORTICO_ONRAMP_COINBASE_APP_ID: 'a b' })).toThrow(
      'PORTICO_ONRAMP_COINBASE_APP_ID',
    )
  })
})
