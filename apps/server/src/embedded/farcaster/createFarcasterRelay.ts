import { createAppClient } from '@farcaster/auth-client'
import type { ChannelRequest, ChannelStatus, ChannelStore } from './createChannelStore'

/** The relay the login opens its channels on: this server's own, or an outside one by URL. */
export type FarcasterRelay = {
  /** A new channel: its token (kept by the server) and the sign-in link (shown to the visitor). */
  createChannel(
    request: ChannelRequest,
    now: number,
  ): Promise<{ channelToken: string; url: string } | undefined>
  /** The channel's status; `undefined` when the relay no longer knows it. */
  status(channelToken: string, now: number): Promise<ChannelStatus | undefined>
}

/** The relay of this server ({@link createChannelStore}), called in process. */
export function createOwnFarcasterRelay(channels: ChannelStore): FarcasterRelay {
  return {
    createChannel: async (request, now) => channels.create(request, now),
    status: async (channelToken, now) => channels.status(channelToken, now),
  }
}

/**
 * An outside auth relay (Farcaster's `https://relay.farcaster.xyz`, or another server's) through
 * `@farcaster/auth-client`'s channel calls (`POST /v1/channel`, `GET /v1/channel/status`).
 *
 * @example
 * const relay = createRemoteFarcasterRelay('https://relay.farcaster.xyz')
 */
export function createRemoteFarcasterRelay(relayUrl: string): FarcasterRelay {
  const client = createAppClient({
    relay: relayUrl,
    ethereum: {
      getFid: () => Promise.reject(new Error('unused')),
      isValidAuthAddress: () => Promise.reject(new Error('unused')),
    } as never,
  })
  return {
    async createChannel(request) {
      const created = await client.createChannel(request)
      if (created.isError) throw created.error
      if (created.response.status !== 201 && created.response.status !== 200)
        throw new Error(`The Farcaster relay answered HTTP ${created.response.status}`)
      return { channelToken: created.data.channelToken, url: created.data.url }
    },
    async status(channelToken) {
      const read = await client.status({ channelToken })
      if (read.isError) throw read.error
      if (read.response.status !== 200 && read.response.status !== 202) return undefined
      const { data } = read
      return {
        state: data.state,
        nonce: data.nonce,
        url: data.url,
        ...(data.message === undefined ? {} : { message: data.message }),
        ...(data.signature === undefined ? {} : { signature: data.signature }),
        ...(data.fid === undefined ? {} : { fid: data.fid }),
        ...(data.username === undefined ? {} : { username: data.username }),
        ...(data.displayName === undefined ? {} : { displayName: data.displayName }),
      }
    },
  }
}
