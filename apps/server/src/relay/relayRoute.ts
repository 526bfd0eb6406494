import websocket from '@fastify/websocket'
import { type Clock, systemClock } from '@portico/core/internal'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { WebSocket } from 'ws'
import { z } from 'zod'
import type { Database } from '../db/openDatabase'
import { rateLimitKey } from '../rateLimitKey'
import { checkRelayAuth } from './checkRelayAuth'
import { createConnectionLimiter } from './createConnectionLimiter'
import { createMessageStore } from './createMessageStore'
import { createRedisBus, type RedisBus } from './createRedisBus'
import { createRelayHub } from './createRelayHub'
import { createSocketIo } from './createSocketIo'
import { createSubscriptionStore } from './createSubscriptionStore'
import { RelayRefusedError } from './errors'
import { handleRelayFrame } from './handleRelayFrame'
import type { RelayConfig } from './readRelayConfig'

export type RelayRouteParameters = {
  db: Database
  /** Known project ids (a client must send one). */
  projects: { has(projectId: string): boolean }
  config: RelayConfig
  /** Time source for ttl, rate limits, pings and pruning. Default the system clock. */
  clock?: Clock | undefined
  /** Handed a function telling whether the relay answers (for `GET /health`). */
  onStatus?: ((read: (timeoutMs: number) => Promise<RelayStatus>) => void) | undefined
}

/** Whether the relay takes connections, and whether its Redis answers (`off`: no `REDIS_URL`). */
export type RelayStatus = { accepting: boolean; redis: 'ok' | 'error' | 'off' }

const errorBody = z.object({ error: z.string(), message: z.string() })
/** Close code for a connection refused or ended by a policy (RFC 6455 1008). */
const policyViolation = 1008
const querystring = z.object({
  auth: z.string().max(4096).optional().describe('EdDSA did:key JWT (aud = the relay URL)'),
  projectId: z.string().max(100).optional().describe('Project id (required)'),
  ua: z.string().max(512).optional().describe('Client user agent'),
})

/**
 * The WalletConnect v2 relay at `GET /relay` (WebSocket): checks the project and the auth token on
 * upgrade (401 otherwise; 429 past the connection caps per address and project), then speaks the
 * relay JSON-RPC (docs/walletconnect.md#relay). Messages are stored in the database until their
 * ttl; with `config.redisUrl` set, publishes are shared with other instances through Redis. Pings
 * every `limits.pingIntervalMs` and drops a socket that did not answer the previous ping (only a
 * pong counts); closes a socket whose reading lags (`limits.maxBufferedBytes`) and one whose auth
 * token expired. Limits: docs/self-hosting.md#relay-limits.
 *
 * @example
 * await app.register(relayRoute, { db, projects, config: readRelayConfig(process.env) })
 */
