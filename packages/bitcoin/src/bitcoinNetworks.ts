import type { AdapterNetwork } from '@portico/core'

/**
 * A Bitcoin network's address and key prefixes, in the shape `@scure/btc-signer` takes
 * (`p2wpkh(pubkey, network)`, `Transaction`'s `network`).
 */
export type BitcoinNetworkParams = {
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
export const bitcoinMainnetParams: BitcoinNetworkParams = {
  bech32: 'bc',
  pubKeyHash: 0x00,
  scriptHash: 0x05,
  wif: 0x80,
}
/** Testnet's and signet's prefixes (`tb1…`, `m…`/`n…`, `2…`). */
export const bitcoinTestnetParams: BitcoinNetworkParams = {
  bech32: 'tb',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
}
/** Regtest's prefixes (`bcrt1…`, as Bitcoin Core since 0.16; base58 as testnet). */
export const bitcoinRegtestParams: BitcoinNetworkParams = {
  ...bitcoinTestnetParams,
  bech32: 'bcrt',
}

/**
 * CAIP-2 references of the Bitcoin networks (CAIP-4: the first 32 hex characters of the genesis
 * block's hash).
 */
export const bitcoinChainReferences = {
  mainnet: '000000000019d6689c085ae165831e93',
  testnet: '000000000933ea01ad0ee984209779ba',
  signet: '00000008819873e925422c1ff0f99f7c',
  regtest: '0f9188f13cb7b2c71f2a335e3a4fc328',
} as const

/** The prefixes of a `bip122` network, by its CAIP-2 reference; `undefined` for an unknown one. */
export function bitcoinParamsOf(reference: string): BitcoinNetworkParams | undefined {
  if (reference === bitcoinChainReferences.mainnet) return bitcoinMainnetParams
  if (reference === bitcoinChainReferences.regtest) return bitcoinRegtestParams
  if (reference === bitcoinChainReferences.testnet || reference === bitcoinChainReferences.signet)
    return bitcoinTestnetParams
  return undefined
}

/** A `bip122` network the app requests; `rpcUrls.default.http[0]` is its Esplora API base URL. */
export type BitcoinNetwork = AdapterNetwork & { id: string; chainNamespace: 'bip122' }
