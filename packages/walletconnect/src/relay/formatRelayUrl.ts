import { InvalidRelayInputError } from '../errors/relay'

export type FormatRelayUrlParameters = {
  /** `wss://…` or `ws://…` */
  relayUrl: string
  /** The relay auth token (see `createRelayJwt`). */
  auth: string
  projectId: string
  /** User agent, e.g. `wc-2/portico-0.1.0`. */
  ua?: string | undefined
}

/**
 * The URL a relay client opens: the relay URL with `auth`, `projectId` and `ua` query parameters.
 *
 * @example
 * formatRelayUrl({ relayUrl: 'wss://relay.example.com', auth: jwt, projectId: 'p1' })
 * // 'wss://relay.example.com/?auth=eyJ…&projectId=p1'
 */
export function formatRelayUrl(parameters: FormatRelayUrlParameters): string {
  const { relayUrl, auth, projectId, ua } = parameters
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
  return url.toString()
}
