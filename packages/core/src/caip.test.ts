import { describe, expect, it } from 'vitest'

describe('@portico/core/caip', () => {
  it('exports this public API (a change here is a change of API: review it)', async () => {
    expect(Object.keys(await import('./caip')).sort()).toMatchInlineSnapshot(`
      [
        "InvalidCaipAddressError",
        "InvalidCaipNetworkIdError",
        "bitcoinMainnetPrefixes",
        "bitcoinPrefixesOf",
        "bitcoinReferences",
        "bitcoinRegtestPrefixes",
        "bitcoinTestnetPrefixes",
        "formatCaipAddress",
        "formatCaipNetworkId",
        "isCaipAddress",
        "isCaipNetworkId",
        "isChainNamespace",
        "knownNamespaces",
        "legacySolanaReferences",
        "parseCaipAddress",
        "parseCaipNetworkId",
        "solanaReferences",
        "splitCaipAddress",
      ]
    `)
    // Importing the whole entry transforms every module: seconds on a loaded machine.
  }, 30_000)
})
