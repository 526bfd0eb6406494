// @portico/core before @portico/devnet: the devnet's error classes extend core's BaseError.
import { createFakeClock } from '@portico/core/internal'
import {
  devnetTokenAbi,
  getDevnetContracts,
  type StartDevnetReturnType,
  startDevnet,
} from '@portico/devnet'
import Fastify, { type FastifyInstance } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createChainClients } from '../src/balances/createChainClients'
import { createMemoryCache } from '../src/balances/createMemoryCache'
import { devnetTokenListsPath, loadTokenLists } from '../src/balances/loadTokenLists'
import { type OpenDatabaseReturnType, openDatabase } from '../src/db/openDatabase'
import { indexerConfigDefaults } from '../src/history/loadIndexerConfig'
import { type HistoryIndexer, startHistoryIndexer } from '../src/history/startHistoryIndexer'
import { addRatio } from '../src/history/value/readChainDailyValues'
import { type ValueHistory, valueHistoryRoute } from '../src/history/value/valueHistoryRoute'
import { createUniswapV2PriceSource } from '../src/prices/createUniswapV2PriceSource'
import type { UsdPrice } from '../src/prices/priceSource'
import { ratioToNumber } from '../src/prices/ratioToNumber'
import { poolPrice } from './devnetFunds'

// Its own chain (31339): the test moves the chain's time forward by days, which would shift
// the block times under the other suites on the shared devnet.
const chainId = 'eip155:31339'
const tokens = getDevnetContracts()
const DAY = 86_400
let devnet: StartDevnetReturnType
let rpcUrl: string
let database: OpenDatabaseReturnType
let indexer: HistoryIndexer
const apps: FastifyInstance[] = []
const clock = createFakeClock({ start: Date.now() })

const chain = () => ({
  id: 31339,
  name: 'Portico Devnet 3',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
  contracts: { multicall3: { address: tokens.multicall3 } },
})
const reader = () => createPublicClient({ chain: chain(), transport: http(rpcUrl) })
const walletOf = (privateKey: Hex) =>
  createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain: chain(),
    transport: http(rpcUrl),
  })

async function rpc(method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

/** Sends, waits for the block and checks it did not revert. */
async function mined(send: Promise<Hex>): Promise<void> {
  const receipt = await reader().waitForTransactionReceipt({ hash: await send })
  if (receipt.status !== 'success') throw new Error(`${receipt.transactionHash} reverted`)
}

/** Moves the chain's clock forward by whole days and mines a block there. */
async function laterBy(days: number): Promise<void> {
  await rpc('evm_increaseTime', [days * DAY])
  await rpc('evm_mine')
}

/** A server app serving the route for `chains`, with its chain clients on the devnet. */
async function serve(chains: string[], indexerOn = true): Promise<FastifyInstance> {
  const tokenLists = loadTokenLists({ value: devnetTokenListsPath })
  const chainClients = createChainClients({
    rpcUpstreams: chains.map((caipNetworkId) => ({ caipNetworkId, url: rpcUrl })),
    tokenLists,
    timeoutMs: 10_000,
  })
  const app = Fastify()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  await app.register(valueHistoryRoute, {
    db: database.db,
    chainClients,
    tokenLists,
    priceSource: createUniswapV2PriceSource({ chainClients, tokenLists }),
    cache: createMemoryCache({ clock }),
    clock,
    projects: new Set(['portico-local']),
    chains,
    indexerOn,
  })
  apps.push(app)
  return app.withTypeProvider<ZodTypeProvider>()
}

beforeAll(async () => {
  devnet = await startDevnet({ chains: [31339], ports: { 31339: 0 } })
  rpcUrl = devnet.chains[0]?.rpcUrl as string
  // A database of its own, also in CI's PostgreSQL pass: historyIndexer.test.ts indexes another
  // anvil under the same chain id (31339, the one chain the shared devnet leaves free) and, on a
  // shared database, each suite would wipe and overwrite the other's rows while both run.
  database = await openDatabase({ driver: 'pglite', dataDir: undefined })
  indexer = await startHistoryIndexer({
    db: database.db,
    chains: [{ caipNetworkId: chainId, url: rpcUrl }],
    config: { ...indexerConfigDefaults, pollIntervalMs: 60_000, startBlocks: {}, spamTokens: [] },
    timeoutMs: 10_000,
  })
}, 120_000)

afterAll(async () => {
  await indexer?.stop()
  for (const app of apps) await app.close()
  await database?.close()
  await devnet?.stop()
})

/** What `address` held at block `blockNumber`, read from the node, valued at today's pool prices. */
async function valueAt(address: Address, blockNumber: bigint): Promise<number> {
  const client = reader()
  const balanceOf = (token: Address) =>
    client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
      blockNumber,
    })
  const [eth, usd, ptk] = await Promise.all([
    client.getBalance({ address, blockNumber }),
    balanceOf(tokens.pUSD),
    balanceOf(tokens.PTK),
  ])
  const [ethPrice, ptkPrice] = await Promise.all([
    poolPrice(rpcUrl, 31339, 'WETH'),
    poolPrice(rpcUrl, 31339, 'PTK'),
  ])
  const parts: UsdPrice[] = [
    { numerator: eth * ethPrice.numerator, denominator: ethPrice.denominator * 10n ** 18n },
    { numerator: usd, denominator: 10n ** 6n },
    { numerator: ptk * ptkPrice.numerator, denominator: ptkPrice.denominator * 10n ** 18n },
  ]
  return ratioToNumber(parts.reduce(addRatio, { numerator: 0n, denominator: 1n }))
}

