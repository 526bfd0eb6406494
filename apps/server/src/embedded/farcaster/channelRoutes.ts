import { timingSafeEqual } from 'node:crypto'
import type { Clock } from '@portico/core/internal'
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify'
import { z } from 'zod'
import type { createRateLimiter } from '../../http/createRateLimiter'
import { rateLimitKey } from '../../rateLimitKey'
import { embeddedErrorBody } from '../embeddedSchemas'
import { EmbeddedRefusedError } from '../errors'
import type { ChannelStore } from './createChannelStore'
import type { FarcasterVerifier } from './createFarcasterVerifier'

export type ChannelRoutesParameters = {
  channels: ChannelStore
  verifier: FarcasterVerifier
  clock: Clock
  /** The per-IP limiter the relay's calls spend from. */
  limiter: ReturnType<typeof createRateLimiter>
  /** `X-Farcaster-Auth-Relay-Key` a client must send to complete a channel; unset: none. */
  relayKey: string | undefined
}

const channelToken = z.string().describe('The channel token')
const statusBody = z.object({
  state: z.enum(['pending', 'completed']),
  nonce: z.string(),
  url: z.string(),
  message: z.string().optional(),
  signature: z.string().optional(),
  fid: z.number().int().optional(),
  username: z.string().optional(),
  displayName: z.string().optional(),
  bio: z.string().optional(),
  pfpUrl: z.string().optional(),
})
const errors = Object.fromEntries([400, 401, 409, 429].map((status) => [status, embeddedErrorBody]))
const text = (max: number) => z.string().max(max)

/**
 * This server's Farcaster auth relay, on the public relay's routes (so `@farcaster/auth-client`
 * and Farcaster clients talk to it as to `relay.farcaster.xyz`): `POST /v1/channel` (201:
 * channel token, link, nonce), `GET /v1/channel/status` (bearer channel token; 202 pending, 200
 * completed) and `POST /v1/channel/authenticate` (bearer channel token: the client posts the signed
 * message; it is verified here — nonce, domain, signature, custody of the FID — before the channel
 * completes). Every call spends from a per-IP budget.
 *
 * @example
 * channelRoutes(app, { channels, verifier, clock, limiter, relayKey: undefined })
 */
export function channelRoutes(app: FastifyInstance, parameters: ChannelRoutesParameters): void {
  const { channels, verifier, clock, limiter, relayKey } = parameters
  const admit = (request: FastifyRequest) => {
    const decision = limiter.take(`farcaster-relay:${rateLimitKey(request.ip)}`)
    if (!decision.allowed) {
      const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000))
      throw new EmbeddedRefusedError('too-soon', `Please try again after ${seconds} seconds`, {
        retryAfterSeconds: seconds,
      })
    }
  }
  const bearer = (request: FastifyRequest) => {
    const match = /^Bearer ([A-Za-z0-9_-]{1,100})$/.exec(request.headers.authorization ?? '')
    if (match?.[1] === undefined)
      throw new EmbeddedRefusedError('unknown-channel', 'Unknown or expired channel')
    return match[1]
  }
  const schema = (summary: string, extra: Record<string, unknown>) =>
    ({ summary, tags: ['farcaster relay'], ...extra }) as FastifySchema

  app.route({
    method: 'POST',
    url: '/v1/channel',
    bodyLimit: 8 * 1024,
    schema: schema('Open a Sign In With Farcaster channel', {
      body: z.object({
        siweUri: z.url().max(500),
        domain: text(253).min(1),
        nonce: z
          .string()
          .regex(/^[A-Za-z0-9]{8,96}$/)
          .optional(),
        notBefore: z.iso.datetime().optional(),
        expirationTime: z.iso.datetime().optional(),
        requestId: text(200).optional(),
      }),
      response: {
        201: z.object({ channelToken, url: z.string(), nonce: z.string() }),
        ...errors,
      },
    }),
    handler: async (request, reply) => {
      admit(request)
      const body = request.body as {
        siweUri: string
        domain: string
        nonce?: string
        notBefore?: string
        expirationTime?: string
        requestId?: string
      }
      const created = channels.create(
        { ...body, nonce: body.nonce ?? crypto.randomUUID().replaceAll('-', '') },
        clock.now(),
      )
      if (created === undefined)
        throw new EmbeddedRefusedError('relay-busy', 'Too many sign-ins at once: try again soon')
      return reply.code(201).send(created)
    },
  })

  app.route({
    method: 'GET',
    url: '/v1/channel/status',
    schema: schema("A channel's state: 202 while pending, 200 once the client signed", {
      response: { 200: statusBody, 202: statusBody, ...errors },
    }),
    handler: async (request, reply) => {
      admit(request)
      const status = channels.status(bearer(request), clock.now())
      if (status === undefined)
        throw new EmbeddedRefusedError('unknown-channel', 'Unknown or expired channel')
      return reply.code(status.state === 'completed' ? 200 : 202).send(status)
    },
  })

  app.route({
    method: 'POST',
    url: '/v1/channel/authenticate',
    bodyLimit: 16 * 1024,
    schema: schema('The Farcaster client posts the signed sign-in message', {
      body: z.object({
        message: text(4000).min(1),
        signature: z.string().regex(/^0x[0-9a-fA-F]{130,}$/),
        fid: z.number().int().positive(),
        username: text(100).optional(),
        displayName: text(100).optional(),
        bio: text(500).optional(),
        pfpUrl: text(1000).optional(),
      }),
      response: { 201: statusBody, ...errors },
    }),
    handler: async (request, reply) => {
      admit(request)
      const token = bearer(request)
      if (relayKey !== undefined) {
        const given = Buffer.from(String(request.headers['x-farcaster-auth-relay-key'] ?? ''))
        const wanted = Buffer.from(relayKey)
        if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
          throw new EmbeddedRefusedError('unknown-channel', 'This relay does not know this client')
      }
      const pending = channels.request(token, clock.now())
      if (pending === undefined)
        throw new EmbeddedRefusedError('unknown-channel', 'Unknown or expired channel')
      const body = request.body as Parameters<ChannelStore['complete']>[1]
      const signIn = await verifier
        .verify({
          nonce: pending.nonce,
          domain: pending.domain,
          message: body.message,
          signature: body.signature,
        })
        .catch((error: Error) => {
          throw new EmbeddedRefusedError('farcaster-failed', error.message.slice(0, 300))
        })
      if (signIn.fid !== body.fid)
        throw new EmbeddedRefusedError('farcaster-failed', 'The message signs in another FID')
      const completed = channels.complete(token, body, clock.now())
      if (completed === undefined)
        throw new EmbeddedRefusedError('channel-used', 'This channel is already completed')
      return reply.code(201).send(completed)
    },
  })
}
