import { type Clock, systemClock } from '@portico/core/internal'
import { and, eq, gt, inArray, or } from 'drizzle-orm'
import type { RpcUpstream } from '../../config'
import { historyBackfills, historyCursors } from '../../db/historySchema'
import type { Database } from '../../db/openDatabase'
import { type ChainRpc, createChainRpc } from '../createChainRpc'
import { HistoryRpcError } from '../errors'
import { storeTokenMetadata } from '../storeTokenMetadata'
import { classifyRpcError } from './classifyRpcError'
import { readBackfillChunk } from './readBackfillChunk'
import { readExplorerChunk } from './readExplorerChunk'
import { writeBackfillChunk } from './writeBackfillChunk'

/**
 * Where native transfers before the index come from: the node's `trace_filter`, else the chain's
 * explorer API when one is configured, else `unavailable`.
 */
export type NativeSource = 'trace_filter' | 'explorer' | 'unavailable'

/** An account's backfill of one chain, as the history route answers it. */
export type BackfillState = {
  /** `unavailable`: ERC-20 transfers are complete, native ones only from `completeFromBlock`. */
  status: 'running' | 'done' | 'unavailable'
  /** The history is complete from this block on (null until the indexer's first step). */
  completeFromBlock: number | null
  /** Where native transfers before the index come from (null until detected, or not needed). */
  nativeSource: NativeSource | null
}

export type StartHistoryBackfillParameters = {
  db: Database
  /** The chains the indexer follows (only `eip155` ones are backfilled). */
  chains: readonly RpcUpstream[]
  /** Time limit of one RPC call, in milliseconds. */
  timeoutMs: number
  /** Explorer API per CAIP-2 id, for chains whose node has no `trace_filter` (`PORTICO_EXPLORER_API_URLS`). */
  explorerApis?: Record<string, string> | undefined
  /** Transactions asked of an explorer at once (default 1000). */
  explorerPageSize?: number | undefined
  /** Blocks of a backfill's first chunk (default 10 000); halved on a refused range, doubled after a chunk read. */
  initialSpan?: number | undefined
  /** Most blocks of one chunk (default 1 000 000). */
  maxSpan?: number | undefined
  /** Pause before a failed backfill is tried again, in milliseconds (default 5000). */
  retryMs?: number | undefined
  /** Told about each failed chunk (the backfill is tried again after `retryMs`). */
  onError?: ((caipNetworkId: string, address: string, error: unknown) => void) | undefined
  /** Told once per chain when its node has no `trace_filter`. */
  onNativeUnavailable?: ((caipNetworkId: string, reason: string) => void) | undefined
  clock?: Clock | undefined
}

export type HistoryBackfill = {
  /**
   * The account's backfill of the chain: started the first time it is asked for (when the index
   * starts after block 0), else read. Undefined for a chain not followed.
   */
  request(caipNetworkId: string, address: string): Promise<BackfillState | undefined>
  /** Backfills queued or running in this instance, per CAIP-2 id. */
  running(): Record<string, number>
  /** Stops the backfills (each resumes from its last chunk at the next start). */
  stop(): Promise<void>
}
export type StartHistoryBackfillReturnType = HistoryBackfill

type Row = typeof historyBackfills.$inferSelect

/** The state of a stored backfill. */
function stateOf(row: Row): BackfillState {
  const nativeSource = (row.nativeSource ?? null) as NativeSource | null
  const unavailable = nativeSource === 'unavailable'
  const logsDone = row.logsBelow === 0
  return {
    status:
      logsDone && row.nativeBelow === 0
        ? 'done'
        : logsDone && unavailable
          ? 'unavailable'
          : 'running',
    completeFromBlock: Math.max(row.logsBelow, unavailable ? row.upTo : row.nativeBelow),
    nativeSource,
  }
}

/**
 * Fills in, per account, the transfers before the indexer's start block: the first time an
 * account's history is asked for on a chain whose index starts after block 0, a backfill row is
 * stored and the account's ERC-20 `Transfer` logs (as `from` or `to` topic) and native transfers
 * (`trace_filter`, when the node offers it: detected once per chain; else the chain's explorer
 * API, {@link readExplorerChunk}, when configured) are read from the start
 * block down to block 0 in chunks ({@link readBackfillChunk}) that halve when the node refuses
 * their range or result size and double after each chunk read. Each chunk is written with the
 * backfill's new mark in one transaction ({@link writeBackfillChunk}): a restart resumes from
 * the mark (unfinished backfills are resumed at start) and nothing is written twice. Backfills of
 * one chain run one after the other.
 *
 * @example
 * const backfill = startHistoryBackfill({ db, chains: config.rpcUpstreams, timeoutMs: 10_000 })
 * await backfill.request('eip155:1', '0xd8da6bf26964af9d7eed9e03e53415d37aa96045')
 */
