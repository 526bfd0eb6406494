import { isEvmAddress, isSolanaAddress } from '@portico/core'
import { parseCaipAddress } from '@portico/core/caip'
import type { FastifyInstance } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { z } from 'zod'
import { tokenImagePath } from '../balances/tokenImagePath'
import type { Database } from '../db/openDatabase'
import { parseServedChainId } from '../solana/parseServedChainId'
import type { HistoryBackfill } from './backfill/startHistoryBackfill'
import { decodeHistoryCursor } from './decodeHistoryCursor'
import type { HistoryCursor } from './encodeHistoryCursor'
import { nativeCurrencyOf } from './nativeCurrencyOf'
import { readHistoryPage } from './readHistoryPage'
import { readSolanaHistoryPage } from './solana/readSolanaHistoryPage'
import type { SolanaHistory } from './solana/startSolanaHistory'

export type HistoryRouteParameters = {
  db: Database
  /** CAIP-2 ids the indexer follows; any other chain answers an empty page. */
  chains: readonly string[]
  /** Prefix of icon URLs (`PORTICO_PUBLIC_URL`); none: server-relative paths. */
  publicUrl?: string | undefined
  /** The Solana chains served, indexed on demand; none: Solana accounts answer an empty page. */
  solana?: Pick<SolanaHistory, 'chains' | 'refresh' | 'isIndexed'> | undefined
  /** The per-account backfill of transfers before the index's start block; none: not reported. */
  backfill?: Pick<HistoryBackfill, 'request'> | undefined
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
    /** Solana: the fee the account paid, in SOL. */
    fee: z.object({ numeric: z.string(), decimals: z.string() }).optional(),
  }),
  transfers: z.array(transfer),
})

const schema = {
  summary: "An account's transaction history, newest first (50 per page)",
  description:
    "Native transfers and ERC-20 `Transfer` logs recorded by the server's indexer; on Solana chains, SOL and SPL transfers (the account is indexed by its signatures when asked for). Pass the `next` of a page as `cursor` to get the following one; `next` is null on the last page. A chain the indexer does not follow answers an empty page.",
  tags: ['blockchain'],
  params: z.object({
    account: z
      .string()
      .max(200)
      .describe(
        'A 0x address, a base58 Solana address or a CAIP-10 account id (eip155:1:0x…, solana:…:…)',
      ),
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
    200: z.object({
      data: z.array(transaction),
      next: z.string().nullable(),
      backfill: z
        .object({
          status: z
            .enum(['running', 'done', 'unavailable'])
            .describe(
              'running: older transfers are being filled in; unavailable: ERC-20 transfers are complete, native ones only from completeFromBlock (the node has no trace_filter and no explorer API is configured)',
            ),
          completeFromBlock: z
            .number()
            .int()
            .nullable()
            .describe(
              'The history is complete from this block on (null: the index has not started)',
            ),
          nativeSource: z
            .enum(['trace_filter', 'explorer', 'unavailable'])
            .nullable()
            .describe(
              'Where native transfers before the index come from (null: not known yet, or not needed)',
            ),
        })
        .optional()
        .describe(
          "One chain's history only: the backfill of the account's transfers before the index's start block",
        ),
    }),
    400: errorBody,
    429: errorBody,
    502: errorBody,
  },
}

/**
 * `GET /v1/account/:account/history?chainId=&cursor=` (SPEC §7) → `{ data, next }`: the
 * account's history read from the indexer's tables ({@link readHistoryPage}), newest first, 50
 * items a page, keyset pagination with an opaque cursor. Bad input → 400 `{ error, message }`;
 * a valid chain the indexer does not follow → `{ data: [], next: null }`. A Solana account is
 * first brought up to date from its node (first page only; {@link SolanaHistory.refresh}), then
 * read the same way ({@link readSolanaHistoryPage}); a node that fails for an account never
 * indexed → 502. An EVM history of one chain starts (or reads) the account's backfill of the
 * transfers before the index's start block and answers its state as `backfill`.
 *
 * @example
 * await app.register(historyRoute, { db, chains: ['eip155:31337'] })
 * await app.inject('/v1/account/0xf39F…2266/history?chainId=eip155:31337')
 */
export async function historyRoute(
  app: FastifyInstance,
  { db, chains, publicUrl = '', solana, backfill }: HistoryRouteParameters,
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
        // Core's ids, and any 32-base58 Solana cluster (the local chain's among them).
        const served = parseServedChainId(query.chainId)
        if (served === undefined) return badRequest(`Invalid CAIP-2 network id: ${query.chainId}`)
        chainId = served.caipNetworkId
      }

      let address: string
      let onSolana = false
      const solanaAccount = /^(solana:[^:]*):([^:]*)$/.exec(account)
      if (solanaAccount !== null) {
        const served = parseServedChainId(solanaAccount[1] as string)
        if (served === undefined) return badRequest(`Invalid CAIP-10 address: ${account}`)
        address = solanaAccount[2] as string
        if (!isSolanaAddress(address)) return badRequest(`Invalid Solana address: ${address}`)
        if (chainId !== undefined && chainId !== served.caipNetworkId)
          return badRequest(
            `chainId ${chainId} does not match the account's ${served.caipNetworkId}`,
          )
        chainId = served.caipNetworkId
        onSolana = true
      } else if (account.includes(':')) {
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
      else if (isSolanaAddress(account)) {
        address = account
        onSolana = true
      } else return badRequest(`Invalid account: ${account} (expected a 0x address or CAIP-10 id)`)

      let cursor: HistoryCursor | undefined
      if (query.cursor !== undefined && query.cursor !== '') {
        try {
          cursor = decodeHistoryCursor(query.cursor)
        } catch {
          return badRequest('Invalid cursor')
        }
      }
      if (onSolana) {
        const served = solana?.chains ?? []
        const solanaChains = chainId === undefined ? served : served.filter((id) => id === chainId)
        if (solana === undefined || solanaChains.length === 0) return empty
        if (cursor === undefined)
          for (const solanaChain of solanaChains)
            try {
              await solana.refresh(solanaChain, address)
            } catch (error) {
              request.log.warn(
                { chainId: solanaChain, reason: (error as Error).message },
                'Solana history refresh failed',
              )
              if (!(await solana.isIndexed(solanaChain, address)))
                return reply
                  .code(502)
                  .send({ error: 'Bad Gateway', message: 'The Solana node did not answer' })
            }
        return readSolanaHistoryPage({
          db,
          address,
          chainIds: solanaChains,
          cursor,
          iconUrl: (symbol) => `${publicUrl}${tokenImagePath(symbol)}`,
        })
      }
      if (chainId !== undefined && !followed.has(chainId)) return empty

      const state = chainId === undefined ? undefined : await backfill?.request(chainId, address)
      const page = await readHistoryPage({
        db,
        address,
        chainId,
        cursor,
        nativeCurrency: nativeCurrencyOf,
        iconUrl: (symbol) => `${publicUrl}${tokenImagePath(symbol)}`,
      })
      return state === undefined ? page : { ...page, backfill: state }
    })
}
