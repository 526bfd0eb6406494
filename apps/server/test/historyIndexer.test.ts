import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
// @portico/core before @portico/devnet: the devnet's error classes extend core's BaseError.
import { isTransactionHash } from '@portico/core'
import {
  devnetTokenAbi,
  getDevnetContracts,
  type StartDevnetReturnType,
  startDevnet,
} from '@portico/devnet'
import { and, desc, eq, lt } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import {
  type Address,
  createWalletClient,
  type Hex,
  http,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from '../src/config'
import { createServer } from '../src/createServer'
import {
  historyAccountTransactions,
  historyBlocks,
  historyCursors,
  historyTransfers,
} from '../src/db/historySchema'
import { type OpenDatabaseReturnType, openDatabase } from '../src/db/openDatabase'
import { historyRoute } from '../src/history/historyRoute'
import type { IndexChainStepReturnType } from '../src/history/indexChainStep'
import { indexerConfigDefaults } from '../src/history/loadIndexerConfig'
import type { HistoryTransaction } from '../src/history/readHistoryPage'
import { type HistoryIndexer, startHistoryIndexer } from '../src/history/startHistoryIndexer'

// This file runs its own chain (31339): the reorg test reverts the chain, which would pull the
// ground from under the other suites on the shared devnet.
const chainId = 'eip155:31339'
const tokens = getDevnetContracts()
let devnet: StartDevnetReturnType
let rpcUrl: string
let database: OpenDatabaseReturnType
let app: FastifyInstance
let indexer: HistoryIndexer
const steps: IndexChainStepReturnType[] = []

const chain = () => ({
  id: 31339,
  name: 'Portico Devnet 3',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
})
const walletOf = (privateKey: Hex) =>
  createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain: chain(),
    transport: http(rpcUrl),
  }).extend(publicActions)
const fresh = () => privateKeyToAccount(generatePrivateKey()).address

async function rpc(method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

/** Waits until anvil's pool is empty: it answers a send before its automine block exists. */
async function allMined(): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const status = (await rpc('txpool_status')) as { pending: string; queued: string }
    if (Number(status.pending) === 0 && Number(status.queued) === 0) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(
    `transactions still pending after 5 s: ${JSON.stringify(await rpc('txpool_status'))}`,
  )
}

/** Indexes up to the head once every sent transaction is mined (a sync could miss one). */
async function syncMined(): Promise<void> {
  await allMined()
  await indexer.sync()
}

const start = (db: OpenDatabaseReturnType['db']) =>
  startHistoryIndexer({
    db,
    chains: [{ caipNetworkId: chainId, url: rpcUrl }],
    config: {
      ...indexerConfigDefaults,
      pollIntervalMs: 60_000,
      startBlocks: {},
      spamTokens: [`${chainId}:${tokens.PTS.toLowerCase()}`],
    },
    timeoutMs: 10_000,
    onStep: (_chain, step) => steps.push(step),
  })

async function history(
  address: string,
  query = `chainId=${chainId}`,
): Promise<{ data: HistoryTransaction[]; next: string | null }> {
  const response = await app.inject(`/v1/account/${address}/history?${query}`)
  expect(response.statusCode).toBe(200)
  return response.json()
}

async function allPages(address: string, query = `chainId=${chainId}`) {
  const items: HistoryTransaction[] = []
  let cursor: string | null = null
  do {
    const page = await history(address, cursor === null ? query : `${query}&cursor=${cursor}`)
    items.push(...page.data)
    cursor = page.next
  } while (cursor !== null)
  return items
}

beforeAll(async () => {
  devnet = await startDevnet({ chains: [31339], ports: { 31339: 0 } })
  rpcUrl = devnet.chains[0]?.rpcUrl as string
  database = await openDatabase(
    process.env.DATABASE_URL
      ? { driver: 'postgres', url: process.env.DATABASE_URL }
      : { driver: 'pglite', dataDir: undefined },
  )
  // A real PostgreSQL is shared by runs: start this chain from nothing.
  for (const table of [historyCursors, historyBlocks, historyTransfers, historyAccountTransactions])
    await database.db.delete(table).where(eq(table.chainId, chainId))
  app = Fastify()
  await app.register(historyRoute, { db: database.db, chains: [chainId] })
  indexer = await start(database.db)
  await syncMined()
}, 120_000)

afterAll(async () => {
  await indexer?.stop()
  await app?.close()
  await database?.close()
  await devnet?.stop()
})

