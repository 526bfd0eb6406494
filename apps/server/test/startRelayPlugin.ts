import type { AddressInfo, Socket } from 'node:net'
import { createFakeClock, type FakeClock } from '@portico/core/internal'
import Fastify, { type FastifyInstance } from 'fastify'
import { type OpenDatabaseReturnType, openDatabase } from '../src/db/openDatabase'
import { relayRoute } from '../src/relay/relayRoute'
import { type RelayLimits, relayLimitDefaults } from '../src/relay/types'

export type RelayPlugin = {
  app: FastifyInstance
  url: string
  clock: FakeClock
  /** The server side of each upgraded connection, in order (to read what waits to be sent). */
  serverSockets: Socket[]
  close(): Promise<void>
}

/**
 * The relay plugin alone on a fake clock (pings, refills, ttl exact), with `limits` over the
 * defaults, on a free port; the database from `DATABASE_URL` or PGlite in memory.
 */
export async function startRelayPlugin(limits: Partial<RelayLimits> = {}): Promise<RelayPlugin> {
  const database: OpenDatabaseReturnType = await openDatabase(
    process.env.DATABASE_URL
      ? { driver: 'postgres', url: process.env.DATABASE_URL }
      : { driver: 'pglite', dataDir: undefined },
  )
  const clock = createFakeClock({ start: Date.now() })
  const app = Fastify()
  await app.register(relayRoute, {
    db: database.db,
    projects: new Set(['portico-local']),
    config: { redisUrl: undefined, limits: { ...relayLimitDefaults, ...limits } },
    clock,
  })
  const serverSockets: Socket[] = []
  app.server.on('upgrade', (_request, socket: Socket) => serverSockets.push(socket))
  await app.listen({ host: '127.0.0.1', port: 0 })
  return {
    app,
    clock,
    serverSockets,
    url: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/relay`,
    async close() {
      await app.close()
      await database.close()
    },
  }
}
