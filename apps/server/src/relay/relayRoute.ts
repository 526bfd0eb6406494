import websocket from '@fastify/websocket'
import { type Clock, systemClock } from '@portico/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { WebSocket } from 'ws'
import { z } from 'zod'
import type { Database } from '../db/openDatabase'
import { checkRelayAuth } from './checkRelayAuth'
import { createMessageStore } from './createMessageStore'
import { createRedisBus, type RedisBus } from './createRedisBus'
import { createRelayHub } from './createRelayHub'
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
}

const errorBody = z.object({ error: z.string(), message: z.string() })
const querystring = z.object({
  auth: z.string().max(4096).optional().describe('EdDSA did:key JWT (aud = the relay URL)'),
  projectId: z.string().max(100).optional().describe('Project id (required)'),
  ua: z.string().max(512).optional().describe('Client user agent'),
})

/**
 * The WalletConnect v2 relay at `GET /relay` (WebSocket): checks the project and the auth token on
 * upgrade (401 otherwise), then speaks the relay JSON-RPC (docs/walletconnect.md#relay). Messages
 * are stored in the database until their ttl; with `config.redisUrl` set, publishes are shared
 * with other instances through Redis. Pings every `limits.pingIntervalMs`.
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
  let bus: RedisBus | undefined
  const hub = createRelayHub({ store, clock, limits, share: (record) => bus?.publish(record) })
  if (config.redisUrl !== undefined) {
    bus = await createRedisBus({
      url: config.redisUrl,
      onRecord: (record) => {
        hub.receive(record).catch((error) => app.log.error({ err: error }, 'relay: remote message'))
      },
    })
  }

  const sockets = new Map<WebSocket, { alive: boolean }>()
  const clientIds = new WeakMap<FastifyRequest, string>()
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
    pingTimer = clock.setTimeout(ping, limits.pingIntervalMs)
  }
  const prune = () => {
    store
      .prune(clock.now())
      .catch((error) => app.log.warn({ err: error }, 'relay: prune failed'))
      .finally(() => {
        if (pruneTimer !== null) pruneTimer = clock.setTimeout(prune, limits.pruneIntervalMs)
      })
  }
  pingTimer = clock.setTimeout(ping, limits.pingIntervalMs)
  prune()
  app.addHook('onClose', async () => {
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
      response: { 401: errorBody, 426: errorBody },
    },
    preValidation: async (request, reply) => {
      if (!request.ws) return
      try {
        const { clientId } = checkRelayAuth({
          auth: request.query.auth,
          projectId: request.query.projectId,
          host: request.headers.host ?? '',
          projects,
          now: clock.now(),
        })
        clientIds.set(request, clientId)
      } catch (error) {
        if (!(error instanceof RelayRefusedError)) throw error
        return reply.code(401).send({ error: 'Unauthorized', message: error.shortMessage })
      }
    },
    handler: async (_request, reply) =>
      reply.code(426).header('upgrade', 'websocket').send({
        error: 'Upgrade Required',
        message: 'The relay speaks WebSocket: connect with ws:// or wss://',
      }),
    wsHandler: (socket, request) => {
      const clientId = clientIds.get(request)
      if (clientId === undefined) {
        socket.close(1008, 'Unauthorized')
        return
      }
      const state = { alive: true }
      sockets.set(socket, state)
      const peer = hub.attach(clientId, (text) => {
        if (socket.readyState === socket.OPEN) socket.send(text)
      })
      socket.on('pong', () => {
        state.alive = true
      })
      socket.on('message', (data, isBinary) => {
        state.alive = true
        if (isBinary) return
        handleRelayFrame({ hub, peer, text: String(data) }).catch((error) =>
          request.log.error({ err: error }, 'relay: request failed'),
        )
      })
      socket.on('close', () => {
        sockets.delete(socket)
        hub.detach(peer)
      })
    },
  })
}
