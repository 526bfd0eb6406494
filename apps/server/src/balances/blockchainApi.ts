import { type Clock, systemClock } from '@portico/core/internal'
import type { FastifyInstance } from 'fastify'
import type { Hex } from 'viem'
import type { RpcUpstream } from '../config'
import { convertRoutes } from '../convert/convertRoutes'
import { createUniswapV2SwapSource } from '../convert/createUniswapV2SwapSource'
import type { SwapSource } from '../convert/swapSource'
import type { Database } from '../db/openDatabase'
import { createEnsIdentityResolver } from '../ens/createEnsIdentityResolver'
import { ensGatewayRoute } from '../ens/ensGatewayRoute'
import type { EnsConfig } from '../ens/readEnsConfig'
import { valueHistoryRoute } from '../history/value/valueHistoryRoute'
import {
  firstIdentityResolver,
  type IdentityResolver,
  noIdentityResolver,
} from '../identity/identityResolver'
import { identityRoute } from '../identity/identityRoute'
import { createUniswapV2PriceSource } from '../prices/createUniswapV2PriceSource'
import { fungiblePriceRoute } from '../prices/fungiblePriceRoute'
import { parseUsdPriceTable, type UsdPriceTable } from '../prices/parseUsdPriceTable'
import type { PriceSource } from '../prices/priceSource'
import { createProfileIdentityResolver } from '../profile/createProfileIdentityResolver'
import { createProfileStore } from '../profile/createProfileStore'
import { profileRoutes } from '../profile/profileRoutes'
import { createSolanaPriceSource } from '../solana/createSolanaPriceSource'
import type { SolanaTokenLists } from '../solana/solanaTokenListSchema'
import { balanceRoute } from './balanceRoute'
import { createChainClients } from './createChainClients'
import { createMemoryCache, type ServerCache } from './createMemoryCache'
import type { TokenLists } from './tokenListSchema'

export type BlockchainApiParameters = {
  config: {
    rpcUpstreams: readonly RpcUpstream[]
    tokenLists: TokenLists
    rpcTimeoutMs: number
    /** Prefix of icon URLs (`PORTICO_PUBLIC_URL`); none: server-relative paths. */
    publicUrl?: string | undefined
    /** Names of SOL and known mints per `solana:` chain; none: SOL and unknown tokens only. */
    solanaTokenLists?: SolanaTokenLists | undefined
    /** Fixed USD prices of Solana tokens; the built-in defaults when absent. */
    usdPrices?: UsdPriceTable | undefined
    /** Live USD price source per Solana chain (`PORTICO_SOLANA_PRICE_URLS`); none: the fixed table only. */
    solanaPriceUrls?: ReadonlyMap<string, string> | undefined
    /** Zone of account names (`PORTICO_NAME_ZONE`); none: no Portico name service (`/v1/profile/*`, the ENS gateway). */
    nameZone?: string | undefined
    /** Where identities' ENS primary names are read (`PORTICO_ENS_*`); none, or no upstream of its chain: no ENS. */
    ens?: EnsConfig | undefined
    /** Key of the ENS CCIP-Read gateway (`PORTICO_ENS_GATEWAY_KEY`); none: no gateway. */
    ensGatewayKey?: Hex | undefined
    /** The history indexer (`PORTICO_INDEXER`, on by default): off, the value history counts no chain. */
    indexer?: { enabled: boolean } | undefined
  }
  /** The database of the name service (`/v1/profile/*`) and the indexer's history; none: no profile or value history routes. */
  db?: Database | undefined
  /** Known project ids (the server's cache of the `projects` table). */
  projects: { has(projectId: string): boolean }
  /** Time source of the caches; the system clock by default. */
  clock?: Clock | undefined
  /** Cache of balances and identities; in memory by default. */
  cache?: ServerCache | undefined
  /** Price source; Uniswap V2 pools of each chain's `prices` entry by default. */
  priceSource?: PriceSource | undefined
  /** Swaps (`/v1/convert/*`); Uniswap V2 pools of each chain's `swaps` entry by default. */
  swapSource?: SwapSource | undefined
  /** Identity source; by default the name service's primary name (with `db` and a zone), else the ENS primary name (with an upstream of the ENS chain). */
  identityResolver?: IdentityResolver | undefined
}

/**
 * The balance, price and identity part of the `/v1` blockchain API: builds one viem client per
 * EVM upstream (the `solana:` upstreams are read over plain JSON-RPC) and registers `GET /v1/account/:address/balance`, `POST /v1/fungible/price` and
 * `GET /v1/identity/:address` sharing one cache and price source, the swap routes (`/v1/convert/*`)
 * and, given a database, the name service (`/v1/profile/*`) and the daily
 * value history (`GET /v1/account/:address/value-history`).
 *
 * @example
 * await app.register(blockchainApi, { config, projects })
 */
