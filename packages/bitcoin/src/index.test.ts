import { describe, expect, it } from 'vitest'

describe('@portico/bitcoin', () => {
  it('exports this public API (a change here is a change of API: review it)', async () => {
    expect(Object.keys(await import('./index')).sort()).toMatchInlineSnapshot(`
      [
        "AmountBelowDustError",
        "BITCOIN_DUST_LIMIT",
        "BITCOIN_FEE_TARGET_BLOCKS",
        "BITCOIN_MIN_FEE_RATE",
        "BITCOIN_STATUS_POLL_MS",
        "BitcoinEsploraError",
        "BitcoinNativeOnlyError",
        "SignedTransactionMismatchError",
        "UnsupportedAddressError",
        "bitcoinMainnetPrefixes",
        "bitcoinPrefixesOf",
        "bitcoinReferences",
        "bitcoinRegtestPrefixes",
        "bitcoinTestnetPrefixes",
        "createBitcoinAdapter",
        "createEsploraClient",
        "feeRateOf",
        "isBitcoinWallet",
        "isWalletRejection",
        "resolveBitcoinNetwork",
        "toBitcoinConnectors",
        "walletChainOf",
      ]
    `)
  }, 30_000)
})
