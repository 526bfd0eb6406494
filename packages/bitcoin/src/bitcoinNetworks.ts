import type { AdapterNetwork } from '@portico/core'

// Core holds the networks' references and address prefixes (its send validation checks
// addresses with them); this package re-exports them for its users.
export {
  type BitcoinAddressPrefixes,
  bitcoinMainnetPrefixes,
  bitcoinPrefixesOf,
  bitcoinReferences,
  bitcoinRegtestPrefixes,
  bitcoinTestnetPrefixes,
} from '@portico/core/caip'

/** A `bip122` network the app requests; `rpcUrls.default.http[0]` is its Esplora API base URL. */
export type BitcoinNetwork = AdapterNetwork & { id: string; chainNamespace: 'bip122' }
