import type { ChainAdapter } from '../adapter'
import type { FetchFunction } from '../api/createHttpClient'
import type { PorticoClient } from '../client/types'
import type { FeaturesOption } from '../config/resolveFeatures'
import type { EmbeddedWallet } from '../embedded/types'

/** The app's options the feature stores read (features, the name zone, the wallet lists). */
export type FeatureHostOptions = {
  features?: FeaturesOption | undefined
  nameZone?: string | undefined
  featuredWalletIds?: readonly string[] | undefined
  includeWalletIds?: readonly string[] | undefined
  excludeWalletIds?: readonly string[] | undefined
}

/**
 * What the server-backed feature stores (`src/features/`) are made for: core's client with the
 * Portico server a UI's config adds (React's `createPorticoConfig` is one). Each store is made
 * once per host, on first use, by the chunk that reads it.
 */
export type FeatureHost = PorticoClient & {
  /** The Portico server's origin, or undefined when there is none. */
  readonly apiUrl: string | undefined
  /** `fetch` for the server's API; the global one by default. */
  readonly fetch?: FetchFunction | undefined
  /** The zone account names are registered under, e.g. `portico.id`. */
  readonly nameZone: string
  /** The active namespace's adapter. */
  readonly adapter: ChainAdapter
  /** The embedded wallet, when configured. */
  readonly embeddedWallet?: EmbeddedWallet | undefined
  /** The app's options (partial hosts, e.g. a view's unit test, may have none: SPEC §1's defaults). */
  readonly options?: FeatureHostOptions | undefined
}
