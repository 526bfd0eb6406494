/**
 * Makes a server-relative URL from a Portico answer (e.g. an icon's `/public/getTokenImage/ETH`)
 * absolute on the server's base URL, keeping the base's path prefix; absolute URLs and empty
 * strings are returned as they are. The server answers relative icon paths unless its operator
 * configured a public URL, so the kit never trusts a `Host` header for them.
 *
 * @example
 * resolveServerUrl('/public/getTokenImage/ETH', 'http://127.0.0.1:3000')
 * // 'http://127.0.0.1:3000/public/getTokenImage/ETH'
 * resolveServerUrl('/public/getTokenImage/ETH', 'https://example.com/portico/')
 * // 'https://example.com/portico/public/getTokenImage/ETH'
 */
export function resolveServerUrl(url: string, baseUrl: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url
  const base = new URL(baseUrl)
  return new URL(base.pathname.replace(/\/$/, '') + url, base.origin).href
}
