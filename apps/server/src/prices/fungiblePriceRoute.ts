import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { type Address, erc20Abi, getAddress } from 'viem'
import { z } from 'zod'
import { caipAddressSchema, projectIdSchema } from '../balances/apiSchemas'
import type { ChainClients } from '../balances/createChainClients'
import { tokenImagePath } from '../balances/tokenImagePath'
import type { TokenLists } from '../balances/tokenListSchema'
import { errorBody } from '../openapi/errorBody'
import type { SolanaPriceSource } from '../solana/createSolanaPriceSource'
import { getSolanaPrices, solanaNativeTokenAddress } from '../solana/getSolanaPrices'
import { parseServedCaipAddress } from '../solana/parseServedCaipAddress'
import type { SolanaTokenLists } from '../solana/solanaTokenListSchema'
import type { UsdPriceTable } from './parseUsdPriceTable'
import type { PriceSource, UsdPrice } from './priceSource'
import { ratioToNumber } from './ratioToNumber'

/** The address clients use for a chain's native currency in CAIP-10 ids. */
export const nativeTokenAddress = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

export type FungiblePriceRouteParameters = {
  chainClients: ChainClients
  tokenLists: TokenLists
  priceSource: PriceSource
  projects: { has(projectId: string): boolean }
  /** Prefix of icon URLs (`PORTICO_PUBLIC_URL`); none: server-relative paths. */
  publicUrl?: string | undefined
  /** `solana:` tokens: the chains served, their token lists and the fixed USD table; none: left out. */
  solana?:
    | {
        served: { has(caipNetworkId: string): boolean }
        tokenLists: SolanaTokenLists
        /** USD prices: the live source where configured, else the fixed table. */
        prices: SolanaPriceSource
      }
    | undefined
}

/** The USD prices of the asked `solana:` tokens, one price-source call per served chain. */
async function solanaPriceTable(
  solana: { served: { has(caipNetworkId: string): boolean }; prices: SolanaPriceSource },
  tokens: readonly { caipNetworkId: string; address: string }[],
): Promise<UsdPriceTable> {
  const byChain = new Map<string, string[]>()
  for (const { caipNetworkId, address } of tokens) {
    if (!solana.served.has(caipNetworkId)) continue
    const mint = address === solanaNativeTokenAddress ? 'native' : address
    byChain.set(caipNetworkId, [...(byChain.get(caipNetworkId) ?? []), mint])
  }
  const table = new Map<string, UsdPrice>()
  for (const [caipNetworkId, mints] of byChain)
    for (const [key, price] of await solana.prices.tableFor(caipNetworkId, mints))
      if (key.startsWith(`${caipNetworkId}:`)) table.set(key, price)
  return table
}

/** One priced token of `POST /v1/fungible/price`. */
export type FungiblePrice = {
  name: string
  symbol: string
  iconUrl: string
  /** USD per whole token. */
  price: number
  /** The CAIP-10 id as asked. */
  address: string
}
export type FungiblePriceRouteReturnType = { fungibles: FungiblePrice[] }

const fungibleSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  iconUrl: z.string(),
  price: z.number().describe('USD per whole token'),
  address: z.string().describe('the CAIP-10 id as asked'),
})

const schema = {
  summary: 'USD prices of tokens',
  description:
    'Prices of the given CAIP-10 tokens (the native currency as 0xEeee…EEeE) from the price ' +
    'source (Uniswap V2 pools against the chain USD-stable token by default). On solana: chains ' +
    '(SOL as So11111111111111111111111111111111111111111, SPL tokens by mint) from the fixed USD ' +
    'table (PORTICO_USD_PRICES). Tokens without a price, or on unsupported chains, are left out; ' +
    'the answer keeps the order asked.',
  tags: ['blockchain'],
  querystring: z.object({
    projectId: projectIdSchema.optional(),
    st: z.string().max(100).optional(),
    sv: z.string().max(100).optional(),
    clientId: z.string().max(200).optional(),
  }),
  body: z.object({
    currency: z.literal('usd').default('usd'),
    addresses: z.array(caipAddressSchema).min(1).max(100),
    projectId: projectIdSchema.optional(),
  }),
  response: {
    200: z.object({ fungibles: z.array(fungibleSchema) }),
    400: errorBody,
    401: errorBody,
    429: errorBody,
  },
}

type Metadata = { name: string; symbol: string; decimals: number }