/** The last block mined before `time` (ms); undefined before the chain's first block. */
async function lastBlockBefore(time: number, head: bigint): Promise<bigint | undefined> {
  const client = reader()
  for (let number = head; number >= 0n; number--) {
    const block = await client.getBlock({ blockNumber: number })
    if (Number(block.timestamp) * 1000 < time) return number
  }
  return undefined
}

describe('GET /v1/account/:address/value-history', () => {
  test("answers the account's value at the end of each day, as the chain held it, at today's prices", async () => {
    const funder = walletOf(devnet.accounts[0]?.privateKey as Hex)
    const key = generatePrivateKey()
    const account = walletOf(key)
    const address = account.account.address
    const other = privateKeyToAccount(generatePrivateKey()).address
    const token = (wallet: typeof funder, name: 'mint' | 'transfer', to: Address, amount: bigint) =>
      wallet.writeContract({
        address: tokens.pUSD,
        abi: devnetTokenAbi,
        functionName: name,
        args: [to, amount],
      })

    // Day 0: funded with 2 ETH and 1000 pUSD.
    await mined(funder.sendTransaction({ to: address, value: parseEther('2') }))
    await mined(token(funder, 'mint', address, parseUnits('1000', 6)))
    // Day 1: sends 0.5 ETH and 100 pUSD (paying the fees), and mints itself 4 PTK.
    await laterBy(1)
    await mined(account.sendTransaction({ to: other, value: parseEther('0.5') }))
    await mined(token(account, 'transfer', other, parseUnits('100', 6)))
    await mined(
      account.writeContract({
        address: tokens.PTK,
        abi: devnetTokenAbi,
        functionName: 'mint',
        args: [address, parseEther('4')],
      }),
    )
    // Day 3: receives 1.25 ETH from another account.
    await laterBy(2)
    await mined(funder.sendTransaction({ to: address, value: parseEther('1.25') }))
    await indexer.sync()

    const head = await reader().getBlockNumber()
    const headTime = Number((await reader().getBlock({ blockNumber: head })).timestamp) * 1000
    clock.advance(headTime + 3_600_000 - clock.now())

    const app = await serve([chainId])
    const response = await app.inject(
      `/v1/account/${address}/value-history?days=5&chainId=${chainId}&projectId=portico-local`,
    )
    expect(response.statusCode).toBe(200)
    const body = response.json() as ValueHistory
    expect(body).toMatchObject({
      currency: 'usd',
      priceBasis: 'current',
      days: 5,
      chains: [{ chainId, blockNumber: Number(head) }],
    })
    const today = new Date(clock.now()).toISOString().slice(0, 10)
    const midnight = Date.parse(`${today}T00:00:00Z`)
    const dates = [5, 4, 3, 2, 1, 0].map((back) =>
      new Date(midnight - back * DAY * 1000).toISOString().slice(0, 10),
    )
    expect(body.points.map((point) => point.date)).toEqual(dates)

    // The end of each day: the chain's state at the last block before the next midnight.
    const expected = await Promise.all(
      dates.map(async (date, index) =>
        index === dates.length - 1
          ? valueAt(address, head)
          : lastBlockBefore(Date.parse(`${date}T00:00:00Z`) + DAY * 1000, head).then((block) =>
              // Before the chain began the account held nothing.
              block === undefined ? 0 : valueAt(address, block),
            ),
      ),
    )
    expect(body.points.map((point) => point.value)).toEqual(expected)
    // Four different values: the days before the funding, after it, after the sends, now.
    expect(new Set(expected).size).toBeGreaterThanOrEqual(3)
    expect(expected[0]).toBe(0)
    expect(expected.at(-1)).toBeGreaterThan(0)

    // Every chain (the one followed) gives the same figures.
    const all = await app.inject(
      `/v1/account/${address}/value-history?days=5&projectId=portico-local`,
    )
    expect((all.json() as ValueHistory).points).toEqual(body.points)
  }, 60_000)

  test('a chain not followed counts nothing; bad input and unknown projects get clear errors', async () => {
    const app = await serve([chainId])
    const address = privateKeyToAccount(generatePrivateKey()).address
    const ask = (query: string, who: string = address) =>
      app.inject(`/v1/account/${who}/value-history?${query}`)

    const notFollowed = await ask('chainId=eip155:1&projectId=portico-local')
    expect(notFollowed.statusCode).toBe(200)
    expect(notFollowed.json()).toEqual({
      currency: 'usd',
      priceBasis: 'current',
      days: 30,
      chains: [],
      points: [],
    })
    const tooMany = await ask('days=91&projectId=portico-local')
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().message).toMatch(/days/)
    const notEvm = await ask(
      'projectId=portico-local',
      'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
    )
    expect(notEvm.statusCode).toBe(400)
    expect(notEvm.json().message).toMatch(/must be an EVM address/)
    const unknown = await ask('projectId=nobody')
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json()).toEqual({ error: 'Unauthorized', message: 'Unknown projectId: nobody' })
  })

  test('a followed chain the indexer has not reached yet answers 503; with the indexer off nothing is counted', async () => {
    // Followed by the route but never indexed in this suite's own database.
    const unindexed = 'eip155:31338'
    const app = await serve([unindexed])
    const address = privateKeyToAccount(generatePrivateKey()).address
    const response = await app.inject(
      `/v1/account/${address}/value-history?projectId=portico-local`,
    )
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      error: 'Service Unavailable',
      message: `Value history unavailable: ${unindexed} is not indexed yet`,
    })
    const off = await (await serve([chainId], false)).inject(
      `/v1/account/${address}/value-history?projectId=portico-local`,
    )
    expect(off.statusCode).toBe(200)
    expect(off.json()).toMatchObject({ chains: [], points: [] })
  })
})
