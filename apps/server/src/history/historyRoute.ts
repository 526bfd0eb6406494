import {
  isCaipNetworkId,
  isEvmAddress,
  isSolanaAddress,
  parseCaipAddress,
  parseCaipNetworkId,
} from '@portico/core'
import type { FastifyInstance } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { z } from 'zod'
import { tokenImagePath } from '../balances/tokenImagePath'
import type { Database } from '../db/openDatabase'
import { decodeHistoryCursor } from './decodeHistoryCursor'
import type { HistoryCursor } from './encodeHistoryCursor'
import { nativeCurrencyOf } from './nativeCurrencyOf'
import { readHistoryPage } from './readHistoryPage'

export type HistoryRouteParameters = {
  db: Database
  /** CAIP-2 ids the indexer follows; any other chain answers an empty page. */
  chains: readonly string[]
  /** Prefix of icon URLs (`PORTICO_PUBLIC_URL`); none: server-relative paths. */
  publicUrl?: string | undefined
}

const errorBody = z.object({ error: z.string(), message: z.string() })

const transfer = z.object({
  fungible_info: z.object({
    name: z.string(),
    symbol: z.string(),
    icon: z.object({ url: z.string() }).optional(),
    address: z.string().optional(),
    flags: z.object({ is_spam: z.boolean() }),
  }),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string(), decimals: z.string() }),
})

const transaction = z.object({
  id: z.string(),
  metadata: z.object({
    minedAt: z.string(),
    chain: z.string(),
    operationType: z.string(),
    status: z.enum(['confirmed', 'failed', 'pending']),
    sentFrom: z.string(),
    sentTo: z.string(),
    hash: z.string().optional(),
  }),
  transfers: z.array(transfer),
})

const schema = {
  summary: "An account's transaction history, newest first (50 per page)",
  description:
    "Native transfers and ERC-20 `Transfer` logs recorded by the server's indexer. Pass the `next` of a page as `cursor` to get the following one; `next` is null on the last page. A chain the indexer does not follow answers an empty page.",
  tags: ['blockchain'],
  params: z.object({
    account: z.string().max(200).describe('A 0x address or a CAIP-10 account id (eip155:1:0x…)'),
  }),
  querystring: z.object({
    chainId: z.string().max(100).optional().describe('CAIP-2 id: only this chain'),
    cursor: z.string().max(400).optional().describe('The `next` of the previous page'),
    projectId: z.string().max(100).optional(),
    onramp: z.string().max(100).optional(),
    st: z.string().max(100).optional(),
    sv: z.string().max(100).optional(),
  }),
  response: {
    200: z.object({ data: z.array(transaction), next: z.string().nullable() }),
    400: errorBody,
    429: errorBody,
  },
}

/**
 * `GET /v1/account/:account/history?chainId=&cursor=` (SPEC §7) → `{ data, next }`: the
 * account's history read from the indexer's tables ({@link readHistoryPage}), newest first, 50
 * items a page, keyset pagination with an opaque cursor. Bad input → 400 `{ error, message }`;
 * a valid chain the indexer does not follow (or a Solana account) → `{ data: [], next: null }`.
 *
 * @example
 * await app.register(historyRoute, { db, chains: ['eip155:31337'] })
 * await app.inject('/v1/account/0xf39F…2266/history?chainId=eip155:31337')
 */
export async function historyRoute(
  app: FastifyInstance,
  { db, chains, publicUrl = '' }: HistoryRouteParameters,
): Promise<void> {
  const followed = new Set(chains)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/v1/account/:account/history', { schema }, async (request, reply) => {
      const empty = { data: [], next: null }
      const badRequest = (message: string) =>
        reply.code(400).send({ error: 'Bad Request', message })
      const { account } = request.params
      const query = request.query

      let chainId: string | undefined
      if (query.chainId !== undefined) {
        if (!isCaipNetworkId(query.chainId))
          return badRequest(`Invalid CAIP-2 network id: ${query.chainId}`)
        const { namespace, reference } = parseCaipNetworkId(query.chainId)
        chainId = `${namespace}:${reference}`
      }

      let address: string
      if (account.includes(':')) {
        let parsed: ReturnType<typeof parseCaipAddress>
        try {
          parsed = parseCaipAddress(account)
        } catch {
          return badRequest(`Invalid CAIP-10 address: ${account}`)
        }
        if (chainId !== undefined && chainId !== parsed.caipNetworkId)
          return badRequest(
            `chainId ${chainId} does not match the account's ${parsed.caipNetworkId}`,
          )
        chainId = parsed.caipNetworkId
        if (parsed.namespace !== 'eip155') return empty
        address = parsed.address
      } else if (isEvmAddress(account) && account.startsWith('0x')) address = account
      else if (isSolanaAddress(account)) return empty
      else return badRequest(`Invalid account: ${account} (expected a 0x address or CAIP-10 id)`)

      let cursor: HistoryCursor | undefined
      if (query.cursor !== undefined && query.cursor !== '') {
        try {
          cursor = decodeHistoryCursor(query.cursor)
        } catch {
          return badRequest('Invalid cursor')
        }
      }
      if (chainId !== undefined && !followed.has(chainId)) return empty

      return readHistoryPage({
        db,
        address,
        chainId,
        cursor,
        nativeCurrency: nativeCurrencyOf,
        iconUrl: (symbol) => `${publicUrl}${tokenImagePath(symbol)}`,
      })
    })
}