describe('history indexer on the devnet', () => {
  test('records native and ERC-20 transfers made by a plain wallet client', async () => {
    const sender = walletOf(devnet.accounts[1]?.privateKey as Hex)
    const receiver = fresh()
    const native = await sender.sendTransaction({ to: receiver, value: parseEther('1.5') })
    const token = await sender.writeContract({
      address: tokens.PTK,
      abi: devnetTokenAbi,
      functionName: 'transfer',
      args: [receiver, parseUnits('2.5', 18)],
    })
    const spam = await sender.writeContract({
      address: tokens.PTS,
      abi: devnetTokenAbi,
      functionName: 'transfer',
      args: [receiver, 7n],
    })
    // Value sent to a token contract reverts: recorded as a failed send.
    const failed = await sender.sendTransaction({ to: tokens.PTK, value: 1n, gas: 100_000n })
    await syncMined()

    const { data, next } = await history(receiver)
    expect(next).toBeNull()
    expect(data.every((item) => isTransactionHash(item.metadata.hash))).toBe(true)
    expect(data.map((item) => item.metadata.hash)).toEqual([spam, token, native])
    const [spamItem, tokenItem, nativeItem] = data
    expect(nativeItem?.metadata).toMatchObject({
      chain: chainId,
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: sender.account.address,
      sentTo: receiver,
    })
    expect(nativeItem?.transfers).toEqual([
      {
        fungible_info: {
          name: 'Ether',
          symbol: 'ETH',
          icon: { url: '/public/getTokenImage/ETH' },
          flags: { is_spam: false },
        },
        direction: 'in',
        quantity: { numeric: '1.5', decimals: '18' },
      },
    ])
    expect(tokenItem?.transfers[0]).toMatchObject({
      fungible_info: { name: 'Portico Token', symbol: 'PTK', address: tokens.PTK.toLowerCase() },
      quantity: { numeric: '2.5', decimals: '18' },
    })
    expect(spamItem?.transfers[0]).toMatchObject({
      fungible_info: { symbol: 'PTS', flags: { is_spam: true } },
      quantity: { numeric: '7', decimals: '0' },
    })

    const sent = await allPages(sender.account.address)
    const failedItem = sent.find((item) => item.metadata.hash === failed)
    expect(failedItem?.metadata).toMatchObject({ operationType: 'send', status: 'failed' })
    expect(sent.find((item) => item.metadata.hash === native)?.transfers[0]?.direction).toBe('out')
    // The same items without chainId (every chain, by time).
    expect((await history(receiver, '')).data).toEqual(data)
  })

  test('replaces the rows of blocks a reorg changed (anvil snapshot/revert)', async () => {
    const sender = walletOf(devnet.accounts[2]?.privateKey as Hex)
    const receiver = fresh()

    // 1. A transfer is indexed, then the chain goes back before it: it disappears.
    const first = (await rpc('evm_snapshot')) as string
    const gone = await sender.sendTransaction({ to: receiver, value: parseEther('1') })
    await syncMined()
    expect((await history(receiver)).data.map((item) => item.metadata.hash)).toEqual([gone])
    expect(await rpc('evm_revert', [first])).toBe(true)
    await syncMined()
    expect((await history(receiver)).data).toEqual([])
    expect(steps.at(-1)?.rewoundTo).toBeDefined()

    // 2. Different transfers at the same heights replace the old ones.
    const second = (await rpc('evm_snapshot')) as string
    const replaced = await sender.sendTransaction({ to: receiver, value: parseEther('2') })
    await syncMined()
    expect(await rpc('evm_revert', [second])).toBe(true)
    const kept = await sender.writeContract({
      address: tokens.pUSD,
      abi: devnetTokenAbi,
      functionName: 'transfer',
      args: [receiver, parseUnits('3', 6)],
    })
    const also = await sender.sendTransaction({ to: receiver, value: parseEther('0.25') })
    await syncMined()
    const items = await history(receiver)
    expect(items.data.map((item) => item.metadata.hash)).toEqual([also, kept])
    expect(items.data.map((item) => item.metadata.hash)).not.toContain(replaced)
    expect(items.data[1]?.transfers[0]?.quantity).toEqual({ numeric: '3', decimals: '6' })
  })

  test('paginates without gaps or duplicates, newest first (several per block too)', async () => {
    const sender = walletOf(devnet.accounts[3]?.privateKey as Hex)
    const receiver = fresh()
    const hashes: Hex[] = []
    for (let index = 0; index < 100; index++)
      hashes.push(
        index % 4 === 0
          ? await sender.writeContract({
              address: tokens.PTK,
              abi: devnetTokenAbi,
              functionName: 'transfer',
              args: [receiver, BigInt(index + 1)],
            })
          : await sender.sendTransaction({ to: receiver, value: BigInt(index + 1) }),
      )
    // Ten more in one block: ordered by position in the block.
    await allMined()
    await rpc('evm_setAutomine', [false])
    try {
      let nonce = await sender.getTransactionCount({
        address: sender.account.address,
        blockTag: 'pending',
      })
      for (let index = 0; index < 10; index++)
        hashes.push(
          await sender.sendTransaction({
            to: receiver,
            value: 1000n,
            nonce: nonce++,
            gas: 21_000n,
          }),
        )
      await rpc('evm_mine')
    } finally {
      await rpc('evm_setAutomine', [true]) // never leave the chain unmined for the next tests
    }
    await syncMined()

    const first = await history(receiver)
    expect(first.data).toHaveLength(50)
    expect(first.next).not.toBeNull()
    const items = await allPages(receiver)
    expect(items.map((item) => item.metadata.hash)).toEqual([...hashes].reverse())
  })

  test('walks back to stored rows the node still has when even the oldest block of the window changed', async () => {
    const receiver = fresh()
    const hash = await walletOf(devnet.accounts[6]?.privateKey as Hex).sendTransaction({
      to: receiver,
      value: 9n,
    })
    await syncMined()
    const busy = walletOf(devnet.accounts[3]?.privateKey as Hex).account.address
    const before = await allPages(busy)
    // As if the chain had been replaced under the database (a devnet started afresh).
    const [oldest] = await database.db
      .select()
      .from(historyBlocks)
      .where(eq(historyBlocks.chainId, chainId))
      .orderBy(historyBlocks.blockNumber)
      .limit(1)
    await database.db
      .update(historyBlocks)
      .set({ blockHash: `0x${'0'.repeat(64)}` })
      .where(
        and(
          eq(historyBlocks.chainId, chainId),
          eq(historyBlocks.blockNumber, oldest?.blockNumber ?? -1),
        ),
      )
    // The newest block below the window holding rows is still the node's: index again after it.
    const [below] = await database.db
      .select({ number: historyTransfers.blockNumber })
      .from(historyTransfers)
      .where(
        and(
          eq(historyTransfers.chainId, chainId),
          lt(historyTransfers.blockNumber, oldest?.blockNumber ?? -1),
        ),
      )
      .orderBy(desc(historyTransfers.blockNumber))
      .limit(1)
    steps.length = 0
    await syncMined()
    expect(steps[0]?.rewoundTo).toBe((below?.number ?? -2) + 1)
    expect((await history(receiver)).data.map((item) => item.metadata.hash)).toEqual([hash])
    const after = await allPages(busy)
    expect(after.length).toBeGreaterThan(110)
    expect(after).toEqual(before)
  })

  test('resumes from its cursor after a restart', async () => {
    await indexer.stop()
    const sender = walletOf(devnet.accounts[4]?.privateKey as Hex)
    const receiver = fresh()
    const [cursor] = await database.db
      .select()
      .from(historyCursors)
      .where(eq(historyCursors.chainId, chainId))
    const hash = await sender.sendTransaction({ to: receiver, value: 5n })
    steps.length = 0
    indexer = await start(database.db)
    await syncMined()
    expect(steps[0]?.from).toBe((cursor?.blockNumber ?? 0) + 1)
    expect((await history(receiver)).data.map((item) => item.metadata.hash)).toEqual([hash])
  })
})

