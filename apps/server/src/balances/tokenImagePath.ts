/**
 * The server path of a token's image (`GET /public/getTokenImage/{id}`, served by the wallet
 * directory's image routes), keyed by the token's symbol.
 *
 * @example
 * tokenImagePath('pUSD') // '/public/getTokenImage/pUSD'
 */
export function tokenImagePath(symbol: string): string {
  return `/public/getTokenImage/${encodeURIComponent(symbol)}`
}
