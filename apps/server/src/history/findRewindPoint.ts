import { and, desc, eq, lte } from 'drizzle-orm'
import { historyTransfers } from '../db/historySchema'
import type { Database } from '../db/openDatabase'
import type { ChainRpc } from './createChainRpc'

export type FindRewindPointParameters = {
  db: Database
  rpc: ChainRpc
  caipNetworkId: string
  /** The oldest block of the confirmations window, whose hash changed: the search starts below. */
  below: number
}

/**
 * The first block to index again, or `undefined` when none of the stored rows is on the node's
 * chain any more (another chain: every row of it is stale).
 */
export type FindRewindPointReturnType = number | undefined

const hex = (value: number) => `0x${value.toString(16)}`

/**
 * Walks back below a confirmations window that no longer matches the node (a reorg deeper than
 * the window, a devnet restored or reset, a node pointed at another chain) to the newest block
 * holding stored transfers whose hash the node still reports, probing 1, 2, 4, 8… blocks below
 * the window (one indexed query and one RPC call a probe, so a long history costs a few dozen
 * calls). A block that still matches proves every block below it: indexing again from the block
 * after it replaces everything that may have changed. Returns `undefined` when no stored block
 * matches.
 *
 * @example
 * const from = await findRewindPoint({ db, rpc, caipNetworkId: 'eip155:1', below: 19_000_000 })
 */
export async function findRewindPoint(
  parameters: FindRewindPointParameters,
): Promise<FindRewindPointReturnType> {
  const { db, rpc, caipNetworkId, below } = parameters
  let distance = 1
  let checked = Number.POSITIVE_INFINITY
  for (;;) {
    const limit = Math.min(below - distance, checked - 1)
    if (limit < 0) return undefined
    const [row] = await db
      .select({ number: historyTransfers.blockNumber, hash: historyTransfers.blockHash })
      .from(historyTransfers)
      .where(
        and(eq(historyTransfers.chainId, caipNetworkId), lte(historyTransfers.blockNumber, limit)),
      )
      .orderBy(desc(historyTransfers.blockNumber))
      .limit(1)
    if (row === undefined) return undefined
    const [block] = (await rpc.results([
      { method: 'eth_getBlockByNumber', params: [hex(row.number), false] },
    ])) as ({ hash: string } | null)[]
    if (block?.hash.toLowerCase() === row.hash) return row.number + 1
    checked = row.number
    distance *= 2
  }
}
