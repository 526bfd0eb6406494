import type { AdapterNetwork } from '@portico/core'
import {
  type BitcoinAddressPrefixes,
  bitcoinMainnetPrefixes,
  bitcoinPrefixesOf,
  bitcoinReferences,
  bitcoinRegtestPrefixes,
  bitcoinTestnetPrefixes,
} from '@portico/core/caip'

// Core holds the networks' references and prefixes (its send validation checks addresses with
// them); these are the names this package's modules and its users take them by.
export type BitcoinNetworkParams = BitcoinAddressPrefixes
export const bitcoinMainnetParams: BitcoinNetworkParams = bitcoinMainnetPrefixes
export const bitcoinTestnetParams: BitcoinNetworkParams = bitcoinTestnetPrefixes
export const bitcoinRegtestParams: BitcoinNetworkParams = bitcoinRegtestPrefixes
export const bitcoinChainReferences = bitcoinReferences
export const bitcoinParamsOf = bitcoinPrefixesOf

/** A `bip122` network the app requests; `rpcUrls.default.http[0]` is its Esplora API base URL. */
export type BitcoinNetwork = AdapterNetwork & { id: string; chainNamespace: 'bip122' }
