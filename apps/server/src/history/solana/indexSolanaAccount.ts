import { and, eq, inArray, sql } from 'drizzle-orm'
import { historyAccountTransactions, historyTokens, historyTransfers } from '../../db/historySchema'
import type { Database } from '../../db/openDatabase'
import { historySolanaSources, historySolanaTransactions } from '../../db/solanaHistorySchema'
import type { ChainRpc } from '../createChainRpc'
import { HistoryRpcError } from '../errors'
import {
  type DecodeSolanaTransfersReturnType,
  decodeSolanaTransfers,
  type SolanaRpcTransaction,
  solanaProgramIds,
} from './decodeSolanaTransfers'

/** Name and symbol of a mint, from the server's token list. */
export type SolanaTokenInfo = (
  caipNetworkId: string,
  mint: string,
) => { name: string; symbol: string } | undefined

export type IndexSolanaAccountParameters = {
  db: Database
  rpc: ChainRpc
  caipNetworkId: string
  /** The wallet (base58). */
  address: string
  /** Most signatures read per address and call (`getSignaturesForAddress` pages of ≤ 1000). */
  maxSignatures?: number | undefined
  tokenInfo?: SolanaTokenInfo | undefined
  /** Time of a transaction the node gives no `blockTime` for. */
  now?: (() => number) | undefined
}

export type IndexSolanaAccountReturnType = {
  /** Addresses whose signatures were read: the wallet and its token accounts. */
  sources: number
  /** Transactions fetched and written (new to the database). */
  transactions: number
}

type SignatureInfo = { signature: string; slot: number }

const transactionConfig = {
  encoding: 'json',
  maxSupportedTransactionVersion: 0,
  commitment: 'confirmed',
}

/** A stable order of transactions within one slot (the node gives no index without `getBlock`). */
function txIndexOf(signature: string): number {
  let hash = 0
  for (const char of signature) hash = (hash * 31 + char.charCodeAt(0)) % 2 ** 31
  return hash
}

/** Display fallback of a mint the token list does not name. */
const shortMint = (mint: string) => `${mint.slice(0, 4)}…${mint.slice(-4)}`

/**
 * Brings one Solana wallet's history up to date in the database: reads the new signatures of the
 * wallet and of its token accounts (`getTokenAccountsByOwner`, Token and Token-2022, plus those
 * seen before) with `getSignaturesForAddress` (`until` the newest already indexed, paging with
 * `before`), fetches the transactions not yet indexed with `getTransaction` in batches, and writes
 * their transfers ({@link decodeSolanaTransfers}), fee and one page row per wallet taking part.
 * Idempotent: a failure leaves the sources' positions unchanged and the next call redoes the rest.
 *
 * @example
 * await indexSolanaAccount({ db, rpc, caipNetworkId: 'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR', address })
 */