describe('createServer with the indexer on', () => {
  test('indexes while running, stops on close and resumes on the next start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portico-history-'))
    const config = loadConfig({
      PORTICO_DEV: '1',
      PORT: '0',
      DATABASE_URL: 'memory://',
      PORTICO_DATA_DIR: dataDir,
      PORTICO_RPC_URLS: `${chainId}=${rpcUrl}`,
      PORTICO_LOG_LEVEL: 'silent',
      PORTICO_INDEXER_POLL_MS: '50',
    })
    const onDisk = {
      ...config,
      database: process.env.DATABASE_URL
        ? { driver: 'postgres' as const, url: process.env.DATABASE_URL }
        : { driver: 'pglite' as const, dataDir },
    }
    const sender = walletOf(devnet.accounts[5]?.privateKey as Hex)
    const receiver: Address = fresh()
    const until = async (server: Awaited<ReturnType<typeof createServer>>, count: number) => {
      for (let attempt = 0; attempt < 400; attempt++) {
        const response = await server.app.inject(
          `/v1/account/${receiver}/history?chainId=${chainId}&projectId=portico-local`,
        )
        const body = response.json() as { data: HistoryTransaction[] }
        if (body.data.length >= count) return body.data
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      throw new Error(`history of ${receiver} never reached ${count} items`)
    }
    try {
      const first = await sender.sendTransaction({ to: receiver, value: 1n })
      let server = await createServer(onDisk)
      expect((await until(server, 1)).map((item) => item.metadata.hash)).toEqual([first])
      await server.close()

      const second = await sender.sendTransaction({ to: receiver, value: 2n })
      server = await createServer(onDisk)
      const items = await until(server, 2)
      expect(items.map((item) => item.metadata.hash)).toEqual([second, first])
      await server.close()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 180_000)
})
