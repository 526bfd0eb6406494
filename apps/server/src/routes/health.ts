import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../db/openDatabase'
import type { HistoryChainStatus } from '../history/startHistoryIndexer'
import type { RelayStatus } from '../relay/relayRoute'

export type HealthParameters = {
  db: Database
  /** The history indexer's chains; undefined (or no function) when the indexer is off. */
  chains?: (() => HistoryChainStatus[] | undefined) | undefined
  /** The relay's status; resolves undefined (or no function) when there is no relay. */
  relay?: ((timeoutMs: number) => Promise<RelayStatus | undefined>) | undefined
  /** A chain whose indexer is more blocks than this behind its node is unhealthy (default 100). */
  maxLagBlocks?: number | undefined
  /** Time limit of each check (database, Redis), in milliseconds (default 2000). */
  timeoutMs?: number | undefined
  /** Whether the server is stopping (draining): then unhealthy, so a balancer takes it out. */
  draining?: (() => boolean) | undefined
}

const chainSchema = z.object({
  chainId: z.string().describe('CAIP-2 id'),
  status: z
    .enum(['ok', 'starting', 'lagging', 'failing'])
    .describe(
      'starting: no step finished yet; lagging: lag above the threshold; failing: the last step failed',
    ),
  indexedBlock: z.number().int().nullable().describe('Last indexed block'),
  head: z.number().int().nullable().describe("The node's latest block, as of the last step"),
  lag: z.number().int().nullable().describe('head - indexedBlock'),
  lastErrorAt: z.string().nullable().describe('When a step last failed (ISO 8601)'),
  startBlock: z
    .number()
    .int()
    .nullable()
    .describe("The index's first block: earlier transfers come from per-account backfills"),
  backfills: z.number().int().describe('Per-account backfills queued or running in this instance'),
})
const checks = {
  database: z.enum(['ok', 'error']),
  redis: z.enum(['ok', 'error', 'off']).describe('off: REDIS_URL is not set'),
  relay: z
    .enum(['ok', 'error', 'off'])
    .describe('error: the relay is closing or its Redis is down'),
  chains: z.array(chainSchema).describe('The history indexer per chain (empty when it is off)'),
  draining: z
    .boolean()
    .describe('true: the server is stopping (SIGTERM) and still serves; balancers take it out'),
}

/** The body of `GET /health`. */
export type HealthBody = z.infer<z.ZodObject<typeof checks>> & { status: 'ok' | 'error' }

/** Resolves with `check()`'s value, or `fallback` when it throws or takes longer than `ms`. */
async function within<T>(ms: number, fallback: T, check: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms)
  })
  try {
    return await Promise.race([check(), late])
  } catch {
    return fallback
  } finally {
    clearTimeout(timer)
  }
}

function chainStatus(chain: HistoryChainStatus, maxLagBlocks: number): z.infer<typeof chainSchema> {
  const status = chain.failing
    ? 'failing'
    : chain.lag === undefined
      ? 'starting'
      : chain.lag > maxLagBlocks
        ? 'lagging'
        : 'ok'
  return {
    chainId: chain.caipNetworkId,
    status,
    indexedBlock: chain.indexedBlock ?? null,
    head: chain.head ?? null,
    lag: chain.lag ?? null,
    lastErrorAt: chain.lastErrorAt === undefined ? null : new Date(chain.lastErrorAt).toISOString(),
    startBlock: chain.startBlock ?? null,
    backfills: chain.backfills ?? 0,
  }
}

/**
 * `GET /health`, for load balancers: whether the database answers `select 1`, whether Redis (when
 * `REDIS_URL` is set) and the relay answer, and per chain the history indexer's indexed block,
 * the node's head, the lag, the index's start block and the per-account backfills running. 200 `{ status: 'ok', … }` when every check passes, else 503
 * `{ status: 'error', … }`. Unhealthy: the server is draining (stopping after SIGTERM, see
 * `PORTICO_SHUTDOWN_DRAIN_MS`), the database or Redis does not answer within `timeoutMs`,
 * the relay is closing, or a chain's last indexer step failed or its lag exceeds `maxLagBlocks`
 * (a chain whose first step has not finished, `starting`, is not held against the server). The
 * body never carries error text (the reasons are in the server's log).
 *
 * @example
 * await app.register(health, { db, chains: () => indexer?.status(), maxLagBlocks: 100 })
 * await app.inject('/health') // 200 { status: 'ok', database: 'ok', redis: 'off', relay: 'ok', chains: [...] }
 */
export async function health(app: FastifyInstance, parameters: HealthParameters): Promise<void> {
  const { db, maxLagBlocks = 100, timeoutMs = 2000 } = parameters
  const schema = {
    summary: 'Health of the server, its database, Redis, relay and history indexer',
    tags: ['platform'],
    response: {
      200: z.object({ status: z.literal('ok'), ...checks }),
      503: z.object({ status: z.literal('error'), ...checks }),
    },
  }
  app.withTypeProvider<ZodTypeProvider>().get('/health', { schema }, async (request, reply) => {
    const unanswered: RelayStatus = { accepting: false, redis: 'error' }
    const [database, relay] = await Promise.all([
      within(timeoutMs, 'error' as const, async () => {
        await db.execute(sql`select 1`)
        return 'ok' as const
      }),
      within(timeoutMs + 100, unanswered, async () => parameters.relay?.(timeoutMs)),
    ])
    const chains = (parameters.chains?.() ?? []).map((chain) => chainStatus(chain, maxLagBlocks))
    const relayAnswers = relay?.accepting === true && relay.redis !== 'error'
    const body = {
      database,
      redis: relay?.redis ?? ('off' as const),
      relay:
        relay === undefined
          ? ('off' as const)
          : relayAnswers
            ? ('ok' as const)
            : ('error' as const),
      chains,
      draining: parameters.draining?.() === true,
    }
    const healthy =
      !body.draining &&
      body.database === 'ok' &&
      body.redis !== 'error' &&
      body.relay !== 'error' &&
      chains.every((chain) => chain.status === 'ok' || chain.status === 'starting')
    if (healthy) return { status: 'ok' as const, ...body }
    const failed = [
      ...(body.draining ? ['draining'] : []),
      ...(['database', 'redis', 'relay'] as const).filter((name) => body[name] === 'error'),
      ...chains
        .filter((chain) => chain.status !== 'ok' && chain.status !== 'starting')
        .map((chain) => `${chain.chainId} ${chain.status}`),
    ]
    request.log.warn({ failed }, 'health check failed')
    return reply.code(503).send({ status: 'error' as const, ...body })
  })
}
