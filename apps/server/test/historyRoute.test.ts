import { inArray } from 'drizzle-orm'
import fc from 'fast-check'
import Fastify, { type FastifyInstance } from 'fastify'
import { zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { CreateServerReturnType } from '../src/createServer'
import {
  historyAccountTransactions,
  historyTokens,
  historyTransfers,
} from '../src/db/historySchema'
import { type OpenDatabaseReturnType, openDatabase } from '../src/db/openDatabase'
import { historyCursorBounds } from '../src/history/decodeHistoryCursor'
import { encodeHistoryCursor } from '../src/history/encodeHistoryCursor'
import { historyRoute } from '../src/history/historyRoute'
import type { HistoryTransaction } from '../src/history/readHistoryPage'
import { startTestServer } from './startTestServer'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const path = (account: string, query = '') => `/v1/account/${account}/history${query}`

describe('GET /v1/account/:account/history input', () => {
  let server: CreateServerReturnType
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server.close()
  })

  test.each([
    ['not-an-address', '', 'Invalid account: not-an-address (expected a 0x address or CAIP-10 id)'],
    ['eip155:1:0x12', '', 'Invalid CAIP-10 address: eip155:1:0x12'],
    [alice, '?chainId=eip155', 'Invalid CAIP-2 network id: eip155'],
    [alice, '?cursor=!!', 'Invalid cursor'],
    [alice, `?cursor=${Buffer.from('[1,2]').toString('base64url')}`, 'Invalid cursor'],
    [
      `eip155:31337:${alice}`,
      '?chainId=eip155:31338',
      "chainId eip155:31338 does not match the account's eip155:31337",
    ],
  ])('%s%s → 400 %s', async (account, query, message) => {
    const response = await server.app.inject(path(account, query))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'Bad Request', message })
  })

  test.each([
    // The security review's cursors (L1): mined_at past Date's range, tx_index past int4.
    ['WzEsODcwMDAwMDAwMDAwMDAwMCwiZWlwMTU1OjMxMzM3IiwwLDBd', ''],
    ['WzEsMCwiZWlwMTU1OjMxMzM3IiwwLDMwMDAwMDAwMDBd', ''],
    ['WzEsMCwiZWlwMTU1OjMxMzM3IiwwLDMwMDAwMDAwMDBd', '&chainId=eip155:31337'],
  ])('crafted cursor %s%s → 400 Invalid cursor, no internal text', async (cursor, chain) => {
    const response = await server.app.inject(path(alice, `?cursor=${cursor}${chain}`))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'Bad Request', message: 'Invalid cursor' })
  })

  test('fuzz: cursors that decode, with any field values in range, never give a 5xx', async () => {
    const chain = fc.constantFrom('eip155:31337', 'eip155:31338', 'eip155:1')
    const cursor = fc.tuple(
      fc.oneof(
        fc.constantFrom(0, historyCursorBounds.minedAt),
        fc.integer({ min: 0, max: historyCursorBounds.minedAt }),
      ),
      chain,
      fc.oneof(fc.constantFrom(0, historyCursorBounds.blockNumber), fc.nat()),
      fc.oneof(
        fc.constantFrom(0, historyCursorBounds.txIndex),
        fc.nat({ max: historyCursorBounds.txIndex }),
      ),
    )
    await fc.assert(
      fc.asyncProperty(cursor, fc.option(chain), async ([minedAt, at, block, tx], chainId) => {
        const text = Buffer.from(JSON.stringify([1, minedAt, at, block, tx])).toString('base64url')
        const query = new URLSearchParams({ cursor: text, ...(chainId ? { chainId } : {}) })
        const response = await server.app.inject(path(alice, `?${query}`))
        expect(response.statusCode).toBe(200)
      }),
      { numRuns: 100 },
    )
  })

  test('a query value too long is refused by the schema', async () => {
    const response = await server.app.inject(path(alice, `?cursor=${'a'.repeat(500)}`))
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/cursor/)
  })

  test.each([
    [alice, '?chainId=eip155:999&projectId=portico-local'],
    [
      '7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q',
      '?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    ],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q', ''],
  ])('%s%s → an empty page (chain not indexed)', async (account, query) => {
    const response = await server.app.inject(path(account, query))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ data: [], next: null })
  })

  test('appears in the OpenAPI document with its parameters and answer', async () => {
    const document = (await server.app.inject('/docs/openapi.json')).json()
    const operation = document.paths['/v1/account/{account}/history'].get
    expect(
      operation.parameters.map(
        (parameter: { in: string; name: string }) => `${parameter.in}:${parameter.name}`,
      ),
    ).toEqual(
      expect.arrayContaining(['path:account', 'query:chainId', 'query:cursor', 'query:projectId']),
    )
    const answer = operation.responses['200'].content['application/json'].schema
    expect(answer.required).toEqual(['data', 'next'])
    expect(operation.responses['400']).toBeDefined()
  })

  test('fuzz: random accounts, chains and cursors never give a 5xx', async () => {
    const text = fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom(alice, 'eip155:31337', ''))
    await fc.assert(
      fc.asyncProperty(text, text, text, async (account, chainId, cursor) => {
        const query = new URLSearchParams({ chainId, cursor }).toString()
        const response = await server.app.inject(
          `/v1/account/${encodeURIComponent(account || 'x')}/history?${query}`,
        )
        expect(response.statusCode).toBeLessThan(500)
      }),
      { numRuns: 150 },
    )
  })
})

