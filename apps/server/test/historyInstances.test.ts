import { randomInt } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { historyCursors, historyTransfers } from '../src/db/historySchema'
import { type OpenDatabaseReturnType, openDatabase } from '../src/db/openDatabase'
import { createChainRpc } from '../src/history/createChainRpc'
import { indexChainStep } from '../src/history/indexChainStep'
import { holdDevnet } from './holdDevnet'

// Two server instances on one database run the history indexer of the same chain at the same
// time (two connection pools on a real PostgreSQL, CI's DATABASE_URL; one PGlite otherwise). Each
// step must either write or leave the cursor to the other: no step fails on the other's rows, no
// row is written twice, and the result is what one instance alone writes.
// This file indexes the same blocks twice and compares them, so no block may come or go meanwhile:
// it holds the devnet (one such file at a time, reverted after).
holdDevnet()
const url = process.env.DATABASE_URL
let instances: OpenDatabaseReturnType[] = []

beforeAll(async () => {
  if (url === undefined) {
    const shared = await openDatabase({ driver: 'pglite', dataDir: undefined })
    instances = [shared, { ...shared, close: async () => {} }]
  } else
    instances = await Promise.all([
      openDatabase({ driver: 'postgres', url }),
      openDatabase({ driver: 'postgres', url }),
    ])
})
afterAll(async () => {
  for (const instance of instances.toReversed()) await instance.close()
})

test('two instances indexing one chain at once: no failed step, no duplicate, one cursor', async () => {
  const node = inject('rpcUrlByChain')['eip155:31337'] as string
  // rows under a chain id of this test alone (the suites share CI's database), read from 31337
  const caipNetworkId = `eip155:${900_000_000 + randomInt(99_999_999)}`
  const reference = `eip155:${900_000_000 + randomInt(99_999_999)}`
  const rpc = createChainRpc({ caipNetworkId, url: node, timeoutMs: 10_000 })
  const step = (db: OpenDatabaseReturnType['db'], chain: string) =>
    indexChainStep({
      db,
      rpc,
      caipNetworkId: chain,
      confirmations: 3,
      batchBlocks: 4,
      startBlock: () => 0,
    })
  const [a, b] = instances as [OpenDatabaseReturnType, OpenDatabaseReturnType]
  let written = 0
  let skipped = 0
  for (let round = 0; round < 200; round += 1) {
    const results = await Promise.allSettled([step(a.db, caipNetworkId), step(b.db, caipNetworkId)])
    const failed = results.filter((result) => result.status === 'rejected')
    expect(failed.map((result) => String((result as PromiseRejectedResult).reason))).toEqual([])
    const steps = results.map(
      (result) => (result as PromiseFulfilledResult<{ blocks: number; caughtUp: boolean }>).value,
    )
    written += steps.filter((one) => one.blocks > 0).length
    skipped += steps.filter((one) => one.blocks === 0 && !one.caughtUp).length
    if (steps.every((one) => one.caughtUp)) break
  }
  expect(written).toBeGreaterThan(0)
  const [cursor] = await a.db
    .select()
    .from(historyCursors)
    .where(eq(historyCursors.chainId, caipNetworkId))
  expect(cursor).toBeDefined()
  // one instance alone, up to the same block
  for (let round = 0; round < 500; round += 1) {
    const alone = await step(a.db, reference)
    if (alone.indexedTo >= (cursor?.blockNumber ?? 0)) break
  }
  const rows = (chain: string) =>
    a.db
      .select({
        block: historyTransfers.blockNumber,
        tx: historyTransfers.txHash,
        log: historyTransfers.logIndex,
      })
      .from(historyTransfers)
      .where(
        sql`${historyTransfers.chainId} = ${chain} and ${historyTransfers.blockNumber} <= ${cursor?.blockNumber ?? 0}`,
      )
      .orderBy(historyTransfers.blockNumber, historyTransfers.txHash, historyTransfers.logIndex)
  expect(await rows(caipNetworkId)).toEqual(await rows(reference))
  console.info(`two indexers: ${written} steps wrote, ${skipped} left the cursor to the other`)
}, 120_000)
