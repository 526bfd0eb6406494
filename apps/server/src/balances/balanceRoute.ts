import { isBitcoinAddress, isSolanaAddress } from '@portico/core'
import { BALANCE_CACHE_MS } from '@portico/core/internal'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Address } from 'viem'
import { z } from 'zod'
import { fetchEsplora } from '../bitcoin/fetchEsplora'
import { getBitcoinAccountBalances } from '../bitcoin/getBitcoinAccountBalances'
import { errorBody } from '../openapi/errorBody'
import type { UsdPriceTable } from '../prices/parseUsdPriceTable'
import type { PriceSource } from '../prices/priceSource'
import { callSolanaRpc } from '../solana/callSolanaRpc'
import type { SolanaPriceSource } from '../solana/createSolanaPriceSource'
import { getSolanaAccountBalances } from '../solana/getSolanaAccountBalances'
import { parseServedChainId } from '../solana/parseServedChainId'
import type { SolanaTokenLists } from '../solana/solanaTokenListSchema'
import {
  balanceAddressSchema,
  caipNetworkIdSchema,
  projectIdSchema,
  tokenBalanceSchema,
} from './apiSchemas'
import type { ChainClients } from './createChainClients'

import type { ServerCache } from './createMemoryCache'
import { type AccountBalance, getAccountBalances } from './getAccountBalances'
import type { TokenLists } from './tokenListSchema'

export type BalanceRouteParameters = {
  chainClients: ChainClients
  tokenLists: TokenLists
  priceSource: PriceSource
  cache: ServerCache
  /** Known project ids. */
  projects: { has(projectId: string): boolean }
  /** Prefix of icon URLs (`PORTICO_PUBLIC_URL`); none: server-relative paths. */
  publicUrl?: string | undefined
  /** The `solana:` chains: their nodes, token lists and fixed USD prices. None: no Solana. */
  solana?: SolanaBalanceChains | undefined
  /** The `bip122:` chains: their Esplora APIs and fixed USD prices. None: no Bitcoin. */
  bitcoin?: BitcoinBalanceChains | undefined
}

/** What the route needs to answer for `bip122:` chains. */
export type BitcoinBalanceChains = {
  /** CAIP-2 id → the chain's Esplora API base URL (the gateway's upstreams). */
  upstreams: ReadonlyMap<string, string>
  /** `bip122:<ref>:native` → the USD price of one BTC (`PORTICO_USD_PRICES`). */
  prices: UsdPriceTable
  timeoutMs: number
}

/** What the route needs to answer for `solana:` chains. */
export type SolanaBalanceChains = {
  /** CAIP-2 id → the node's URL (the gateway's upstreams). */
  upstreams: ReadonlyMap<string, string>
  tokenLists: SolanaTokenLists
  /** USD prices: the live source where configured, else the fixed table. */
  prices: SolanaPriceSource
  timeoutMs: number
}

/** Body of `GET /v1/account/{address}/balance`. */
export type BalanceRouteReturnType = { balances: AccountBalance[] }

const schema = {
  summary: "An account's token balances with USD prices (SPEC §3 token balance)",
  description:
    'Native balance (always) and the non-zero balances of the chain token list, read in one ' +
    'Multicall3 call (EVM), or SOL and every SPL token held (Token and Token-2022, one batched ' +
    'call; USD prices from a fixed table) on a solana: chain, or BTC (confirmed and unconfirmed, ' +
    'from the Esplora API) on a bip122: chain; cached 30 s per account and chain. ' +
    'forceUpdate=true reads the chain again only when a block was mined (the slot advanced) ' +
    'since the last forced read (other requests share the running read). An ' +
    'unsupported network answers { balances: [] }. Icon URLs are server-relative unless the ' +
    'server has a public URL.',
  tags: ['blockchain'],
  params: z.object({ address: balanceAddressSchema }),
  querystring: z.object({
    currency: z.literal('usd').default('usd'),
    chainId: caipNetworkIdSchema,
    forceUpdate: z.enum(['true', 'false']).optional(),
    projectId: projectIdSchema,
    st: z.string().max(100).optional(),
    sv: z.string().max(100).optional(),
    clientId: z.string().max(200).optional(),
  }),
  response: {
    200: z.object({ balances: z.array(tokenBalanceSchema) }),
    400: errorBody,
    401: errorBody,
    429: errorBody,
    502: errorBody,
  },
}

