import { randomBytes } from 'node:crypto'

/** What a Farcaster client posts to `channel/authenticate` (the public relay's fields). */
export type ChannelAuthentication = {
  message: string
  signature: `0x${string}`
  fid: number
  username?: string | undefined
  displayName?: string | undefined
  bio?: string | undefined
  pfpUrl?: string | undefined
}

/** The request a channel carries (what the Farcaster client shows and signs). */
export type ChannelRequest = {
  siweUri: string
  domain: string
  nonce: string
  notBefore?: string | undefined
  expirationTime?: string | undefined
  requestId?: string | undefined
}

/** A channel's status, in the public relay's shape (`state` pending or completed). */
export type ChannelStatus = {
  state: 'pending' | 'completed'
  nonce: string
  url: string
} & Partial<ChannelAuthentication>

type Channel = {
  request: ChannelRequest
  url: string
  expiresAt: number
  completed: ChannelAuthentication | undefined
}

export type CreateChannelStoreParameters = {
  /** The Farcaster client's sign-in page the link points at. */
  clientUrl: string
  lifetimeMs: number
  /** Channels held at once. */
  maxChannels: number
}

/**
 * The channels of this server's Farcaster auth relay, in memory: `create` answers a channel token
 * (32 random bytes) and the sign-in link (`{clientUrl}?channelToken=…&nonce=…&siweUri=…&domain=…`),
 * `status` its state, `complete` stores the client's signed message once. A channel lives
 * `lifetimeMs`; when `maxChannels` are live, `create` answers `undefined`.
 *
 * @example
 * const channels = createChannelStore({ clientUrl, lifetimeMs: 300_000, maxChannels: 10_000 })
 * const { channelToken, url } = channels.create({ siweUri, domain, nonce }, Date.now())!
 */
export function createChannelStore(parameters: CreateChannelStoreParameters) {
  const channels = new Map<string, Channel>()
  const prune = (now: number) => {
    for (const [token, channel] of channels) if (channel.expiresAt <= now) channels.delete(token)
  }
  const live = (channelToken: string, now: number) => {
    const channel = channels.get(channelToken)
    if (channel === undefined || channel.expiresAt <= now) return undefined
    return channel
  }
  const statusOf = (channel: Channel): ChannelStatus => ({
    state: channel.completed === undefined ? 'pending' : 'completed',
    nonce: channel.request.nonce,
    url: channel.url,
    ...channel.completed,
  })
  return {
    create(request: ChannelRequest, now: number) {
      if (channels.size >= parameters.maxChannels) prune(now)
      if (channels.size >= parameters.maxChannels) return undefined
      const channelToken = randomBytes(32).toString('base64url')
      const url = new URL(parameters.clientUrl)
      url.searchParams.set('channelToken', channelToken)
      for (const [key, value] of Object.entries(request))
        if (value !== undefined) url.searchParams.set(key, value)
      channels.set(channelToken, {
        request,
        url: url.toString(),
        expiresAt: now + parameters.lifetimeMs,
        completed: undefined,
      })
      return { channelToken, url: url.toString(), nonce: request.nonce }
    },
    /** The request of a live channel (what `complete` checks the message against). */
    request(channelToken: string, now: number): ChannelRequest | undefined {
      return live(channelToken, now)?.request
    },
    status(channelToken: string, now: number): ChannelStatus | undefined {
      const channel = live(channelToken, now)
      return channel === undefined ? undefined : statusOf(channel)
    },
    /** Stores the client's answer once; `undefined` when the channel is gone or already completed. */
    complete(
      channelToken: string,
      authentication: ChannelAuthentication,
      now: number,
    ): ChannelStatus | undefined {
      const channel = live(channelToken, now)
      if (channel === undefined || channel.completed !== undefined) return undefined
      channel.completed = authentication
      return statusOf(channel)
    },
  }
}
export type ChannelStore = ReturnType<typeof createChannelStore>
