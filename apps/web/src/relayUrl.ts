export type RelayUrlParameters = {
  /** Origin of the Portico server; the page's own origin in the web app. */
  origin: string
}
export type RelayUrlReturnType = string

/**
 * The WalletConnect relay of the Portico server: `ws://{host}/relay`, or `wss://` on an https page.
 *
 * @example
 * relayUrl({ origin: 'http://127.0.0.1:3000' }) // 'ws://127.0.0.1:3000/relay'
 * relayUrl({ origin: 'https://app.example.org' }) // 'wss://app.example.org/relay'
 */
export function relayUrl({ origin }: RelayUrlParameters): RelayUrlReturnType {
  const url = new URL('/relay', origin)
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TypeError(`relayUrl needs an http(s) origin, got ${origin}`)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  return url.href
}