/**
 * `GET /v1/account/{address}/balance?currency=usd&chainId=…&forceUpdate=…&projectId=…` →
 * `{ balances }`. Reads the chain's node directly (the gateway's upstream), prices through the
 * price source; icon URLs are server-relative, or absolute on `publicUrl` when set (never built
 * from the request's `Host`). `forceUpdate` skips the cache only when the chain's head moved since
 * the account's last forced read (one `eth_blockNumber`, shared by concurrent requests, instead
 * of a Multicall and price reads each); concurrent reads of one account share one chain read.
 * On a `solana:` chain: SOL and SPL balances ({@link getSolanaAccountBalances}), the head being
 * the node's slot (`getSlot`). 400 for a bad address or query (an EVM chain needs a 0x address, a
 * Solana chain a base58 one), 401 for an unknown project, 502 when the node fails.
 *
 * @example
 * await app.register(balanceRoute, { chainClients, tokenLists, priceSource, cache, projects })
 * await app.inject('/v1/account/0xf39F…2266/balance?currency=usd&chainId=eip155:31337&projectId=portico-local')
 */
export async function balanceRoute(
  fastify: FastifyInstance,
  parameters: BalanceRouteParameters,
): Promise<void> {
  const { chainClients, tokenLists, priceSource, cache, projects, solana, bitcoin } = parameters
  const iconPrefix = parameters.publicUrl ?? ''
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const inFlight = new Map<string, Promise<AccountBalance[]>>()
  /** Head block seen just before each account's last forced read; bounded to 10 000 accounts. */
  const readAtBlock = new Map<string, bigint>()
  /** One `eth_blockNumber` (or `getSlot`) at a time per chain, shared by every request that needs it. */
  const headReads = new Map<string, Promise<bigint>>()
  const headOf = (chainId: string, readHead: () => Promise<bigint>): Promise<bigint> => {
    let pending = headReads.get(chainId)
    if (pending === undefined) {
      pending = readHead().finally(() => headReads.delete(chainId))
      headReads.set(chainId, pending)
    }
    return pending
  }
  /**
   * A forced request: joins a read under way, else reads the chain when a block was mined since
   * the account's last forced read (nothing can have changed otherwise), else `undefined` (the
   * cache answers). Deciding and starting the read happen in one step, so concurrent forced
   * requests share one read.
   */
  const forcedRead = async (
    key: string,
    chainId: string,
    readHead: () => Promise<bigint>,
    start: () => Promise<AccountBalance[]>,
  ): Promise<AccountBalance[] | undefined> => {
    const head = await headOf(chainId, readHead).catch(() => undefined)
    const running = inFlight.get(key)
    if (running !== undefined) return running
    const last = readAtBlock.get(key)
    if (head !== undefined && last !== undefined && head <= last) return undefined
    readAtBlock.delete(key)
    if (head !== undefined) readAtBlock.set(key, head)
    if (readAtBlock.size > 10_000) readAtBlock.delete(readAtBlock.keys().next().value as string)
    return start()
  }

  /** How to read the chain's head and an account's balances; undefined: chain not served. */
  const readerOf = (
    namespace: string,
    chainId: string,
    address: string,
  ): { readHead: () => Promise<bigint>; read: () => Promise<AccountBalance[]> } | undefined => {
    const client = namespace === 'eip155' ? chainClients.get(chainId) : undefined
    if (client !== undefined)
      return {
        readHead: () => client.getBlockNumber({ cacheTime: 0 }),
        read: () =>
          getAccountBalances({
            client,
            caipNetworkId: chainId,
            list: tokenLists[chainId] ?? {
              nativeCurrency: client.chain?.nativeCurrency ?? {
                name: 'Ether',
                symbol: 'ETH',
                decimals: 18,
              },
              tokens: [],
            },
            priceSource,
            address: address as Address,
          }),
      }
    const esplora = namespace === 'bip122' ? bitcoin?.upstreams.get(chainId) : undefined
    if (bitcoin !== undefined && esplora !== undefined) {
      const { timeoutMs } = bitcoin
      return {
        readHead: async () =>
          BigInt(
            (await fetchEsplora({ url: esplora, path: '/blocks/tip/height', timeoutMs })).trim(),
          ),
        read: () =>
          getBitcoinAccountBalances({
            url: esplora,
            caipNetworkId: chainId,
            address,
            prices: bitcoin.prices,
            timeoutMs,
          }),
      }
    }
    const url = namespace === 'solana' ? solana?.upstreams.get(chainId) : undefined
    if (solana === undefined || url === undefined) return undefined
    const { timeoutMs } = solana
    return {
      readHead: async () => {
        const [slot] = await callSolanaRpc({ url, calls: [{ method: 'getSlot' }], timeoutMs })
        if (typeof slot !== 'number') throw new Error('getSlot answered no slot')
        return BigInt(slot)
      },
      read: () =>
        getSolanaAccountBalances({
          url,
          caipNetworkId: chainId,
          list: solana.tokenLists[chainId],
          prices: (mints) => solana.prices.tableFor(chainId, mints),
          address,
          timeoutMs,
        }),
    }
  }

  app.get('/v1/account/:address/balance', { schema }, async (request, reply) => {
    const { address } = request.params
    const { forceUpdate, projectId } = request.query
    if (!projects.has(projectId))
      return reply
        .code(401)
        .send({ error: 'Unauthorized', message: `Unknown projectId: ${projectId}` })
    const {
      namespace,
      reference,
      caipNetworkId: chainId,
    } = parseServedChainId(request.query.chainId) ?? {
      namespace: '',
      reference: '',
      caipNetworkId: request.query.chainId,
    }
    if (namespace === 'eip155' && !address.startsWith('0x'))
      return reply.code(400).send({
        error: 'Bad Request',
        message: `Invalid path parameter "address": ${chainId} needs an EVM (0x…) address`,
      })
    if (namespace === 'solana' && !isSolanaAddress(address))
      return reply.code(400).send({
        error: 'Bad Request',
        message: `Invalid path parameter "address": ${chainId} needs a Solana (base58) address`,
      })
    if (namespace === 'bip122' && !isBitcoinAddress(address, reference))
      return reply.code(400).send({
        error: 'Bad Request',
        message: `Invalid path parameter "address": ${chainId} needs a Bitcoin address of that network`,
      })
    const reader = readerOf(namespace, chainId, address)
    if (reader === undefined) return { balances: [] }

    const key = `balance:${chainId}:${namespace === 'eip155' ? address.toLowerCase() : address}`
    const start = () => {
      const running = inFlight.get(key)
      if (running !== undefined) return running
      const read = reader
        .read()
        .then(async (result) => {
          await cache.set(key, result, BALANCE_CACHE_MS)
          return result
        })
        .finally(() => {
          if (inFlight.get(key) === read) inFlight.delete(key)
        })
      inFlight.set(key, read)
      return read
    }
    let balances: AccountBalance[] | undefined
    try {
      const forced =
        forceUpdate === 'true' ? await forcedRead(key, chainId, reader.readHead, start) : undefined
      balances = forced ?? (await cache.get<AccountBalance[]>(key)) ?? (await start())
    } catch (error) {
      request.log.warn({ chainId, reason: (error as Error).message }, 'balance read failed')
      return reply
        .code(502)
        .send({ error: 'Bad Gateway', message: `Balance unavailable: ${chainId} did not answer` })
    }
    return {
      balances: balances.map((balance) => ({
        ...balance,
        iconUrl: `${iconPrefix}${balance.iconUrl}`,
      })),
    }
  })
}
