import { and, eq } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { type Address, type Hex, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { loadConfig } from '../src/config'
import { historyBackfills, historyTransfers } from '../src/db/historySchema'
import { type OpenDatabaseReturnType, openDatabase } from '../src/db/openDatabase'
import type { BackfillState } from '../src/history/backfill/startHistoryBackfill'
import { history } from '../src/history/history'
import type { HistoryTransaction } from '../src/history/readHistoryPage'
import type { HistoryIndexer } from '../src/history/startHistoryIndexer'
import { type HealthBody, health } from '../src/routes/health'
import { contracts, devnetClients, freshAccount } from './devnetFunds'
import { holdDevnet } from './holdDevnet'
import { startExplorerApi } from './startExplorerApi'
import { type ProxiedCall, startRpcProxy } from './startRpcProxy'

// History made on the shared devnet before the server starts, the index starting at the head:
// the account's older transfers come from its backfill. Each test has a database of its own.
// This file sends and mints the history it indexes: it holds the devnet (one such file at a time,
// reverted after).
holdDevnet()
const chainId = 'eip155:31337'
const rpcUrl = inject('rpcUrlByChain')[chainId] as string
const { client } = devnetClients(rpcUrl, 31337)
type Page = { data: HistoryTransaction[]; next: string | null; backfill?: BackfillState }

let start: number
let account: Address
let other: Address
/** The account's transactions before the index's start block, newest first. */
let older: Hex[]
const opened: OpenDatabaseReturnType[] = []
const apps: FastifyInstance[] = []

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) {
  for (let attempt = 0; attempt < 2400; attempt++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`timed out waiting for ${what}`)
}

async function fresh() {
  const database = await openDatabase({ driver: 'pglite', dataDir: undefined })
  opened.push(database)
  return database.db
}

/** The history plugin and `/health` on the given node URL, the index starting at `start`. */
async function startServer(
  db: OpenDatabaseReturnType['db'],
  url: string,
  env: Record<string, string> = {},
) {
  const config = loadConfig({
    PORTICO_DEV: '1',
    DATABASE_URL: 'memory://',
    PORTICO_RPC_URLS: `${chainId}=${url}`,
    PORTICO_INDEXER_START_BLOCKS: `${chainId}=${start}`,
    PORTICO_INDEXER_POLL_MS: '100',
    ...env,
  })
  const app = Fastify()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  let indexer: HistoryIndexer | undefined
  await app.register(history, {
    db,
    config,
    onIndexer: (started) => {
      indexer = started
    },
  })
  await app.register(health, { db, chains: () => indexer?.status(), maxLagBlocks: 1_000_000 })
  apps.push(app)
  const healthOf = async () => (await app.inject('/health')).json() as HealthBody
  // The index exists once its first step is written.
  await until(healthOf, (body) => body.chains[0]?.startBlock != null, 'the first indexer step')
  return {
    app,
    health: healthOf,
    page: async (address: string) => {
      const response = await app.inject(`/v1/account/${address}/history?chainId=${chainId}`)
      expect(response.statusCode).toBe(200)
      return response.json() as Page
    },
  }
}

const hashes = (page: Page) => page.data.map((item) => item.metadata.hash)
const settled = (page: Page) => page.backfill?.status !== 'running'

beforeAll(async () => {
  const funder = await freshAccount(rpcUrl, 31337, '10')
  const holder = await freshAccount(rpcUrl, 31337, '5')
  account = holder.address
  other = (await freshAccount(rpcUrl, 31337, '1')).address
  const mined = async (hash: Hex) => {
    await client.waitForTransactionReceipt({ hash })
    return hash
  }
  const received = await mined(
    await funder.wallet.sendTransaction({ to: account, value: parseEther('1.5') }),
  )
  await holder.mint(contracts.PTK, account, parseUnits('3', 18))
  const [mint] = (
    await client.getLogs({
      address: contracts.PTK,
      fromBlock: await client.getBlockNumber({ cacheTime: 0 }),
      args: {},
      event: {
        type: 'event',
        name: 'Transfer',
        inputs: [
          { type: 'address', name: 'from', indexed: true },
          { type: 'address', name: 'to', indexed: true },
          { type: 'uint256', name: 'value' },
        ],
      },
    })
  ).filter((log) => log.args.to === account)
  const sent = await mined(
    await holder.wallet.sendTransaction({ to: other, value: parseEther('0.25') }),
  )
  await holder.transfer(contracts.PTK, other, parseUnits('1', 18))
  const tokenSent = (
    await client.getBlock({ blockTag: 'latest', includeTransactions: true })
  ).transactions.find((transaction) => transaction.from.toLowerCase() === account.toLowerCase())
  older = [tokenSent?.hash as Hex, sent, mint?.transactionHash as Hex, received]
  start = Number(await client.getBlockNumber({ cacheTime: 0 })) + 1
}, 180_000)