describe('keyset pages over many rows on two chains', () => {
  let database: OpenDatabaseReturnType
  let app: FastifyInstance
  const chains = ['eip155:900001', 'eip155:900002']
  const account = '0x00000000000000000000000000000000000a11ce'
  const other = '0x0000000000000000000000000000000000000b0b'
  const token = '0x00000000000000000000000000000000000070c0'

  beforeAll(async () => {
    database = await openDatabase(
      process.env.DATABASE_URL
        ? { driver: 'postgres', url: process.env.DATABASE_URL }
        : { driver: 'pglite', dataDir: undefined },
    )
    const { db } = database
    // A real PostgreSQL is shared by runs: start these chains from nothing.
    await db.delete(historyTransfers).where(inArray(historyTransfers.chainId, chains))
    await db
      .delete(historyAccountTransactions)
      .where(inArray(historyAccountTransactions.chainId, chains))
    await db.delete(historyTokens).where(inArray(historyTokens.chainId, chains))
    // 130 transactions per chain, two per block, blocks of both chains mined at the same times.
    const transfers: (typeof historyTransfers.$inferInsert)[] = []
    for (const chainId of chains)
      for (let index = 0; index < 130; index++) {
        const block = Math.floor(index / 2)
        const outgoing = index % 3 === 0
        transfers.push({
          chainId,
          txHash: `0x${chainId.slice(-1)}${index.toString(16).padStart(63, '0')}`,
          logIndex: index % 5 === 0 ? -1 : index,
          blockNumber: block,
          blockHash: `0x${block.toString(16).padStart(64, '0')}`,
          txIndex: index % 2,
          minedAt: new Date(Date.UTC(2025, 0, 1) + block * 12_000),
          // #1 is a mint to the account, #3 a burn of its tokens (the zero address on the other side).
          fromAddress: outgoing ? account : index === 1 ? zeroAddress : other,
          toAddress: outgoing ? (index === 3 ? zeroAddress : other) : account,
          tokenAddress: index % 5 === 0 ? null : token,
          amount: `${index + 1}000000`,
          status: 'confirmed',
        })
      }
    await db.insert(historyTransfers).values(transfers)
    await db.insert(historyAccountTransactions).values(
      transfers.map((row) => ({
        chainId: row.chainId,
        address: account,
        txHash: row.txHash,
        blockNumber: row.blockNumber,
        txIndex: row.txIndex,
        minedAt: row.minedAt,
      })),
    )
    await db.insert(historyTokens).values(
      chains.map((chainId) => ({
        chainId,
        address: token,
        name: 'Test USD',
        symbol: 'TUSD',
        decimals: 6,
        fetchedAt: new Date(),
      })),
    )
    app = Fastify()
    await app.register(historyRoute, { db, chains })
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  async function walk(query: string) {
    const items: HistoryTransaction[] = []
    const sizes: number[] = []
    let cursor: string | null = null
    do {
      const response = await app.inject(
        path(account, cursor === null ? query : `${query}&cursor=${cursor}`),
      )
      expect(response.statusCode).toBe(200)
      const page = response.json() as { data: HistoryTransaction[]; next: string | null }
      items.push(...page.data)
      sizes.push(page.data.length)
      cursor = page.next
    } while (cursor !== null)
    return { items, sizes }
  }

  test('operationType from the account side: send, receive, mint, burn', async () => {
    const { items } = await walk(`?chainId=${chains[0]}`)
    const typeOf = (index: number) =>
      items.find((item) => item.metadata.hash === `0x1${index.toString(16).padStart(63, '0')}`)
        ?.metadata.operationType
    expect([typeOf(0), typeOf(1), typeOf(2), typeOf(3)]).toEqual([
      'send',
      'mint',
      'receive',
      'burn',
    ])
  })

  test('one chain: 50 a page, newest first, no gap, no duplicate', async () => {
    const { items, sizes } = await walk(`?chainId=${chains[0]}`)
    expect(sizes).toEqual([50, 50, 30])
    expect(new Set(items.map((item) => item.id)).size).toBe(130)
    const expected = Array.from({ length: 130 }, (_, index) => 129 - index).map(
      (index) => `${chains[0]}/0x1${index.toString(16).padStart(63, '0')}`,
    )
    expect(items.map((item) => item.id)).toEqual(expected)
    expect(items.at(-1)).toMatchObject({
      metadata: { operationType: 'send', minedAt: '2025-01-01T00:00:00.000Z' },
      transfers: [
        {
          direction: 'out',
          fungible_info: { symbol: 'ETH' },
          quantity: { numeric: '0.000000000001', decimals: '18' },
        },
      ],
    })
    expect(items.at(-2)?.transfers[0]).toMatchObject({
      direction: 'in',
      fungible_info: { symbol: 'TUSD', name: 'Test USD' },
      quantity: { numeric: '2', decimals: '6' },
    })
  })

  test('every chain: ordered by time, ties broken by chain, no gap, no duplicate', async () => {
    const { items, sizes } = await walk('?projectId=portico-local')
    expect(sizes).toEqual([50, 50, 50, 50, 50, 10])
    expect(new Set(items.map((item) => item.id)).size).toBe(260)
    const keys = items.map((item) => [
      Date.parse(item.metadata.minedAt),
      item.metadata.chain,
      Number.parseInt(item.metadata.hash?.slice(3) ?? '', 16),
    ])
    const sorted = [...keys].sort((a, b) =>
      a[0] !== b[0]
        ? (b[0] as number) - (a[0] as number)
        : a[1] !== b[1]
          ? String(a[1]).localeCompare(String(b[1]))
          : (b[2] as number) - (a[2] as number),
    )
    expect(keys).toEqual(sorted)
  })

  test('a cursor from another page position continues after it', async () => {
    const cursor = encodeHistoryCursor({
      minedAt: Date.UTC(2025, 0, 1) + 10 * 12_000,
      chainId: chains[0] as string,
      blockNumber: 10,
      txIndex: 0,
    })
    const response = await app.inject(path(account, `?chainId=${chains[0]}&cursor=${cursor}`))
    const page = response.json() as { data: HistoryTransaction[] }
    // Block 10 holds indexes 20 (tx 0) and 21 (tx 1): the page starts at index 19.
    expect(page.data[0]?.id).toBe(`${chains[0]}/0x1${(19).toString(16).padStart(63, '0')}`)
    expect(page.data).toHaveLength(20)
  })
})
