const schemes = new Set(['ws:', 'wss:', 'http:', 'https:'])

export type IsRelayAudienceParameters = {
  /** The `aud` claim of the client's auth token. */
  aud: string
  /** The `Host` header of the upgrade request (`host[:port]`). */
  host: string
}

/**
 * The relay's audience rule: a token is for this relay when its `aud` is a ws/wss/http/https URL
 * whose host (and port) is the one the client connected to (`Host` header) and whose path is
 * `/relay` (trailing slash allowed, query ignored). So `ws://localhost:3000/relay`,
 * `wss://example.org/relay` behind a proxy that keeps `Host`, and `http://127.0.0.1:3000/relay/`
 * all pass on their own host.
 *
 * @example
 * isRelayAudience({ aud: 'ws://localhost:3000/relay', host: 'localhost:3000' }) // true
 * isRelayAudience({ aud: 'wss://relay.walletconnect.org', host: 'localhost:3000' }) // false
 */
export function isRelayAudience({ aud, host }: IsRelayAudienceParameters): boolean {
  if (typeof aud !== 'string' || !URL.canParse(aud) || host === '') return false
  const url = new URL(aud)
  if (!schemes.has(url.protocol)) return false
  const path = url.pathname.replace(/\/+$/, '')
  if (path !== '/relay') return false
  return url.host.toLowerCase() === hostOf(host, url.protocol)
}

/** The Host header normalised like `URL#host` (default ports dropped, lower case). */
function hostOf(host: string, protocol: string): string {
  const candidate = `${protocol}//${host}`
  return URL.canParse(candidate) ? new URL(candidate).host.toLowerCase() : ''
}