export function startHistoryBackfill(
  parameters: StartHistoryBackfillParameters,
): StartHistoryBackfillReturnType {
  const { db, timeoutMs, onError, onNativeUnavailable, clock = systemClock } = parameters
  const initialSpan = parameters.initialSpan ?? 10_000
  const maxSpan = parameters.maxSpan ?? 1_000_000
  const retryMs = parameters.retryMs ?? 5000
  const explorerApis = parameters.explorerApis ?? {}
  const explorerPageSize = parameters.explorerPageSize ?? 1000
  /** What replaces a missing `trace_filter`: the chain's explorer, if any. */
  const withoutTraces = (caipNetworkId: string): NativeSource =>
    explorerApis[caipNetworkId] === undefined ? 'unavailable' : 'explorer'
  const rpcs = new Map<string, ChainRpc>()
  for (const chain of parameters.chains)
    if (chain.caipNetworkId.startsWith('eip155:'))
      rpcs.set(
        chain.caipNetworkId,
        createChainRpc({ caipNetworkId: chain.caipNetworkId, url: chain.url, timeoutMs }),
      )

  let stopped = false
  const sources = new Map<string, Promise<NativeSource>>()
  /** Accounts queued, running or waiting to retry, per chain. */
  const active = new Map<string, Set<string>>()
  const queues = new Map<string, string[]>()
  const pumps = new Map<string, Promise<void>>()
  const timers = new Set<unknown>()

  /** Whether the chain's node offers `trace_filter`: asked once per chain (a failure asks again). */
  function nativeSource(caipNetworkId: string, rpc: ChainRpc): Promise<NativeSource> {
    let source = sources.get(caipNetworkId)
    if (source === undefined) {
      source = (async () => {
        const [answer] = await rpc.batch([
          {
            method: 'trace_filter',
            params: [{ fromBlock: '0x0', toBlock: '0x0', toAddress: [`0x${'0'.repeat(40)}`] }],
          },
        ])
        if (answer === undefined || !('error' in answer)) return 'trace_filter'
        const kind = classifyRpcError({ message: answer.error, code: answer.code })
        if (kind === 'missing') {
          onNativeUnavailable?.(caipNetworkId, answer.error)
          return withoutTraces(caipNetworkId)
        }
        if (kind === 'range') return 'trace_filter'
        throw new HistoryRpcError(caipNetworkId, `trace_filter: ${answer.error}`)
      })()
      source.catch(() => sources.delete(caipNetworkId))
      sources.set(caipNetworkId, source)
    }
    return source
  }

  const where = (caipNetworkId: string, address: string) =>
    and(eq(historyBackfills.chainId, caipNetworkId), eq(historyBackfills.address, address))

  async function run(caipNetworkId: string, address: string, rpc: ChainRpc): Promise<void> {
    const spans = { logs: initialSpan, native: initialSpan }
    while (!stopped) {
      const [row] = await db.select().from(historyBackfills).where(where(caipNetworkId, address))
      if (row === undefined) return
      let source = row.nativeSource as NativeSource | null
      if (row.nativeBelow > 0 && source !== 'trace_filter' && source !== 'explorer') {
        const detected = await nativeSource(caipNetworkId, rpc)
        if (detected !== source)
          await db
            .update(historyBackfills)
            .set({ nativeSource: detected })
            .where(where(caipNetworkId, address))
        source = detected
      }
      const logsNeeded = row.logsBelow > 0
      const nativeNeeded = source !== 'unavailable' && source !== null && row.nativeBelow > 0
      if (!logsNeeded && !nativeNeeded) return
      // The side that is further behind goes first: the history grows back in time evenly.
      const side =
        logsNeeded && (!nativeNeeded || row.logsBelow >= row.nativeBelow) ? 'logs' : 'native'
      const below = side === 'logs' ? row.logsBelow : row.nativeBelow
      if (side === 'native' && source === 'explorer') {
        const read = await readExplorerChunk({
          url: explorerApis[caipNetworkId] as string,
          caipNetworkId,
          address,
          below,
          pageSize: explorerPageSize,
          timeoutMs,
        })
        const written = await writeBackfillChunk({
          db,
          caipNetworkId,
          address,
          upTo: row.upTo,
          side,
          below: read.below,
          transfers: read.transfers,
        })
        if (!written) return
        continue
      }
      const span = spans[side]
      const from = Math.max(0, below - span)
      const chunk = await readBackfillChunk({
        rpc,
        caipNetworkId,
        address,
        kind: side === 'logs' ? 'logs' : 'trace_filter',
        from,
        to: below - 1,
      })
      if ('refused' in chunk) {
        if (chunk.refused === 'missing' && side === 'native') {
          onNativeUnavailable?.(caipNetworkId, chunk.reason)
          const replacement = withoutTraces(caipNetworkId)
          sources.set(caipNetworkId, Promise.resolve(replacement))
          await db
            .update(historyBackfills)
            .set({ nativeSource: replacement })
            .where(where(caipNetworkId, address))
          continue
        }
        if (chunk.refused === 'missing' || span === 1)
          throw new HistoryRpcError(caipNetworkId, `${chunk.reason} (a range of ${span} blocks)`)
        spans[side] = Math.max(1, Math.floor(span / 2))
        continue
      }
      if (side === 'logs')
        await storeTokenMetadata({
          db,
          rpc,
          caipNetworkId,
          tokens: chunk.transfers.flatMap((transfer) => transfer.tokenAddress ?? []),
        })
      const written = await writeBackfillChunk({
        db,
        caipNetworkId,
        address,
        upTo: row.upTo,
        side,
        below: from,
        transfers: chunk.transfers,
      })
      if (!written) return
      spans[side] = Math.min(maxSpan, span * 2)
    }
  }

  function enqueue(caipNetworkId: string, address: string, retry = false): void {
    const rpc = rpcs.get(caipNetworkId)
    if (stopped || rpc === undefined) return
    const accounts = active.get(caipNetworkId) ?? new Set()
    active.set(caipNetworkId, accounts)
    if (accounts.has(address) && !retry) return
    accounts.add(address)
    const queue = queues.get(caipNetworkId) ?? []
    queues.set(caipNetworkId, queue)
    queue.push(address)
    if (pumps.has(caipNetworkId)) return
    const pump = (async () => {
      for (let next = queue.shift(); next !== undefined && !stopped; next = queue.shift()) {
        const account = next
        try {
          await run(caipNetworkId, account, rpc)
          accounts.delete(account)
        } catch (error) {
          if (stopped) break
          onError?.(caipNetworkId, account, error)
          const timer = clock.setTimeout(() => {
            timers.delete(timer)
            enqueue(caipNetworkId, account, true)
          }, retryMs)
          timers.add(timer)
        }
      }
      pumps.delete(caipNetworkId)
    })()
    pumps.set(caipNetworkId, pump)
  }

  // Unfinished backfills of the followed chains resume.
  const resumed = (async () => {
    const chains = [...rpcs.keys()]
    if (chains.length === 0) return
    const rows = await db
      .select({ chainId: historyBackfills.chainId, address: historyBackfills.address })
      .from(historyBackfills)
      .where(
        and(
          inArray(historyBackfills.chainId, chains),
          or(gt(historyBackfills.logsBelow, 0), gt(historyBackfills.nativeBelow, 0)),
        ),
      )
    for (const row of rows) enqueue(row.chainId, row.address)
  })().catch((error: unknown) => onError?.('*', '*', error))

  return {
    async request(caipNetworkId, rawAddress) {
      if (!rpcs.has(caipNetworkId)) return undefined
      const address = rawAddress.toLowerCase()
      const [cursor] = await db
        .select({ startBlock: historyCursors.startBlock })
        .from(historyCursors)
        .where(eq(historyCursors.chainId, caipNetworkId))
      if (cursor === undefined)
        return { status: 'running', completeFromBlock: null, nativeSource: null }
      if (cursor.startBlock === 0)
        return { status: 'done', completeFromBlock: 0, nativeSource: null }
      let [row] = await db.select().from(historyBackfills).where(where(caipNetworkId, address))
      if (row === undefined) {
        const start = cursor.startBlock
        await db
          .insert(historyBackfills)
          .values({
            chainId: caipNetworkId,
            address,
            upTo: start,
            logsBelow: start,
            nativeBelow: start,
          })
          .onConflictDoNothing()
        ;[row] = await db.select().from(historyBackfills).where(where(caipNetworkId, address))
        if (row === undefined)
          return { status: 'running', completeFromBlock: start, nativeSource: null }
      }
      const state = stateOf(row)
      if (state.status === 'running') enqueue(caipNetworkId, address)
      return state
    },
    running: () =>
      Object.fromEntries([...rpcs.keys()].map((id) => [id, active.get(id)?.size ?? 0])),
    async stop() {
      stopped = true
      for (const timer of timers) clock.clearTimeout(timer)
      timers.clear()
      await resumed
      await Promise.all(pumps.values())
    },
  }
}
