import { describe, expect, test } from 'vitest'
import { buildProviderUrl } from './buildProviderUrl'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('buildProviderUrl', () => {
  test("Coinbase Onramp: SPEC §7's parameters as its query, wallets as JSON", () => {
    const url = new URL(
      buildProviderUrl({
        provider: 'coinbase',
        key: 'app-1',
        destinationWallets: [{ address, blockchains: ['base'], assets: ['USDC'] }],
        partnerUserId: 'user-1',
        defaultNetwork: 'base',
        presetFiatAmount: 50,
      }),
    )
    expect(url.origin + url.pathname).toBe('https://pay.coinbase.com/buy/select-asset')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appId: 'app-1',
      destinationWallets: JSON.stringify([{ address, blockchains: ['base'], assets: ['USDC'] }]),
      defaultNetwork: 'base',
      presetFiatAmount: '50',
      partnerUserId: 'user-1',
      defaultExperience: 'buy',
    })
  })
  test('Coinbase: a crypto amount wins over a fiat amount', () => {
    const url = new URL(
      buildProviderUrl({
        provider: 'coinbase',
        key: 'a',
        destinationWallets: [{ address }],
        partnerUserId: 'u',
        presetCryptoAmount: 0.5,
        presetFiatAmount: 50,
      }),
    )
    expect(url.searchParams.get('presetCryptoAmount')).toBe('0.5')
    expect(url.searchParams.has('presetFiatAmount')).toBe(false)
  })
  test('Meld: public key, wallet, currency, amount, customer', () => {
    const url = new URL(
      buildProviderUrl({
        provider: 'meld',
        key: 'pk_1',
        destinationWallets: [{ address, assets: ['USDC'] }],
        partnerUserId: 'user-1',
        presetFiatAmount: 75,
      }),
    )
    expect(url.origin).toBe('https://meldcrypto.com')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      publicKey: 'pk_1',
      walletAddress: address,
      destinationCurrencyCode: 'USDC',
      sourceAmount: '75',
      externalCustomerId: 'user-1',
      transactionType: 'BUY',
    })
  })
})
