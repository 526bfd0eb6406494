import { isEvmAddress } from '@portico/core'
import { BALANCE_CACHE_MS, type Clock } from '@portico/core/internal'
import { inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Address } from 'viem'
import { z } from 'zod'
import { caipNetworkIdSchema, projectIdSchema } from '../../balances/apiSchemas'
import type { ChainClients } from '../../balances/createChainClients'
import type { ServerCache } from '../../balances/createMemoryCache'
import type { TokenLists } from '../../balances/tokenListSchema'
import { historyCursors } from '../../db/historySchema'
import type { Database } from '../../db/openDatabase'
import { errorBody } from '../../openapi/errorBody'
import type { PriceSource, UsdPrice } from '../../prices/priceSource'
import { ratioToNumber } from '../../prices/ratioToNumber'
import { addRatio, type FeeMemo, readChainDailyValues } from './readChainDailyValues'

export type ValueHistoryRouteParameters = {
  db: Database
  chainClients: ChainClients
  tokenLists: TokenLists
  priceSource: PriceSource
  cache: ServerCache
  clock: Clock
  projects: { has(projectId: string): boolean }
  /** The CAIP-2 ids the history indexer follows: the chains a value history can cover. */
  chains: readonly string[]
  /** Whether the indexer runs (`PORTICO_INDEXER`); off: no chain is counted (`chains: []`). */
  indexerOn?: boolean | undefined
}

/** Body of `GET /v1/account/{address}/value-history`. */
export type ValueHistory = z.infer<typeof valueHistorySchema>

const DAY_MS = 86_400_000

const valueHistorySchema = z.object({
  currency: z.enum(['usd']),
  priceBasis: z
    .enum(['current'])
    .describe(
      "how the days are priced: 'current' = every day at today's prices (the price source has no past prices)",
    ),
  days: z.number().int().describe('the days asked for; there is one point more (today)'),
  chains: z
    .array(
      z.object({
        chainId: z.string().describe('CAIP-2 id'),
        blockNumber: z.number().int().describe('the block the balances were read at'),
      }),
    )
    .describe('the chains counted; empty: none (then there are no points)'),
  points: z
    .array(
      z.object({
        date: z.string().describe('UTC day, YYYY-MM-DD'),
        value: z.number().describe("USD value at the day's end (today: now)"),
      }),
    )
    .describe('oldest first: `days` whole days, then today'),
})

const schema = {
  summary: "An account's daily USD value over the last days (the Portfolio chart)",
  description:
    "The account's value (native currency and the chain token list, as the balance route counts it) at the end of each UTC day, for the last `days` days (1–90, default 30) and today: the balances read at the block the history indexer reached, with the indexed transfers after each day undone and the account's network fees given back. Every day is valued at the price source's current prices (`priceBasis: 'current'`). One chain (`chainId`) or every chain the indexer follows. A chain not followed (or every chain, with the indexer off) counts nothing: `chains: []`, `points: []`; a chain not indexed yet → 503.",
  tags: ['blockchain'],
  params: z.object({
    address: z
      .string()
      .max(100)
      .refine((value) => value.startsWith('0x') && isEvmAddress(value), {
        message: 'must be an EVM address (0x…, EIP-55 when mixed case)',
      }),
  }),
  querystring: z.object({
    days: z.coerce.number().int().min(1).max(90).default(30),
    chainId: caipNetworkIdSchema.optional(),
    projectId: projectIdSchema,
    st: z.string().max(100).optional(),
    sv: z.string().max(100).optional(),
  }),
  response: {
    200: valueHistorySchema,
    400: errorBody,
    401: errorBody,
    429: errorBody,
    502: errorBody,
    503: errorBody,
  },
}

/** `YYYY-MM-DD` of a UTC time. */
const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10)

/**
 * `GET /v1/account/{address}/value-history?days=30&chainId=…&projectId=…` → `{ currency,
 * priceBasis, days, chains, points }`: the account's USD value at the end of each of the last
 * `days` UTC days, then today ({@link readChainDailyValues} per chain, summed exactly). Cached 30 s
 * per account, days and the block the indexer reached on each chain (a new block, a new answer).
 * 401 for an unknown project, 503 while a chain is not indexed yet, 502 when a chain's node
 * fails; with the indexer off no chain is counted.
 *
 * @example
 * await app.register(valueHistoryRoute, { db, chainClients, tokenLists, priceSource, cache, clock, projects, chains })
 * await app.inject('/v1/account/0xf39F…2266/value-history?days=30&projectId=portico-local')
 */