export async function indexSolanaAccount(
  parameters: IndexSolanaAccountParameters,
): Promise<IndexSolanaAccountReturnType> {
  const {
    db,
    rpc,
    caipNetworkId,
    address,
    maxSignatures = 1000,
    tokenInfo,
    now = Date.now,
  } = parameters

  const tokenAccountLists = await rpc.batch(
    [solanaProgramIds.token, solanaProgramIds.token2022].map((programId) => ({
      method: 'getTokenAccountsByOwner',
      params: [address, { programId }, { encoding: 'base64', commitment: 'confirmed' }],
    })),
  )
  const known = await db
    .select()
    .from(historySolanaSources)
    .where(
      and(eq(historySolanaSources.chainId, caipNetworkId), eq(historySolanaSources.owner, address)),
    )
  const newest = new Map(known.map((row) => [row.address, row.newestSignature]))
  const sources = new Set([address, ...known.map((row) => row.address)])
  for (const answer of tokenAccountLists) {
    // A node without Token-2022 answers an error for it: the classic list is enough then.
    if ('error' in answer) continue
    const value = (answer.result as { value?: { pubkey: string }[] } | null)?.value ?? []
    for (const entry of value) sources.add(entry.pubkey)
  }

  const found = new Map<string, SignatureInfo>()
  const positions: { address: string; signature: string | undefined; slot: number | undefined }[] =
    []
  for (const source of sources) {
    const until = newest.get(source) ?? undefined
    let before: string | undefined
    let first: SignatureInfo | undefined
    for (let read = 0; read < maxSignatures; ) {
      const limit = Math.min(1000, maxSignatures - read)
      const [page] = (await rpc.results([
        {
          method: 'getSignaturesForAddress',
          params: [
            source,
            { limit, commitment: 'confirmed', ...(until && { until }), ...(before && { before }) },
          ],
        },
      ])) as [SignatureInfo[] | null]
      if (!Array.isArray(page))
        throw new HistoryRpcError(caipNetworkId, 'getSignaturesForAddress: not a list')
      for (const entry of page)
        found.set(entry.signature, { signature: entry.signature, slot: entry.slot })
      first ??= page[0]
      read += page.length
      if (page.length < limit) break
      before = page.at(-1)?.signature
    }
    positions.push({ address: source, signature: first?.signature, slot: first?.slot })
  }

  const signatures = [...found.keys()]
  const indexed = new Set<string>()
  for (let start = 0; start < signatures.length; start += 500) {
    const rows = await db
      .select({ signature: historySolanaTransactions.signature })
      .from(historySolanaTransactions)
      .where(
        and(
          eq(historySolanaTransactions.chainId, caipNetworkId),
          inArray(historySolanaTransactions.signature, signatures.slice(start, start + 500)),
        ),
      )
    for (const row of rows) indexed.add(row.signature)
  }
  const missing = signatures.filter((signature) => !indexed.has(signature))
  const results = await rpc.results(
    missing.map((signature) => ({
      method: 'getTransaction',
      params: [signature, transactionConfig],
    })),
  )
  const decoded = results.flatMap((result, index) => {
    if (result === null)
      throw new HistoryRpcError(caipNetworkId, `getTransaction: ${missing[index]} not found`)
    return [decodeSolanaTransfers(result as SolanaRpcTransaction)]
  })
  for (const tx of decoded) await writeTransaction(db, caipNetworkId, tx, tokenInfo, now)

  const ownTokenAccounts = decoded.flatMap((tx) =>
    tx.tokenAccounts.filter(
      (account) => account.owner === address && !sources.has(account.address),
    ),
  )
  const rows = [
    ...positions.map((position) => ({
      chainId: caipNetworkId,
      address: position.address,
      owner: address,
      newestSignature: position.signature ?? newest.get(position.address) ?? null,
      newestSlot: position.slot ?? null,
    })),
    ...ownTokenAccounts.map((account) => ({
      chainId: caipNetworkId,
      address: account.address,
      owner: address,
      newestSignature: null,
      newestSlot: null,
    })),
  ]
  const unique = [...new Map(rows.map((row) => [row.address, row])).values()]
  await db
    .insert(historySolanaSources)
    .values(unique)
    .onConflictDoUpdate({
      target: [historySolanaSources.chainId, historySolanaSources.address],
      set: {
        newestSignature: sql`coalesce(excluded.newest_signature, ${historySolanaSources.newestSignature})`,
        newestSlot: sql`coalesce(excluded.newest_slot, ${historySolanaSources.newestSlot})`,
        updatedAt: sql`now()`,
      },
    })
  return { sources: sources.size, transactions: decoded.length }
}

async function writeTransaction(
  db: Database,
  chainId: string,
  tx: DecodeSolanaTransfersReturnType,
  tokenInfo: SolanaTokenInfo | undefined,
  now: () => number,
): Promise<void> {
  const minedAt = new Date(tx.blockTime === null ? now() : tx.blockTime * 1000)
  const txIndex = txIndexOf(tx.signature)
  await db.transaction(async (trx) => {
    const mints = new Map<string, number>()
    for (const transfer of tx.transfers)
      if (transfer.mint !== null) mints.set(transfer.mint, transfer.decimals)
    if (mints.size > 0)
      await trx
        .insert(historyTokens)
        .values(
          [...mints].map(([mint, decimals]) => {
            const info = tokenInfo?.(chainId, mint)
            return {
              chainId,
              address: mint,
              name: info?.name ?? mint,
              symbol: info?.symbol ?? shortMint(mint),
              decimals,
              fetchedAt: minedAt,
            }
          }),
        )
        .onConflictDoUpdate({
          target: [historyTokens.chainId, historyTokens.address],
          set: {
            name: sql`excluded.name`,
            symbol: sql`excluded.symbol`,
            decimals: sql`excluded.decimals`,
            fetchedAt: sql`excluded.fetched_at`,
          },
        })
    if (tx.transfers.length > 0) {
      await trx
        .insert(historyTransfers)
        .values(
          tx.transfers.map((transfer, logIndex) => ({
            chainId,
            txHash: tx.signature,
            logIndex,
            blockNumber: tx.slot,
            blockHash: '',
            txIndex,
            minedAt,
            fromAddress: transfer.from,
            toAddress: transfer.to,
            tokenAddress: transfer.mint,
            amount: transfer.amount.toString(),
            status: tx.status,
          })),
        )
        .onConflictDoNothing()
      const parties = new Set(tx.transfers.flatMap((transfer) => [transfer.from, transfer.to]))
      await trx
        .insert(historyAccountTransactions)
        .values(
          [...parties].map((party) => ({
            chainId,
            address: party,
            txHash: tx.signature,
            blockNumber: tx.slot,
            txIndex,
            minedAt,
          })),
        )
        .onConflictDoNothing()
    }
    await trx
      .insert(historySolanaTransactions)
      .values({ chainId, signature: tx.signature, feePayer: tx.feePayer, fee: tx.fee.toString() })
      .onConflictDoNothing()
  })
}
