import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  historyAccountTransactions,
  historyBlocks,
  historyCursors,
  historyTransfers,
} from '../db/historySchema'
import { type OpenDatabaseReturnType, openDatabase } from '../db/openDatabase'
import type { ChainRpc, ChainRpcCall } from './createChainRpc'
import { HistoryRpcError } from './errors'
import { indexChainStep } from './indexChainStep'

// The rewind rule against a scripted node (the boundary) and a real PGlite database. Every block
// holds one transfer whose hash names the block's fork, so stale rows would show.
const chainId = 'eip155:1'
const sender = `0x${'a'.repeat(40)}`
const receiver = `0x${'b'.repeat(40)}`
const hex = (value: number) => `0x${value.toString(16)}`

type Block = { number: number; hash: string; parentHash: string; tx: string }

/** Blocks `from`..`to` of `fork`, the first one's parent being `parent`. */
function blocksOf(fork: string, from: number, to: number, parent = `0x${'0'.repeat(64)}`): Block[] {
  const blocks: Block[] = []
  for (let number = from; number <= to; number++) {
    const hash = `0x${fork}${String(number).padStart(63 - fork.length, '0')}f`
    blocks.push({ number, hash, parentHash: blocks.at(-1)?.hash ?? parent, tx: `${hash}77` })
  }
  return blocks
}

/** A node answering from `chain.blocks` (its view by number); `beforeCall` may change it. */
function nodeOf(chain: { blocks: Block[]; beforeCall?: (call: ChainRpcCall) => void }): ChainRpc {
  const answer = (call: ChainRpcCall): unknown => {
    chain.beforeCall?.(call)
    if (call.method === 'eth_blockNumber') return hex(chain.blocks.length - 1)
    if (call.method === 'eth_getLogs') return []
    if (call.method === 'eth_getTransactionReceipt') return { status: '0x1' }
    if (call.method !== 'eth_getBlockByNumber') throw new Error(`unexpected ${call.method}`)
    const block = chain.blocks[Number(call.params[0])]
    if (block === undefined) return null
    const transaction = {
      hash: block.tx,
      from: sender,
      to: receiver,
      value: '0x1',
      transactionIndex: '0x0',
    }
    return {
      number: hex(block.number),
      hash: block.hash,
      parentHash: block.parentHash,
      timestamp: hex(1_700_000_000 + block.number),
      transactions: [transaction],
    }
  }
  return {
    batch: async (calls) => calls.map((call) => ({ result: answer(call) })),
    results: async (calls) => calls.map(answer),
  }
}

let database: OpenDatabaseReturnType
beforeAll(async () => {
  database = await openDatabase({ driver: 'pglite', dataDir: undefined })
})
beforeEach(async () => {
  for (const table of [historyCursors, historyBlocks, historyTransfers, historyAccountTransactions])
    await database.db.delete(table)
})
afterAll(async () => {
  await database.close()
})

const step = (rpc: ChainRpc, startBlock = 0) =>
  indexChainStep({
    db: database.db,
    rpc,
    caipNetworkId: chainId,
    confirmations: 5,
    batchBlocks: 100,
    startBlock: () => startBlock,
  })

/** Steps until caught up; returns the steps. */
async function sync(rpc: ChainRpc, startBlock = 0) {
  const steps = [await step(rpc, startBlock)]
  while (!steps.at(-1)?.caughtUp) steps.push(await step(rpc, startBlock))
  return steps
}

/** The stored rows must be exactly the node's transfers from `from` on: none stale, none twice. */
async function expectRowsOf(chain: { blocks: Block[] }, from = 0, cursorAt = chain.blocks.at(-1)) {
  const rows = await database.db
    .select({ tx: historyTransfers.txHash, number: historyTransfers.blockNumber })
    .from(historyTransfers)
    .orderBy(historyTransfers.blockNumber)
  const expected = chain.blocks.slice(from).map((block) => ({ tx: block.tx, number: block.number }))
  expect(rows).toEqual(expected)
  const accounts = await database.db
    .select({ tx: historyAccountTransactions.txHash })
    .from(historyAccountTransactions)
  expect(accounts).toHaveLength(expected.length * 2)
  const [cursor] = await database.db
    .select()
    .from(historyCursors)
    .where(eq(historyCursors.chainId, chainId))
  expect(cursor).toMatchObject({ blockNumber: cursorAt?.number, blockHash: cursorAt?.hash })
}

