/**
 * The Bitcoin CAIP-2 references Portico knows (CAIP-4: the first 32 hex characters of the
 * genesis block's hash).
 *
 * @example
 * `bip122:${bitcoinReferences.mainnet}` // 'bip122:000000000019d6689c085ae165831e93'
 */
export const bitcoinReferences = {
  mainnet: '000000000019d6689c085ae165831e93',
  testnet: '000000000933ea01ad0ee984209779ba',
  testnet4: '00000000da84f2bafbbc53dee25a72ae',
  signet: '00000008819873e925422c1ff0f99f7c',
  regtest: '0f9188f13cb7b2c71f2a335e3a4fc328',
} as const

/**
 * A Bitcoin network's address and key prefixes, in the shape `@scure/btc-signer` takes as its
 * `network`.
 */
export type BitcoinAddressPrefixes = {
  /** Bech32 human-readable part of SegWit addresses (`bc`, `tb`, `bcrt`). */
  bech32: string
  /** Base58 version byte of P2PKH addresses. */
  pubKeyHash: number
  /** Base58 version byte of P2SH addresses. */
  scriptHash: number
  /** Base58 version byte of WIF private keys. */
  wif: number
}

/** Bitcoin mainnet's prefixes (`bc1…`, `1…`, `3…`). */
export const bitcoinMainnetPrefixes: BitcoinAddressPrefixes = {
  bech32: 'bc',
  pubKeyHash: 0x00,
  scriptHash: 0x05,
  wif: 0x80,
}
/** The test networks' prefixes: testnet, testnet4 and signet (`tb1…`, `m…`/`n…`, `2…`). */
export const bitcoinTestnetPrefixes: BitcoinAddressPrefixes = {
  bech32: 'tb',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
}
/** Regtest's prefixes: `bcrt1…` (Bitcoin Core since 0.16), base58 as testnet. */
export const bitcoinRegtestPrefixes: BitcoinAddressPrefixes = {
  ...bitcoinTestnetPrefixes,
  bech32: 'bcrt',
}

/**
 * The prefixes of a `bip122` network, by its CAIP-2 reference; `undefined` for one Portico does
 * not know.
 *
 * @example
 * bitcoinPrefixesOf(bitcoinReferences.regtest)?.bech32 // 'bcrt'
 */
export function bitcoinPrefixesOf(reference: string): BitcoinAddressPrefixes | undefined {
  switch (reference) {
    case bitcoinReferences.mainnet:
      return bitcoinMainnetPrefixes
    case bitcoinReferences.regtest:
      return bitcoinRegtestPrefixes
    case bitcoinReferences.testnet:
    case bitcoinReferences.testnet4:
    case bitcoinReferences.signet:
      return bitcoinTestnetPrefixes
    default:
      return undefined
  }
}
