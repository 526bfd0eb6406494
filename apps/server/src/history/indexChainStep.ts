import { and, eq, gt, gte, lte, sql } from 'drizzle-orm'
import {
  historyAccountTransactions,
  historyBackfills,
  historyBlocks,
  historyCursors,
  historyTransfers,
} from '../db/historySchema'
import type { Database } from '../db/openDatabase'
import type { ChainRpc } from './createChainRpc'
import { HistoryRpcError } from './errors'
import { findRewindPoint } from './findRewindPoint'
import { readBlockRange, type TransferRow } from './readBlockRange'
import { storeTokenMetadata } from './storeTokenMetadata'

export type IndexChainStepParameters = {
  db: Database
  rpc: ChainRpc
  caipNetworkId: string
  /** Blocks re-read to catch reorgs. */
  confirmations: number
  /** Most blocks read in this step. */
  batchBlocks: number
  /** First block when the chain has no cursor yet, given the node's head. */
  startBlock: (head: number) => number
}

export type IndexChainStepReturnType = {
  /** The node's latest block. */
  head: number
  /** First block this step read (or would have read). */
  from: number
  /** Last indexed block after this step (-1: none yet). */
  indexedTo: number
  /**
   * Set when the stored blocks no longer match the node (reorg, restored or reset node): the
   * first block whose rows were replaced (0 when the chain was indexed afresh).
   */
  rewoundTo: number | undefined
  /** Blocks the node reports without linking to the block before (see `readBlockRange`). */
  breaks: number[]
  /** Blocks read and written in this step. */
  blocks: number
  transfers: number
  /** Whether the chain is indexed up to its head. */
  caughtUp: boolean
  /** The first block the index holds (earlier transfers come from per-account backfills). */
  startBlock: number
}

const hex = (value: number) => `0x${value.toString(16)}`
const insertChunk = 2000
/** First key of the advisory lock a step's write holds per chain (the second: the chain id's hash). */
const historyLockKey = 7_316_040

/**
 * One step of the history indexer on one chain: re-reads the confirmations window (and the
 * cursor's block) and rewinds to the first block whose hash changed (a reorg). When even the
 * window's oldest block changed (a deeper reorg, a restored or reset node, another chain), it
 * walks back ({@link findRewindPoint}) to stored rows the node still has, or drops every row of
 * the chain and starts again at the start block. It then reads at most `batchBlocks` new blocks
 * ({@link readBlockRange}: a link the node breaks the same way twice is its own view and is
 * indexed as such) and, in one database transaction, replaces the rows of every block from the
 * rewind point on, records the window's hashes and moves the cursor. A node whose head is below
 * the cursor gets its cursor moved down to its head. Token metadata of new tokens is read once.
 * The transaction holds a per-chain advisory lock and checks that the cursor did not move meanwhile
 * (another server instance wrote first): if it did, nothing is written and the other instance's
 * rows stand. Safe to call again after any failure.
 *
 * @example
 * const step = await indexChainStep({ db, rpc, caipNetworkId: 'eip155:31337', confirmations: 12, batchBlocks: 100, startBlock: () => 0 })
 */
