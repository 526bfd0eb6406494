import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readExplorerChunk } from './readExplorerChunk'

// The explorer is the boundary: a local HTTP server answering `txlist` (newest first, `page` and
// `offset`, Etherscan's "No transactions found") from a list of made-up transactions, to test the
// walk on this side of it. historyBackfill.test.ts crosses it against a devnet's blocks.
const account = '0x00000000000000000000000000000000000000aa'
const other = '0x00000000000000000000000000000000000000bb'
let transactions: { blockNumber: number; hash: string }[] = []
const queries: Record<string, string>[] = []
const server = createServer((request, response) => {
  const query = Object.fromEntries(new URL(request.url ?? '/', 'http://x').searchParams)
  queries.push(query)
  const [start, end, page, offset] = ['startblock', 'endblock', 'page', 'offset'].map((name) =>
    Number(query[name]),
  ) as [number, number, number, number]
  const result = transactions
    .filter((item) => item.blockNumber >= start && item.blockNumber <= end)
    .sort((a, b) => b.blockNumber - a.blockNumber)
    .slice((page - 1) * offset, page * offset)
    .map((item, index) => ({
      blockNumber: String(item.blockNumber),
      blockHash: `0x${'b'.repeat(63)}${item.blockNumber % 10}`,
      timeStamp: String(1_700_000_000 + item.blockNumber),
      hash: item.hash,
      transactionIndex: String(index),
      from: other,
      to: account,
      value: '1000',
      isError: '0',
      txreceipt_status: '1',
    }))
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end(
    JSON.stringify(
      result.length === 0
        ? { status: '0', message: 'No transactions found', result: [] }
        : { status: '1', message: 'OK', result },
    ),
  )
})
let url = ''
beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api?apikey=key`
})
afterAll(() => new Promise<void>((done) => server.close(() => done())))

const hash = (block: number, n: number) =>
  `0x${block.toString(16).padStart(32, '0')}${n.toString(16).padStart(32, '0')}`
const read = (below: number, pageSize = 2) =>
  readExplorerChunk({
    url,
    caipNetworkId: 'eip155:1',
    address: account,
    below,
    pageSize,
    timeoutMs: 5_000,
  })

describe('readExplorerChunk', () => {
  it('a full page of one block is followed by the rest of that block, page by page', async () => {
    transactions = [
      ...[0, 1, 2, 3, 4].map((n) => ({ blockNumber: 7, hash: hash(7, n) })),
      { blockNumber: 3, hash: hash(3, 0) },
    ]
    queries.length = 0
    const first = await read(10)
    expect(first.transfers.map((row) => row.txHash).sort()).toEqual(
      [0, 1, 2, 3, 4].map((n) => hash(7, n)).sort(),
    )
    expect(first.below).toBe(7)
    expect(queries.map((query) => [query.startblock, query.endblock, query.page])).toEqual([
      ['0', '9', '1'],
      ['7', '7', '2'],
      ['7', '7', '3'],
    ])
    const second = await read(first.below)
    expect(second.transfers.map((row) => row.txHash)).toEqual([hash(3, 0)])
    expect(second.below).toBe(0)
  })

  it('a full page cutting through its lowest block leaves that block to the next chunk', async () => {
    transactions = [
      { blockNumber: 9, hash: hash(9, 0) },
      { blockNumber: 8, hash: hash(8, 0) },
      { blockNumber: 8, hash: hash(8, 1) },
    ]
    const first = await read(10)
    expect(first.transfers.map((row) => row.txHash)).toEqual([hash(9, 0)])
    expect(first.below).toBe(9)
    const second = await read(first.below)
    expect(second.transfers.map((row) => row.txHash).sort()).toEqual([hash(8, 0), hash(8, 1)])
    expect(second.below).toBe(8)
    expect(await read(second.below)).toEqual({ transfers: [], below: 0 })
  })

  it('refuses a block holding more of the account than the explorer lets one query page through', async () => {
    transactions = Array.from({ length: 10_001 }, (_, n) => ({ blockNumber: 5, hash: hash(5, n) }))
    await expect(read(6, 5_000)).rejects.toThrow(
      'block 5 holds over 10000 transactions of the account',
    )
  })
})
