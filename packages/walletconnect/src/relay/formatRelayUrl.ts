import { InvalidRelayInputError } from '../errors/relay'

export type FormatRelayUrlParameters = {
  /** `wss://…` or `ws://…` */
  relayUrl: string
  /** The relay auth token (see `createRelayJwt`). */
  auth: string
  projectId: string
  /** User agent, e.g. `wc-2/portico-0.1.0/browser` (the official clients send `wc-2/js-2.21.8/…`). */
  ua?: string | undefined
  /**
   * Asks the relay to close with a reason the client can read (WalletConnect's public relay reads
   * it; Portico's relay ignores it). Sent as `useOnCloseEvent=true`, as the official clients do;
   * default true.
   */
  useOnCloseEvent?: boolean | undefined
}

/**
 * The URL a relay client opens: the relay URL with the query parameters the official 2.21.8
 * clients send (`auth`, `projectId`, `ua`, `useOnCloseEvent`), so the same client works with a
 * self-hosted relay and with WalletConnect's public one.
 *
 * @example
 * formatRelayUrl({ relayUrl: 'wss://relay.example.com', auth: jwt, projectId: 'p1' })
 * // 'wss://relay.example.com/?auth=eyJ…&projectId=p1&useOnCloseEvent=true'
 */
export function formatRelayUrl(parameters: FormatRelayUrlParameters): string {
  const { relayUrl, auth, projectId, ua, useOnCloseEvent = true } = parameters
  let url: URL
  try {
    url = new URL(relayUrl)
  } catch {
    throw new InvalidRelayInputError('relayUrl must be a ws:// or wss:// URL')
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') {
    throw new InvalidRelayInputError('relayUrl must be a ws:// or wss:// URL')
  }
  if (url.username || url.password)
    throw new InvalidRelayInputError('relayUrl must not hold credentials')
  if (typeof projectId !== 'string' || projectId.length === 0) {
    throw new InvalidRelayInputError('projectId is required')
  }
  url.searchParams.set('auth', auth)
  url.searchParams.set('projectId', projectId)
  if (ua) url.searchParams.set('ua', ua)
  if (useOnCloseEvent) url.searchParams.set('useOnCloseEvent', 'true')
  return url.toString()
}
