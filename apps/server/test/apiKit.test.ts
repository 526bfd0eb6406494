// @portico/core before @portico/devnet: the devnet's error classes extend core's BaseError.
import {
  createHttpClient,
  getAllowedOrigins,
  getAnalyticsConfig,
  getBalances,
  getFungiblePrices,
  getIdentity,
  getSupportedChains,
  getWalletImageUrl,
  getWallets,
  HttpStatusError,
} from '@portico/core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { devnetTokenListsPath } from '../src/balances/loadTokenLists'
import type { CreateServerReturnType } from '../src/createServer'
import { contracts } from './devnetFunds'
import { startTestServer } from './startTestServer'

// The kit's HTTP clients (@portico/core) against the real server, listening on a port: what the
// server answers is what the kit's readers accept, route by route (code review finding 5).
const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solana = inject('solana')
let server: CreateServerReturnType
let client: ReturnType<typeof createHttpClient>

beforeAll(async () => {
  server = await startTestServer({
    PORTICO_TOKEN_LISTS: devnetTokenListsPath,
    PORTICO_RPC_URLS: `${inject('rpcUrls')},${solana.caipNetworkId}=${solana.rpcUrl}`,
    PORTICO_ALLOWED_ORIGINS: 'https://app.example.test',
  })
  const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' })
  client = createHttpClient({ baseUrl, params: { projectId: 'portico-local' } })
})
afterAll(async () => {
  await server.close()
})

describe("the kit's API clients against the real server", () => {
  test('balances: the seeded account on the EVM devnet, with prices and icons', async () => {
    const balances = await getBalances(client, {
      address: account,
      chainId: 'eip155:31337',
      forceUpdate: true,
    })
    const symbols = balances.map((token) => token.symbol)
    expect(symbols).toContain('ETH')
    expect(symbols).toContain('pUSD')
    const usd = balances.find((token) => token.symbol === 'pUSD')
    expect(usd?.address?.toLowerCase()).toBe(`eip155:31337:${contracts.pUSD}`.toLowerCase())
    expect(usd?.price).toBeCloseTo(1, 2)
    expect(Number(usd?.quantity.numeric)).toBeGreaterThan(0)
    for (const token of balances) expect(token.iconUrl).toMatch(/^(http:\/\/127\.0\.0\.1|$)/)
  })

  test('balances: a Solana account (SOL and SPL)', async () => {
    const balances = await getBalances(client, {
      address: solana.accounts[0] as string,
      chainId: solana.caipNetworkId,
      forceUpdate: true,
    })
    expect(balances.map((token) => token.symbol)).toEqual(expect.arrayContaining(['SOL', 'pUSD']))
  })

  test('balances: an unsupported network answers an empty list', async () => {
    expect(await getBalances(client, { address: account, chainId: 'eip155:999999' })).toEqual([])
  })

  test('identity: no name service on the devnet is an empty identity, not an error', async () => {
    expect(await getIdentity(client, { address: account })).toEqual({ name: null, avatar: null })
  })

  test('prices: the devnet tokens by CAIP-10 address', async () => {
    const { fungibles } = await getFungiblePrices(client, {
      addresses: [`eip155:31337:${contracts.pUSD}`, `eip155:31337:${contracts.PTK}`],
    })
    expect(fungibles.map((price) => price.symbol).sort()).toEqual(['PTK', 'pUSD'])
    for (const price of fungibles) expect(price.price).toBeGreaterThan(0)
  })

  test('supported chains: the chains the gateway serves', async () => {
    const chains = await getSupportedChains(client)
    expect(chains.http).toEqual(expect.arrayContaining(['eip155:31337', solana.caipNetworkId]))
    expect(chains.ws).toEqual([])
  })

  test("allowed origins and analytics: the project's settings", async () => {
    expect(await getAllowedOrigins(client)).toContain('https://app.example.test')
    expect(await getAnalyticsConfig(client)).toEqual({ isAnalyticsEnabled: false })
  })

  test('wallets: a directory page, a search, and an image the URL serves', async () => {
    const page = await getWallets(client, { page: 1, entries: 5 })
    expect(page.data).toHaveLength(5)
    expect(page.count).toBeGreaterThan(5)
    const found = await getWallets(client, { search: 'rainbow' })
    expect(found.data.some((wallet) => wallet.name === 'Rainbow')).toBe(true)
    const withImage = page.data.find((wallet) => wallet.image_id)
    const image = await fetch(getWalletImageUrl(client, { imageId: withImage?.image_id as string }))
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
  })

  test('a refusal reaches the kit as a typed HTTP error', async () => {
    await expect(
      getBalances(client, { address: 'not-an-address', chainId: 'eip155:31337' }),
    ).rejects.toBeInstanceOf(HttpStatusError)
  })
})