export async function blockchainApi(
  app: FastifyInstance,
  parameters: BlockchainApiParameters,
): Promise<void> {
  const { config, projects } = parameters
  const chainClients = createChainClients({
    rpcUpstreams: config.rpcUpstreams,
    tokenLists: config.tokenLists,
    timeoutMs: config.rpcTimeoutMs,
  })
  const clock = parameters.clock ?? systemClock
  const cache = parameters.cache ?? createMemoryCache({ clock })
  const priceSource =
    parameters.priceSource ??
    createUniswapV2PriceSource({ chainClients, tokenLists: config.tokenLists })
  const { tokenLists, publicUrl } = config
  const solana = {
    upstreams: new Map(
      config.rpcUpstreams
        .filter((upstream) => upstream.caipNetworkId.startsWith('solana:'))
        .map((upstream) => [upstream.caipNetworkId, upstream.url]),
    ),
    tokenLists: config.solanaTokenLists ?? {},
    prices: createSolanaPriceSource({
      urls: config.solanaPriceUrls ?? new Map(),
      fixed: config.usdPrices ?? parseUsdPriceTable(),
      cache,
      timeoutMs: config.rpcTimeoutMs,
    }),
  }
  await app.register(balanceRoute, {
    chainClients,
    tokenLists,
    priceSource,
    cache,
    projects,
    publicUrl,
    solana: { ...solana, timeoutMs: config.rpcTimeoutMs },
    bitcoin: {
      upstreams: new Map(
        config.rpcUpstreams
          .filter((upstream) => upstream.caipNetworkId.startsWith('bip122:'))
          .map((upstream) => [upstream.caipNetworkId, upstream.url]),
      ),
      prices: config.usdPrices ?? parseUsdPriceTable(),
      timeoutMs: config.rpcTimeoutMs,
    },
  })
  await app.register(fungiblePriceRoute, {
    chainClients,
    tokenLists,
    priceSource,
    projects,
    publicUrl,
    solana: { ...solana, served: solana.upstreams },
  })
  await app.register(convertRoutes, {
    chainClients,
    tokenLists,
    swaps:
      parameters.swapSource ??
      createUniswapV2SwapSource({ chainClients, tokenLists: config.tokenLists }),
    projects,
    publicUrl,
    clock,
  })
  if (parameters.db !== undefined)
    await app.register(valueHistoryRoute, {
      db: parameters.db,
      chainClients,
      tokenLists,
      priceSource,
      cache,
      clock,
      projects,
      chains: config.rpcUpstreams
        .map((upstream) => upstream.caipNetworkId)
        .filter((id) => id.startsWith('eip155:')),
      indexerOn: config.indexer?.enabled !== false,
    })
  const zone = config.nameZone
  const store = zone !== undefined && parameters.db ? createProfileStore(parameters.db) : undefined
  if (store && zone)
    await app.register(profileRoutes, {
      store,
      zone,
      chainClients,
      projects,
      clock,
      // A new name is the address's identity at once, not after the 5 min cache: the answer
      // without a chain and the one of each EVM chain the server serves (the kit asks with its chain).
      onRegistered: async (address) => {
        const key = `identity:${address.toLowerCase()}`
        const chains = [...chainClients.keys()].filter((chain) => chain.startsWith('eip155:'))
        await Promise.all([
          cache.delete(key),
          ...chains.map((chain) => cache.delete(`${key}:${chain.slice('eip155:'.length)}`)),
        ])
      },
    })
  if (store && zone && config.ensGatewayKey)
    await app.register(ensGatewayRoute, {
      store,
      zone,
      signingKey: config.ensGatewayKey,
      clock,
    })
  const ensClient = config.ens && chainClients.get(config.ens.chain)
  const resolvers = [
    ...(store ? [createProfileIdentityResolver({ store })] : []),
    ...(ensClient && config.ens?.universalResolver
      ? [
          createEnsIdentityResolver({
            client: ensClient,
            universalResolver: config.ens.universalResolver,
            ensChainId: Number(config.ens.chain.slice('eip155:'.length)),
          }),
        ]
      : []),
  ]
  await app.register(identityRoute, {
    resolver:
      parameters.identityResolver ??
      (resolvers.length > 0 ? firstIdentityResolver(resolvers) : noIdentityResolver),
    cache,
    projects,
  })
}