export async function relayRoute(
  app: FastifyInstance,
  parameters: RelayRouteParameters,
): Promise<void> {
  const { db, projects, config, clock = systemClock } = parameters
  const { limits } = config
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  await app.register(websocket, {
    // a frame may carry a batch; single messages are checked against maxMessageBytes
    options: { maxPayload: limits.maxMessageBytes * 8 + 65_536 },
  })

  const store = createMessageStore(db)
  const subscriptions = createSubscriptionStore(db)
  let bus: RedisBus | undefined
  const hub = createRelayHub({
    store,
    subscriptions,
    clock,
    limits,
    share: (record) => bus?.publish(record),
    // one instance alone (no Redis) sees every message: acks may be written as cursors
    cursors: config.redisUrl === undefined,
  })
  const connections = createConnectionLimiter({ limits, clock })
  if (config.redisUrl !== undefined) {
    bus = await createRedisBus({
      url: config.redisUrl,
      secret: config.redisSecret,
      limits,
      onIgnored: (reason) => app.log.warn({ reason }, 'relay: Redis record ignored'),
      onRecord: (record) => {
        hub.receive(record).catch((error) => app.log.error({ err: error }, 'relay: remote message'))
      },
    })
  }

  const sockets = new Map<WebSocket, { alive: boolean }>()
  const admitted = new WeakMap<
    FastifyRequest,
    { clientId: string; expiresAt: number; projectId: string }
  >()
  let pingTimer: unknown
  let pruneTimer: unknown
  const ping = () => {
    for (const [socket, state] of sockets) {
      if (!state.alive) {
        socket.terminate()
        continue
      }
      state.alive = false
      socket.ping()
    }
    hub.expire()
    pingTimer = clock.setTimeout(ping, limits.pingIntervalMs)
  }
  const prune = () => {
    Promise.all([store.prune(clock.now()), subscriptions.prune(clock.now())])
      .catch((error) => app.log.warn({ err: error }, 'relay: prune failed'))
      .finally(() => {
        connections.sweep()
        if (pruneTimer !== null) pruneTimer = clock.setTimeout(prune, limits.pruneIntervalMs)
      })
  }
  pingTimer = clock.setTimeout(ping, limits.pingIntervalMs)
  prune()
  let accepting = true
  parameters.onStatus?.(async (timeoutMs) => ({
    accepting,
    redis: bus === undefined ? 'off' : (await bus.ping(timeoutMs)) ? 'ok' : 'error',
  }))
  app.addHook('onClose', async () => {
    accepting = false
    clock.clearTimeout(pingTimer)
    clock.clearTimeout(pruneTimer)
    pruneTimer = null
    await hub.flush()
    await bus?.close()
  })

  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/relay',
    schema: {
      summary: 'WalletConnect v2 relay (WebSocket upgrade)',
      description:
        'Open a WebSocket with ?auth=<JWT>&projectId=<id>&ua=<agent>; JSON-RPC irn_* and wc_* methods. ' +
        'A plain GET answers 426. See docs/walletconnect.md#relay.',
      tags: ['relay'],
      querystring,
      response: { 401: errorBody, 426: errorBody, 429: errorBody },
    },
    preValidation: async (request, reply) => {
      if (!request.ws) return
      const projectId = request.query.projectId ?? ''
      try {
        const { clientId, expiresAt } = checkRelayAuth({
          auth: request.query.auth,
          projectId,
          host: request.headers.host ?? '',
          publicUrl: config.publicUrl,
          projects,
          now: clock.now(),
        })
        admitted.set(request, { clientId, expiresAt, projectId })
      } catch (error) {
        if (!(error instanceof RelayRefusedError)) throw error
        return reply.code(401).send({ error: 'Unauthorized', message: error.shortMessage })
      }
      const refusal = connections.refusal(rateLimitKey(request.ip), projectId)
      if (refusal !== undefined)
        return reply.code(429).send({ error: 'Too Many Requests', message: refusal })
    },
    handler: async (_request, reply) =>
      reply.code(426).header('upgrade', 'websocket').send({
        error: 'Upgrade Required',
        message: 'The relay speaks WebSocket: connect with ws:// or wss://',
      }),
    wsHandler: (socket, request) => {
      const client = admitted.get(request)
      if (client === undefined) {
        socket.close(policyViolation, 'Unauthorized')
        return
      }
      // checked again here: upgrades racing past preValidation
      const slot = connections.open(rateLimitKey(request.ip), client.projectId)
      if (slot === undefined) {
        socket.close(policyViolation, 'Too many connections')
        return
      }
      // the socket's handlers keep the logger only, not the request (memory per idle client)
      const log = request.log
      const state = { alive: true }
      sockets.set(socket, state)
      const io = createSocketIo({ socket, maxBufferedBytes: limits.maxBufferedBytes })
      const peer = hub.attach(client.clientId, io, slot.storage)
      // the client's stored subscriptions, and what they hold for it (no new subscribe needed)
      hub
        .restore(peer)
        .catch((error) => log.error({ err: error }, 'relay: restoring subscriptions'))
      const expiry = clock.setTimeout(
        () => socket.close(policyViolation, 'Auth token expired'),
        Math.max(0, client.expiresAt - clock.now()),
      )
      let active = 0
      // only a pong proves the client reads: frames it writes do not (review H1)
      socket.on('pong', () => {
        state.alive = true
      })
      socket.on('message', (data, isBinary) => {
        if (isBinary) return
        const busy = active >= limits.maxInFlightRequests
        active += 1
        if (active === limits.maxInFlightRequests) socket.pause()
        handleRelayFrame({ hub, peer, text: String(data), limits, busy })
          .catch((error) => log.error({ err: error }, 'relay: request failed'))
          .finally(() => {
            active -= 1
            if (active === limits.maxInFlightRequests - 1) socket.resume()
          })
      })
      socket.on('close', () => {
        clock.clearTimeout(expiry)
        slot.release()
        sockets.delete(socket)
        hub.detach(peer)
      })
    },
  })
}
