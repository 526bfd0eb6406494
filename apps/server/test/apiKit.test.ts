// @portico/core before @portico/devnet: the devnet's error classes extend core's BaseError.
import { SwapNetworkUnsupportedError } from '@portico/core'
import {
  buildSwapApprove,
  buildSwapTransaction,
  createHttpClient,
  getAllowedOrigins,
  getAnalyticsConfig,
  getBalances,
  getFungiblePrices,
  getIdentity,
  getSupportedChains,
  getSwapAllowance,
  getSwapGasPrice,
  getSwapQuote,
  getSwapTokens,
  getWalletImageUrl,
  getWallets,
  HttpStatusError,
} from '@portico/core/api'
import { SWAP_NATIVE_TOKEN_ADDRESS } from '@portico/core/internal'
import { createPorticoSiwx } from '@portico/core/siwx'
import { privateKeyToAccount } from 'viem/accounts'
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
let baseUrl = ''

beforeAll(async () => {
  server = await startTestServer({
    PORTICO_TOKEN_LISTS: devnetTokenListsPath,
    PORTICO_RPC_URLS: `${inject('rpcUrls')},${solana.caipNetworkId}=${solana.rpcUrl}`,
    PORTICO_ALLOWED_ORIGINS: 'https://app.example.test',
  })
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' })
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

  test('swaps: tokens, quote, gas price, allowance, approval and swap transactions', async () => {
    const chainId = 'eip155:31337'
    const { tokens } = await getSwapTokens(client, { chainId })
    expect(tokens.map((token) => token.symbol).slice(0, 3)).toEqual(['ETH', 'pUSD', 'PTK'])
    expect(tokens[0]?.logoUri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/public\/getTokenImage\//)
    const ether = `${chainId}:${SWAP_NATIVE_TOKEN_ADDRESS}`
    const pUSD = `${chainId}:${contracts.pUSD}`
    const amount = 10n ** 16n
    const { quote } = await getSwapQuote(client, {
      from: ether,
      to: pUSD,
      amount,
      userAddress: account,
    })
    expect(quote?.fromAmount).toBe(amount)
    expect(quote?.toAmount).toBeGreaterThan(0n)
    const { standard, fast } = await getSwapGasPrice(client, { chainId })
    expect(fast).toBe((standard * 125n) / 100n)
    const { allowance } = await getSwapAllowance(client, {
      tokenAddress: pUSD,
      userAddress: account,
    })
    expect(typeof allowance).toBe('bigint')
    const approve = await buildSwapApprove(client, {
      userAddress: account,
      from: pUSD,
      to: ether,
      amount: 10n ** 6n,
    })
    expect(approve.tx.to).toBe(contracts.pUSD)
    expect(approve.tx.gas).toBeGreaterThan(0n)
    const built = await buildSwapTransaction(client, {
      userAddress: account,
      from: ether,
      to: pUSD,
      amount,
    })
    expect(built.tx.value).toBe(amount)
    expect(built.toAmount).toBe(quote?.toAmount)
    expect(built.toAmountMin).toBe((built.toAmount * 9900n) / 10_000n) // SPEC §9: 1 %
    // SPEC §8: a network the server has no swaps for.
    const error = await getSwapTokens(client, { chainId: solana.caipNetworkId }).catch((e) => e)
    expect(error).toBeInstanceOf(SwapNetworkUnsupportedError)
    expect(error.shortMessage).toBe('Network not supported for Swaps')
  })

  test('a refusal reaches the kit as a typed HTTP error', async () => {
    await expect(
      getBalances(client, { address: 'not-an-address', chainId: 'eip155:31337' }),
    ).rejects.toBeInstanceOf(HttpStatusError)
  })

  test('sign-in: nonce, verify, list and revoke the session, as a browser page would', async () => {
    // A page on the project's allowed origin: cookies kept and sent back, Origin on every request.
    const origin = 'https://app.example.test'
    let cookie = ''
    const pageFetch = async (input: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers)
      headers.set('origin', origin)
      if (cookie) headers.set('cookie', cookie)
      const response = await fetch(input, { ...init, headers })
      const set = response.headers.get('set-cookie')
      if (set) cookie = set.split(';')[0] as string
      return response
    }
    const siwx = createPorticoSiwx({
      apiUrl: baseUrl,
      projectId: 'portico-local',
      fetch: pageFetch,
      domain: 'app.example.test',
      uri: origin,
    })
    const wallet = privateKeyToAccount(
      '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    )
    const message = await siwx.createMessage({
      accountAddress: wallet.address,
      chainId: 'eip155:31337',
    })
    const text = message.toString()
    await siwx.addSession({
      data: message,
      message: text,
      signature: await wallet.signMessage({ message: text }),
    })
    const sessions = await siwx.getSessions('eip155:31337', wallet.address)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.message).toBe(text)
    expect(sessions[0]?.data.nonce).toBe(message.nonce)
    await siwx.revokeSession('eip155:31337', wallet.address)
    expect(await siwx.getSessions('eip155:31337', wallet.address)).toEqual([])
  })
})
