import type { ServerCache } from '../balances/createMemoryCache'
import { toPrice, type UsdPriceTable } from '../prices/parseUsdPriceTable'
import type { UsdPrice } from '../prices/priceSource'

/** The mint a price API knows SOL by (wrapped SOL). */
export const wrappedSolMint = 'So11111111111111111111111111111111111111112'
/** How long a live price is kept. */
export const SOLANA_PRICE_CACHE_MS = 60_000
/** Most mints asked in one request. */
const maxIdsPerRequest = 100

export type CreateSolanaPriceSourceParameters = {
  /** `PORTICO_SOLANA_PRICE_URLS`: CAIP-2 id → the price API's URL; a chain without one: the fixed table only. */
  urls: ReadonlyMap<string, string>
  /** The fixed table (`PORTICO_USD_PRICES` over the devnet defaults): what a token gets when the source has no price. */
  fixed: UsdPriceTable
  cache: ServerCache
  /** Time limit of one request to the price API. */
  timeoutMs: number
  /** The HTTP client; the global `fetch` by default. */
  fetch?: typeof fetch | undefined
}

/** USD prices of Solana tokens for one chain. */
export type SolanaPriceSource = {
  /**
   * The table of `caipNetworkId` for `mints` (`native` for SOL): live prices from the chain's price
   * API where it answers, the fixed table for the rest.
   */
  tableFor(caipNetworkId: string, mints: readonly string[]): Promise<UsdPriceTable>
}

/** A price as the API writes it (a decimal string or a JSON number) as an exact fraction. */
function readPrice(value: unknown): UsdPrice | undefined {
  if (typeof value === 'string') return toPrice(value.trim())
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return undefined
  const text = value.toFixed(18).replace(/0+$/, '').replace(/\.$/, '')
  return toPrice(text)
}

/**
 * The price of `id` in an answer of the Jupiter Price API's shapes: v2 `{ data: { <id>: { price:
 * "1.23" } } }` or v3 `{ <id>: { usdPrice: 1.23 } }`; undefined when it has none.
 */
function priceIn(body: unknown, id: string): UsdPrice | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const data = (body as { data?: unknown }).data
  if (typeof data === 'object' && data !== null) {
    const entry = (data as Record<string, unknown>)[id]
    if (typeof entry === 'object' && entry !== null)
      return readPrice((entry as { price?: unknown }).price)
  }
  const entry = (body as Record<string, unknown>)[id]
  if (typeof entry === 'object' && entry !== null)
    return readPrice((entry as { usdPrice?: unknown }).usdPrice)
  return undefined
}

/**
 * Solana USD prices from a live HTTP price source, per chain (`PORTICO_SOLANA_PRICE_URLS`):
 * `GET <url>?ids=<mint>,<mint>` (SOL as the wrapped-SOL mint), the Jupiter Price API's answer
 * shape (v2 `data.<mint>.price` or v3 `<mint>.usdPrice`), each price kept 60 s in the server's
 * cache. The fixed table answers whatever the source does not: a chain without a URL, a failed or
 * slow request (the `timeoutMs` of RPC calls), a bad answer, a token it does not price. Nothing is
 * asked of any host unless a URL is configured.
 *
 * @example
 * const source = createSolanaPriceSource({ urls, fixed: parseUsdPriceTable(), cache, timeoutMs: 10_000 })
 * const table = await source.tableFor('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', ['native'])
 */
export function createSolanaPriceSource(
  parameters: CreateSolanaPriceSourceParameters,
): SolanaPriceSource {
  const { urls, fixed, cache, timeoutMs } = parameters
  const request = parameters.fetch ?? fetch

  async function fetchPrices(url: string, ids: readonly string[]) {
    const found = new Map<string, UsdPrice>()
    for (let start = 0; start < ids.length; start += maxIdsPerRequest) {
      const batch = ids.slice(start, start + maxIdsPerRequest)
      const target = new URL(url)
      target.searchParams.set('ids', batch.join(','))
      const response = await request(target, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
        redirect: 'error',
      })
      if (!response.ok) throw new Error(`the price source answered ${response.status}`)
      const body: unknown = await response.json()
      for (const id of batch) {
        const price = priceIn(body, id)
        if (price) found.set(id, price)
      }
    }
    return found
  }

  return {
    async tableFor(caipNetworkId, mints) {
      const url = urls.get(caipNetworkId)
      if (url === undefined || mints.length === 0) return fixed
      const table = new Map(fixed)
      const key = (mint: string) => `solana-price:${caipNetworkId}:${mint}`
      const missing: string[] = []
      for (const mint of new Set(mints)) {
        const cached = await cache.get<{ numerator: string; denominator: string } | null>(key(mint))
        if (cached === undefined) missing.push(mint)
        else if (cached !== null)
          table.set(`${caipNetworkId}:${mint}`, {
            numerator: BigInt(cached.numerator),
            denominator: BigInt(cached.denominator),
          })
      }
      if (missing.length === 0) return table
      const idOf = (mint: string) => (mint === 'native' ? wrappedSolMint : mint)
      let live: Map<string, UsdPrice>
      try {
        live = await fetchPrices(url, missing.map(idOf))
      } catch {
        return table // the fixed table until the source answers again (nothing cached)
      }
      for (const mint of missing) {
        const price = live.get(idOf(mint))
        // A token the source does not price is remembered as such for as long as a price.
        await cache.set(
          key(mint),
          price
            ? { numerator: String(price.numerator), denominator: String(price.denominator) }
            : null,
          SOLANA_PRICE_CACHE_MS,
        )
        if (price) table.set(`${caipNetworkId}:${mint}`, price)
      }
      return table
    },
  }
}