afterAll(async () => {
  for (const app of apps) await app.close()
  for (const database of opened) await database.close()
})

describe('per-account backfill of the history before the index', () => {
  test("the account's older ETH and ERC-20 transfers appear once, in order, after the backfill", async () => {
    expect(older.every((hash) => /^0x[0-9a-f]{64}$/.test(hash))).toBe(true)
    // A transfer from the start block on: indexed, not backfilled.
    const funder = await freshAccount(rpcUrl, 31337, '2')
    const later = await funder.wallet.sendTransaction({ to: account, value: parseEther('0.5') })
    await client.waitForTransactionReceipt({ hash: later })
    const server = await startServer(await fresh(), rpcUrl)
    expect((await server.health()).chains[0]).toMatchObject({ chainId, startBlock: start })

    const first = await server.page(account)
    expect(first.backfill).toEqual({
      status: 'running',
      completeFromBlock: start,
      nativeSource: null,
    })
    const done = await until(() => server.page(account), settled, 'the backfill')
    expect(done.backfill).toEqual({
      status: 'done',
      completeFromBlock: 0,
      nativeSource: 'trace_filter',
    })
    const page = await until(
      () => server.page(account),
      (read) => read.data.length === older.length + 1,
      'the later transfer indexed',
    )
    expect(hashes(page)).toEqual([later, ...older])
    expect(page.data.map((item) => item.metadata.operationType)).toEqual([
      'receive',
      'send',
      'send',
      'mint',
      'receive',
    ])
    expect(page.data[1]?.transfers[0]).toMatchObject({
      fungible_info: { symbol: 'PTK', address: contracts.PTK.toLowerCase() },
      direction: 'out',
      quantity: { numeric: '1', decimals: '18' },
    })
    expect(page.data[2]?.transfers[0]).toMatchObject({
      fungible_info: { symbol: 'ETH' },
      direction: 'out',
      quantity: { numeric: '0.25', decimals: '18' },
    })
    // Asked again: the same, nothing started again.
    expect(await server.page(account)).toEqual(page)
    expect((await server.health()).chains[0]).toMatchObject({ startBlock: start, backfills: 0 })
  }, 180_000)

  test('a node that refuses wide eth_getLogs and trace_filter ranges: the backfill splits them', async () => {
    const refusedLogs = (call: ProxiedCall) => {
      const [filter] = call.params as [{ fromBlock: string; toBlock: string; topics?: unknown[] }]
      return Number(filter.toBlock) - Number(filter.fromBlock) + 1
    }
    const refusals = { logs: 0, traces: 0 }
    // Limits on the account's queries only (the indexer's own steps stay within them anyway).
    const proxy = await startRpcProxy(rpcUrl, (call) => {
      if (call.method === 'eth_getLogs') {
        const [filter] = call.params as [{ topics?: unknown[] }]
        if ((filter.topics?.length ?? 0) > 1 && refusedLogs(call) > 3) {
          refusals.logs += 1
          return { code: -32005, message: 'query returned more than 10000 results' }
        }
      }
      if (call.method === 'trace_filter' && refusedLogs(call) > 5) {
        refusals.traces += 1
        return { code: -32000, message: 'block range too large (max 5)' }
      }
      return undefined
    })
    try {
      const server = await startServer(await fresh(), proxy.url)
      await server.page(account)
      const done = await until(() => server.page(account), settled, 'the backfill')
      expect(done.backfill).toEqual({
        status: 'done',
        completeFromBlock: 0,
        nativeSource: 'trace_filter',
      })
      expect(hashes(done).slice(-older.length)).toEqual(older)
      expect(refusals.logs).toBeGreaterThan(0)
      expect(refusals.traces).toBeGreaterThan(0)
      // Every block from 0 to the start was read, in ranges the node accepts.
      const logs = proxy.calls.filter(
        (call) =>
          call.method === 'eth_getLogs' &&
          ((call.params[0] as { topics?: unknown[] }).topics?.length ?? 0) > 1 &&
          refusedLogs(call) <= 3,
      )
      expect(
        Math.min(
          ...logs.map((call) => Number((call.params[0] as { fromBlock: string }).fromBlock)),
        ),
      ).toBe(0)
    } finally {
      await proxy.close()
    }
  }, 180_000)

  test('a node without trace_filter is detected once and said in the metadata', async () => {
    const proxy = await startRpcProxy(rpcUrl, (call) =>
      call.method === 'trace_filter' ? { code: -32601, message: 'Method not found' } : undefined,
    )
    try {
      const server = await startServer(await fresh(), proxy.url)
      await server.page(account)
      await server.page(other)
      const [mine, theirs] = await Promise.all([
        until(() => server.page(account), settled, "the account's backfill"),
        until(() => server.page(other), settled, "the other account's backfill"),
      ])
      const unavailable = {
        status: 'unavailable',
        completeFromBlock: start,
        nativeSource: 'unavailable',
      }
      expect(mine.backfill).toEqual(unavailable)
      expect(theirs.backfill).toEqual(unavailable)
      expect(proxy.calls.filter((call) => call.method === 'trace_filter')).toHaveLength(1)
      // ERC-20 transfers before the start are there, native ones are not.
      expect(hashes(mine).slice(-2)).toEqual([older[0], older[2]])
      expect(hashes(mine)).not.toContain(older[1])
      expect(hashes(mine)).not.toContain(older[3])
    } finally {
      await proxy.close()
    }
  }, 180_000)

  test("without trace_filter, native transfers come from the chain's explorer API when one is configured", async () => {
    const proxy = await startRpcProxy(rpcUrl, (call) =>
      call.method === 'trace_filter' ? { code: -32601, message: 'Method not found' } : undefined,
    )
    const explorer = await startExplorerApi(rpcUrl)
    try {
      const server = await startServer(await fresh(), proxy.url, {
        PORTICO_EXPLORER_API_URLS: `${chainId}=${explorer.url}`,
      })
      await server.page(account)
      const done = await until(() => server.page(account), settled, 'the backfill')
      expect(done.backfill).toEqual({
        status: 'done',
        completeFromBlock: 0,
        nativeSource: 'explorer',
      })
      expect(hashes(done).slice(-older.length)).toEqual(older)
      expect(done.data.at(-1)?.transfers[0]).toMatchObject({
        fungible_info: { symbol: 'ETH' },
        direction: 'in',
        quantity: { numeric: '1.5', decimals: '18' },
      })
      expect(explorer.requests[0]).toMatchObject({
        module: 'account',
        action: 'txlist',
        address: account.toLowerCase(),
        endblock: String(start - 1),
        sort: 'desc',
      })
    } finally {
      await explorer.close()
      await proxy.close()
    }
  }, 180_000)

  test('a restart mid-backfill loses and duplicates nothing', async () => {
    let answered = 0
    const proxy = await startRpcProxy(rpcUrl, (call) => {
      if (call.method !== 'eth_getLogs' && call.method !== 'trace_filter') return undefined
      const [filter] = call.params as [{ fromBlock: string; toBlock: string; topics?: unknown[] }]
      if (filter.topics?.length === 1) return undefined
      if (Number(filter.toBlock) - Number(filter.fromBlock) + 1 > 4)
        return { code: -32005, message: 'query returned more than 10000 results' }
      answered += 1
      // The node goes away after a few chunks: the server is stopped mid-backfill.
      if (answered === 12) proxy.setDown(true)
      return undefined
    })
    const db = await fresh()
    const where = and(
      eq(historyBackfills.chainId, chainId),
      eq(historyBackfills.address, account.toLowerCase()),
    )
    try {
      const first = await startServer(db, proxy.url)
      await first.page(account)
      const [partial] = await until(
        () => db.select().from(historyBackfills).where(where),
        (rows) => answered >= 12 && (rows[0]?.logsBelow ?? start) < start,
        'a few chunks written',
      )
      await first.app.close()
      expect(partial?.logsBelow).toBeGreaterThan(0)
      expect(partial?.nativeBelow).toBeGreaterThan(0)
    } finally {
      await proxy.close()
    }
    // Started again (on the node directly): the backfill resumes by itself from its marks.
    const second = await startServer(db, rpcUrl)
    await until(
      () => db.select().from(historyBackfills).where(where),
      (rows) => rows[0]?.logsBelow === 0 && rows[0]?.nativeBelow === 0,
      'the resumed backfill',
    )
    const page = await second.page(account)
    expect(page.backfill).toEqual({
      status: 'done',
      completeFromBlock: 0,
      nativeSource: 'trace_filter',
    })
    expect(hashes(page).slice(-older.length)).toEqual(older)
    expect(new Set(hashes(page)).size).toBe(page.data.length)
    const rows = await db
      .select()
      .from(historyTransfers)
      .where(eq(historyTransfers.chainId, chainId))
    const mine = rows.filter(
      (row) =>
        older.includes(row.txHash as Hex) &&
        [row.fromAddress, row.toAddress].includes(account.toLowerCase()),
    )
    expect(mine).toHaveLength(older.length)
  }, 180_000)
})
