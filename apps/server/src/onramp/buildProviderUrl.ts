/** A destination of the purchase, as SPEC §7's `destinationWallets` items. */
export type DestinationWallet = {
  address: string
  blockchains?: string[] | undefined
  assets?: string[] | undefined
  supportedNetworks?: string[] | undefined
}

export type BuildProviderUrlParameters = {
  provider: 'coinbase' | 'meld'
  /** Coinbase's app id or Meld's public key. */
  key: string
  destinationWallets: DestinationWallet[]
  partnerUserId: string
  defaultNetwork?: string | undefined
  presetCryptoAmount?: number | undefined
  presetFiatAmount?: number | undefined
  defaultExperience?: 'buy' | 'send' | undefined
}

/** The hosted pages the URLs open. */
export const providerPages = {
  coinbase: 'https://pay.coinbase.com/buy/select-asset',
  meld: 'https://meldcrypto.com/',
} as const

/**
 * The URL of a real provider's hosted buy page, from SPEC §7's `/v1/generators/onrampurl` body.
 * Coinbase Onramp takes the same names as query parameters (`appId`, `destinationWallets` as
 * JSON, `defaultNetwork`, `presetCryptoAmount`, `presetFiatAmount`, `partnerUserId`,
 * `defaultExperience`); Meld takes `publicKey`, `walletAddress`, `destinationCurrencyCode`,
 * `sourceAmount` and `externalCustomerId`.
 *
 * @example
 * buildProviderUrl({ provider: 'coinbase', key: 'app-1', destinationWallets: [{ address: '0xf39F…', blockchains: ['base'] }], partnerUserId: 'u1' })
 * // 'https://pay.coinbase.com/buy/select-asset?appId=app-1&destinationWallets=%5B%7B…&partnerUserId=u1&defaultExperience=buy'
 */
export function buildProviderUrl(parameters: BuildProviderUrlParameters): string {
  const url = new URL(providerPages[parameters.provider])
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined) url.searchParams.set(name, String(value))
  }
  if (parameters.provider === 'coinbase') {
    set('appId', parameters.key)
    set('destinationWallets', JSON.stringify(parameters.destinationWallets))
    set('defaultNetwork', parameters.defaultNetwork)
    set('presetCryptoAmount', parameters.presetCryptoAmount)
    // Coinbase ignores the fiat amount when a crypto amount is set.
    if (parameters.presetCryptoAmount === undefined)
      set('presetFiatAmount', parameters.presetFiatAmount)
    set('partnerUserId', parameters.partnerUserId)
    set('defaultExperience', parameters.defaultExperience ?? 'buy')
    return url.toString()
  }
  const [wallet] = parameters.destinationWallets
  set('publicKey', parameters.key)
  set('walletAddress', wallet?.address)
  set('destinationCurrencyCode', wallet?.assets?.[0])
  set('sourceAmount', parameters.presetFiatAmount)
  set('externalCustomerId', parameters.partnerUserId)
  set('transactionType', 'BUY')
  return url.toString()
}