export async function valueHistoryRoute(
  fastify: FastifyInstance,
  parameters: ValueHistoryRouteParameters,
): Promise<void> {
  const { db, chainClients, tokenLists, priceSource, cache, clock, projects } = parameters
  const fees: FeeMemo = new Map()
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get('/v1/account/:address/value-history', { schema }, async (request, reply) => {
    const { address } = request.params
    const { days, chainId, projectId } = request.query
    if (!projects.has(projectId))
      return reply
        .code(401)
        .send({ error: 'Unauthorized', message: `Unknown projectId: ${projectId}` })
    // With the indexer off it follows no chain: nothing is counted.
    const followed = parameters.indexerOn === false ? [] : parameters.chains
    const chains = followed.filter(
      (id) => chainClients.has(id) && (chainId === undefined || id === chainId),
    )
    const now = clock.now()
    const today = Date.parse(`${dateOf(now)}T00:00:00Z`)
    // The end of each whole day (the next midnight), then now.
    const ends = Array.from(
      { length: days },
      (_, index) => new Date(today - (days - 1 - index) * DAY_MS),
    )
    ends.push(new Date(now))
    const dates = ends.map((_, index) => dateOf(today - (days - index) * DAY_MS))
    const empty = { currency: 'usd' as const, priceBasis: 'current' as const, days }
    if (chains.length === 0) return { ...empty, chains: [], points: [] }

    // Where the indexer stands on each chain: the answer holds until it moves (or the day ends).
    const cursors = new Map(
      (
        await db
          .select({ chainId: historyCursors.chainId, blockNumber: historyCursors.blockNumber })
          .from(historyCursors)
          .where(inArray(historyCursors.chainId, chains))
      ).map((row) => [row.chainId, row.blockNumber]),
    )
    const notIndexed = chains.find((id) => !cursors.has(id))
    if (notIndexed !== undefined)
      return reply.code(503).send({
        error: 'Service Unavailable',
        message: `Value history unavailable: ${notIndexed} is not indexed yet`,
      })
    const blocks = chains.map((id) => `${id}@${cursors.get(id)}`).join(',')
    const key = `value-history:${address.toLowerCase()}:${blocks}:${days}:${dates[days]}`
    const cached = await cache.get<z.infer<typeof valueHistorySchema>>(key)
    if (cached !== undefined) return cached

    const read = await Promise.all(
      chains.map(async (caipNetworkId) => {
        const client = chainClients.get(caipNetworkId)
        const blockNumber = cursors.get(caipNetworkId) as number
        const list = tokenLists[caipNetworkId] ?? {
          nativeCurrency: client?.chain?.nativeCurrency ?? {
            name: 'Ether',
            symbol: 'ETH',
            decimals: 18,
          },
          tokens: [],
        }
        if (client === undefined) return { caipNetworkId, outcome: 'failed' as const }
        try {
          const values = await readChainDailyValues({
            db,
            client,
            caipNetworkId,
            list,
            priceSource,
            address: address as Address,
            blockNumber,
            ends,
            fees,
          })
          return { caipNetworkId, outcome: 'read' as const, blockNumber, values }
        } catch (error) {
          request.log.warn(
            { chainId: caipNetworkId, reason: (error as Error).message },
            'value history read failed',
          )
          return { caipNetworkId, outcome: 'failed' as const }
        }
      }),
    )
    const failed = read.find((chain) => chain.outcome === 'failed')
    if (failed !== undefined)
      return reply.code(502).send({
        error: 'Bad Gateway',
        message: `Value history unavailable: ${failed.caipNetworkId} did not answer`,
      })
    const counted = read.flatMap((chain) => (chain.outcome === 'read' ? [chain] : []))
    const answer = {
      ...empty,
      chains: counted.map((chain) => ({
        chainId: chain.caipNetworkId,
        blockNumber: chain.blockNumber,
      })),
      points: dates.map((date, index) => ({
        date,
        value: ratioToNumber(
          counted.reduce<UsdPrice>(
            (total, chain) =>
              addRatio(total, chain.values[index] ?? { numerator: 0n, denominator: 1n }),
            { numerator: 0n, denominator: 1n },
          ),
        ),
      })),
    }
    await cache.set(key, answer, BALANCE_CACHE_MS)
    return answer
  })
}
