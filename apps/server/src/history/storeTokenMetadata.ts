import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { historyTokens } from '../db/historySchema'
import type { Database } from '../db/openDatabase'
import type { ChainRpc } from './createChainRpc'
import { readTokenMetadata } from './readTokenMetadata'

export type StoreTokenMetadataParameters = {
  db: Database
  rpc: ChainRpc
  caipNetworkId: string
  /** Token contracts (lower-case), repeats allowed. */
  tokens: readonly string[]
}

/**
 * Reads the metadata of the tokens not fetched yet ({@link readTokenMetadata}) and stores it in
 * `history_tokens` (a spam flag set before is kept). Shared by the indexer and the backfill.
 *
 * @example
 * await storeTokenMetadata({ db, rpc, caipNetworkId: 'eip155:1', tokens: ['0xa0b8…eb48'] })
 */
export async function storeTokenMetadata(parameters: StoreTokenMetadataParameters): Promise<void> {
  const { db, rpc, caipNetworkId } = parameters
  const tokens = [...new Set(parameters.tokens)]
  if (tokens.length === 0) return
  const fetched = await db
    .select({ address: historyTokens.address })
    .from(historyTokens)
    .where(
      and(
        eq(historyTokens.chainId, caipNetworkId),
        inArray(historyTokens.address, tokens),
        isNotNull(historyTokens.fetchedAt),
      ),
    )
  const done = new Set(fetched.map((row) => row.address))
  const missing = tokens.filter((token) => !done.has(token))
  if (missing.length === 0) return
  const metadata = await readTokenMetadata({ rpc, tokens: missing })
  const rows = metadata.map((token) => ({
    chainId: caipNetworkId,
    ...token,
    fetchedAt: new Date(),
  }))
  await db
    .insert(historyTokens)
    .values(rows)
    .onConflictDoUpdate({
      target: [historyTokens.chainId, historyTokens.address],
      set: {
        name: sql`excluded.name`,
        symbol: sql`excluded.symbol`,
        decimals: sql`excluded.decimals`,
        fetchedAt: sql`excluded.fetched_at`,
      },
    })
}