describe('a chain that does not link', () => {
  test('a node whose block 1 names another block 0 (anvil after loading a state) is indexed as it reports', async () => {
    const genesis = blocksOf('a', 0, 0)
    const chain = { blocks: [...blocksOf('c', 0, 0), ...blocksOf('a', 1, 30, genesis[0]?.hash)] }
    const steps = await sync(nodeOf(chain))
    expect(steps[0]?.breaks).toEqual([1])
    await expectRowsOf(chain)
    // Stable: the next steps neither rewind nor fail.
    chain.blocks.push(...blocksOf('a', 31, 33, chain.blocks.at(-1)?.hash))
    const next = await sync(nodeOf(chain))
    expect(next.map((item) => [item.rewoundTo, item.breaks])).toEqual([[undefined, []]])
    await expectRowsOf(chain)
  })

  test('a link that moves while the range is read is read again on the next step', async () => {
    const chain: { blocks: Block[]; beforeCall?: (call: ChainRpcCall) => void } = {
      blocks: blocksOf('a', 0, 20),
    }
    // The node switches to fork b (from block 9) while the range is read, at block 10.
    const reorged = [...chain.blocks.slice(0, 9), ...blocksOf('b', 9, 20, chain.blocks[8]?.hash)]
    chain.beforeCall = (call) => {
      if (call.method === 'eth_getBlockByNumber' && call.params[0] === hex(10))
        chain.blocks = reorged
    }
    const error = await step(nodeOf(chain)).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HistoryRpcError)
    expect((error as HistoryRpcError).details).toBe(
      'eip155:1: block 9 changed while the range was read',
    )
    chain.beforeCall = undefined
    chain.blocks = reorged
    await sync(nodeOf(chain))
    await expectRowsOf(chain)
  })

  test('a restored devnet under the old database: block 0 of the window changed', async () => {
    const first = blocksOf('a', 0, 3)
    await sync(nodeOf({ blocks: first }))
    const restored = { blocks: [...blocksOf('c', 0, 0), ...first.slice(1)] }
    restored.blocks.push(...blocksOf('a', 4, 6, first.at(-1)?.hash))
    const steps = await sync(nodeOf(restored))
    expect(steps[0]?.rewoundTo).toBe(0)
    await expectRowsOf(restored)
  })

  test('a reorg deeper than the window: walks back to the newest block the node still has', async () => {
    const first = blocksOf('a', 0, 39)
    await sync(nodeOf({ blocks: first }))
    const reorged = { blocks: [...first.slice(0, 20), ...blocksOf('b', 20, 45, first[19]?.hash)] }
    const steps = await sync(nodeOf(reorged))
    // Window 35…39 all changed; probes 34, 33, 31, 27 changed, 19 did not: index again from 20.
    expect(steps[0]?.rewoundTo).toBe(20)
    expect(steps[0]?.from).toBe(20)
    await expectRowsOf(reorged)
  })

  test('another chain (genesis changed): every row is dropped and the chain indexed afresh', async () => {
    await sync(nodeOf({ blocks: blocksOf('a', 0, 39) }))
    const other = { blocks: blocksOf('d', 0, 59) }
    const steps = await sync(nodeOf(other), 50)
    expect(steps[0]).toMatchObject({ rewoundTo: 0, from: 50 })
    // Nothing of the old chain is left, not even below the start block.
    await expectRowsOf(other, 50)
  })

  test('a node reset below the cursor: the same chain, shorter', async () => {
    const first = blocksOf('a', 0, 39)
    await sync(nodeOf({ blocks: first }))
    const shorter = { blocks: first.slice(0, 30) }
    const steps = await sync(nodeOf(shorter))
    expect(steps[0]?.rewoundTo).toBe(28)
    await expectRowsOf(shorter)
    shorter.blocks.push(...blocksOf('e', 30, 32, shorter.blocks.at(-1)?.hash))
    await sync(nodeOf(shorter))
    await expectRowsOf(shorter)
  })

  test('a node reset below its start block: rows dropped, the cursor follows the head', async () => {
    await sync(nodeOf({ blocks: blocksOf('a', 0, 39) }), 10)
    const reset = { blocks: blocksOf('f', 0, 4) }
    const steps = await sync(nodeOf(reset), 10)
    expect(steps[0]).toMatchObject({ rewoundTo: 0, indexedTo: 4, blocks: 0 })
    await expectRowsOf({ blocks: [] }, 0, reset.blocks[4])
  })
})
