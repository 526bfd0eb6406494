import { InvalidConfigError } from '../errors'
import { parseServedChainId } from './parseServedChainId'

/**
 * `PORTICO_SOLANA_PRICE_URLS`: comma list of `<solana CAIP-2 id>=<http(s) URL>`, the live USD price
 * source of each chain (see `createSolanaPriceSource`); unset: none (the fixed table only, nothing
 * asked of any host). Throws {@link InvalidConfigError} naming the bad entry.
 *
 * @example
 * readSolanaPriceUrls({ PORTICO_SOLANA_PRICE_URLS: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp=https://lite-api.jup.ag/price/v3' })
 */
export function readSolanaPriceUrls(
  env: Record<string, string | undefined>,
): ReadonlyMap<string, string> {
  const urls = new Map<string, string>()
  for (const entry of (env.PORTICO_SOLANA_PRICE_URLS ?? '').split(',').map((part) => part.trim())) {
    if (entry === '') continue
    const separator = entry.indexOf('=')
    const chain =
      separator === -1 ? undefined : parseServedChainId(entry.slice(0, separator).trim())
    const url = entry.slice(separator + 1).trim()
    let protocol = ''
    try {
      protocol = new URL(url).protocol
    } catch {}
    if (chain?.namespace !== 'solana' || (protocol !== 'https:' && protocol !== 'http:'))
      throw new InvalidConfigError(
        'PORTICO_SOLANA_PRICE_URLS',
        `entry ${entry} must be <solana CAIP-2 id>=<http(s) URL>`,
      )
    if (urls.has(chain.caipNetworkId))
      throw new InvalidConfigError(
        'PORTICO_SOLANA_PRICE_URLS',
        `lists ${chain.caipNetworkId} more than once`,
      )
    urls.set(chain.caipNetworkId, url)
  }
  return urls
}