export async function indexChainStep(
  parameters: IndexChainStepParameters,
): Promise<IndexChainStepReturnType> {
  const { db, rpc, caipNetworkId, confirmations, batchBlocks } = parameters
  const [headHex] = await rpc.results([{ method: 'eth_blockNumber', params: [] }])
  const head = Number(BigInt(headHex as string))
  const [cursor] = await db
    .select()
    .from(historyCursors)
    .where(eq(historyCursors.chainId, caipNetworkId))

  let from: number
  let rewoundTo: number | undefined
  // Set when the chain is indexed afresh (no cursor, or nothing the node still has).
  let freshStart: number | undefined
  const known = new Map<number, string>()
  if (cursor === undefined) {
    from = Math.max(0, Math.min(parameters.startBlock(head), head + 1))
    freshStart = from
  } else {
    from = cursor.blockNumber + 1
    const stored = await db
      .select({ number: historyBlocks.blockNumber, hash: historyBlocks.blockHash })
      .from(historyBlocks)
      .where(
        and(
          eq(historyBlocks.chainId, caipNetworkId),
          gte(historyBlocks.blockNumber, cursor.blockNumber - confirmations + 1),
          lte(historyBlocks.blockNumber, cursor.blockNumber),
        ),
      )
      .orderBy(historyBlocks.blockNumber)
    // The cursor's block is checked too, should the window be empty.
    if (stored.at(-1)?.number !== cursor.blockNumber)
      stored.push({ number: cursor.blockNumber, hash: cursor.blockHash })
    const current = (await rpc.results(
      stored.map(({ number }) => ({
        method: 'eth_getBlockByNumber',
        params: [hex(number), false],
      })),
    )) as ({ hash: string } | null)[]
    for (const [index, { number, hash }] of stored.entries()) {
      if (current[index]?.hash.toLowerCase() === hash) {
        known.set(number, hash)
        continue
      }
      if (index > 0) from = number
      else {
        // Even the window's oldest block changed (a reorg deeper than the window, a devnet
        // restored or reset, another chain): walk back to rows the node still has, else drop
        // every row of the chain and start afresh.
        const point = await findRewindPoint({ db, rpc, caipNetworkId, below: number })
        from = point ?? Math.max(0, Math.min(parameters.startBlock(head), head + 1))
        rewoundTo = point ?? 0
        if (point === undefined) freshStart = from
      }
      rewoundTo ??= from
      break
    }
  }
  // Rows of blocks from here on are replaced (below `from` when the chain is indexed afresh).
  const dropFrom = rewoundTo ?? from
  const startBlock = freshStart ?? cursor?.startBlock ?? from

  const to = Math.min(head, from + batchBlocks - 1)
  let range = { blocks: [] as { number: number; hash: string; parentHash: string }[] }
  let transfers: TransferRow[] = []
  let breaks: number[] = []
  let cursorHash: string | undefined
  if (to >= from) {
    const read = await readBlockRange({
      rpc,
      caipNetworkId,
      from,
      to,
      parentHash: known.get(from - 1),
    })
    range = read
    transfers = read.transfers
    breaks = read.breaks
    cursorHash = read.blocks.at(-1)?.hash
  } else if (cursor !== undefined && rewoundTo !== undefined) {
    // The node's head is below the rewind point (a shorter chain, a node reset): drop what is
    // gone and point the cursor at the head.
    const [block] = (await rpc.results([
      { method: 'eth_getBlockByNumber', params: [hex(to), false] },
    ])) as ({ hash: string } | null)[]
    if (!block) throw new HistoryRpcError(caipNetworkId, `block ${to} is missing`)
    cursorHash = block.hash.toLowerCase()
  } else {
    return {
      head,
      from,
      indexedTo: cursor?.blockNumber ?? from - 1,
      rewoundTo,
      breaks,
      blocks: 0,
      transfers: 0,
      caughtUp: true,
      startBlock,
    }
  }

  await storeTokenMetadata({
    db,
    rpc,
    caipNetworkId,
    tokens: transfers.flatMap((row) => row.tokenAddress ?? []),
  })

  const accountRows = new Map<string, typeof historyAccountTransactions.$inferInsert>()
  for (const row of transfers)
    for (const address of [row.fromAddress, row.toAddress])
      accountRows.set(`${address}/${row.txHash}`, {
        chainId: caipNetworkId,
        address,
        txHash: row.txHash,
        blockNumber: row.blockNumber,
        txIndex: row.txIndex,
        minedAt: row.minedAt,
      })
  const windowBlocks = (
    range.blocks.length > 0 ? range.blocks : [{ number: to, hash: cursorHash as string }]
  )
    .filter((block) => block.number > to - confirmations && block.number >= dropFrom)
    .map((block) => ({ chainId: caipNetworkId, blockNumber: block.number, blockHash: block.hash }))

  const written = await db.transaction(async (tx) => {
    // Instances write one chain one at a time: `for update` below locks no row while the chain
    // has no cursor yet, and two writers would then collide on each other's rows.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${historyLockKey}, hashtext(${caipNetworkId}))`,
    )
    const [locked] = await tx
      .select()
      .from(historyCursors)
      .where(eq(historyCursors.chainId, caipNetworkId))
      .for('update')
    if (locked?.blockNumber !== cursor?.blockNumber || locked?.blockHash !== cursor?.blockHash)
      return false
    const fromHere = <table extends typeof historyTransfers | typeof historyAccountTransactions>(
      table: table,
    ) => and(eq(table.chainId, caipNetworkId), gte(table.blockNumber, dropFrom))
    // Backfilled rows above `dropFrom` go too: those backfills start again. First, so that a
    // backfill writing meanwhile (it locks its row first) is waited for and its rows dropped.
    await tx
      .delete(historyBackfills)
      .where(and(eq(historyBackfills.chainId, caipNetworkId), gt(historyBackfills.upTo, dropFrom)))
    await tx.delete(historyTransfers).where(fromHere(historyTransfers))
    await tx.delete(historyAccountTransactions).where(fromHere(historyAccountTransactions))
    await tx
      .delete(historyBlocks)
      .where(
        and(
          eq(historyBlocks.chainId, caipNetworkId),
          sql`(${historyBlocks.blockNumber} >= ${dropFrom} or ${historyBlocks.blockNumber} <= ${to - confirmations})`,
        ),
      )
    for (let start = 0; start < transfers.length; start += insertChunk)
      await tx.insert(historyTransfers).values(transfers.slice(start, start + insertChunk))
    const accounts = [...accountRows.values()]
    for (let start = 0; start < accounts.length; start += insertChunk)
      await tx.insert(historyAccountTransactions).values(accounts.slice(start, start + insertChunk))
    if (windowBlocks.length > 0) await tx.insert(historyBlocks).values(windowBlocks)
    const next = {
      blockNumber: to,
      blockHash: cursorHash as string,
      startBlock,
      updatedAt: new Date(),
    }
    await tx
      .insert(historyCursors)
      .values({ chainId: caipNetworkId, ...next })
      .onConflictDoUpdate({ target: historyCursors.chainId, set: next })
    return true
  })

  return {
    head,
    from,
    indexedTo: written ? to : (cursor?.blockNumber ?? -1),
    rewoundTo,
    breaks,
    blocks: written ? range.blocks.length : 0,
    transfers: written ? transfers.length : 0,
    caughtUp: written && to >= head,
    startBlock: written ? startBlock : (cursor?.startBlock ?? startBlock),
  }
}