/**
 * `POST /v1/fungible/price` with `{ currency: 'usd', addresses: CAIP-10[], projectId }` →
 * `{ fungibles: [{ name, symbol, iconUrl, price, address }] }`. Listed tokens take their
 * metadata from the token list; others are read from the chain (name, symbol, decimals in one
 * multicall). `solana:` tokens are priced from the fixed USD table ({@link getSolanaPrices}); icon URLs are server-relative, or absolute on `publicUrl` when set. The project id may come in the body or the query. 400 on bad input, 401 for an
 * unknown project; a chain that fails leaves its tokens out.
 *
 * @example
 * await app.register(fungiblePriceRoute, { chainClients, tokenLists, priceSource, projects })
 */
export async function fungiblePriceRoute(
  fastify: FastifyInstance,
  parameters: FungiblePriceRouteParameters,
): Promise<void> {
  const { chainClients, tokenLists, priceSource, projects } = parameters
  const iconPrefix = parameters.publicUrl ?? ''
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.post('/v1/fungible/price', { schema }, async (request, reply) => {
    const projectId = request.body.projectId ?? request.query.projectId
    if (projectId === undefined)
      return reply
        .code(400)
        .send({ error: 'Bad Request', message: 'Missing body field "projectId"' })
    if (!projects.has(projectId))
      return reply
        .code(401)
        .send({ error: 'Unauthorized', message: `Unknown projectId: ${projectId}` })

    // The schema checked each id: every one parses.
    const asked = request.body.addresses.map((caip) => ({
      caip,
      ...(parseServedCaipAddress(caip) as NonNullable<ReturnType<typeof parseServedCaipAddress>>),
    }))
    const byChain = new Map<string, typeof asked>()
    for (const item of asked) {
      if (item.namespace !== 'eip155' || !chainClients.has(item.caipNetworkId)) continue
      byChain.set(item.caipNetworkId, [...(byChain.get(item.caipNetworkId) ?? []), item])
    }
    const solanaAsked = asked.filter((item) => item.namespace === 'solana')
    const priced = new Map<string, FungiblePrice>(
      parameters.solana
        ? getSolanaPrices({
            ...parameters.solana,
            prices: await solanaPriceTable(parameters.solana, solanaAsked),
            tokens: solanaAsked,
            iconPrefix,
          })
        : [],
    )
    await Promise.all(
      [...byChain].map(async ([caipNetworkId, items]) => {
        const client = chainClients.get(caipNetworkId)
        const list = tokenLists[caipNetworkId]
        if (client === undefined) return
        try {
          const listed = new Map((list?.tokens ?? []).map((token) => [token.address, token]))
          const native = client.chain?.nativeCurrency ??
            list?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
          const queries = items.map((item) => {
            const address = getAddress(item.address)
            return address === nativeTokenAddress ? ('native' as const) : address
          })
          const unknown = [...new Set(queries)].filter(
            (address): address is Address => address !== 'native' && !listed.has(address),
          )
          const metadata = new Map<string, Metadata>()
          if (unknown.length > 0) {
            const read = await client.multicall({
              contracts: unknown.flatMap((address) =>
                (['name', 'symbol', 'decimals'] as const).map((functionName) => ({
                  address,
                  abi: erc20Abi,
                  functionName,
                })),
              ),
              allowFailure: true,
              batchSize: 0,
            })
            unknown.forEach((address, index) => {
              const [name, symbol, decimals] = read.slice(index * 3, index * 3 + 3)
              if (
                name?.status === 'success' &&
                symbol?.status === 'success' &&
                decimals?.status === 'success'
              )
                metadata.set(address, {
                  name: String(name.result),
                  symbol: String(symbol.result),
                  decimals: Number(decimals.result),
                })
            })
          }
          const describe = (query: Address | 'native'): Metadata | undefined =>
            query === 'native' ? native : (listed.get(query) ?? metadata.get(query))
          const prices = await priceSource.getUsdPrices({
            caipNetworkId,
            tokens: queries.map((address) => ({ address, decimals: describe(address)?.decimals })),
          })
          items.forEach((item, index) => {
            const query = queries[index]
            const price = prices[index]
            const meta = query === undefined ? undefined : describe(query)
            if (price === undefined || meta === undefined) return
            priced.set(item.caip, {
              name: meta.name,
              symbol: meta.symbol,
              iconUrl: `${iconPrefix}${tokenImagePath(meta.symbol)}`,
              price: ratioToNumber(price),
              address: item.caip,
            })
          })
        } catch (error) {
          request.log.warn({ caipNetworkId, reason: (error as Error).message }, 'price read failed')
        }
      }),
    )
    const fungibles: FungiblePrice[] = []
    for (const item of asked) {
      const found = priced.get(item.caip)
      if (found !== undefined && !fungibles.includes(found)) fungibles.push(found)
    }
    return { fungibles }
  })
}
