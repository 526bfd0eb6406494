import { type Clock, systemClock } from '@portico/core/internal'
import { sql } from 'drizzle-orm'
import type { RpcUpstream } from '../config'
import { historyTokens } from '../db/historySchema'
import type { Database } from '../db/openDatabase'
import { createChainRpc } from './createChainRpc'
import { type IndexChainStepReturnType, indexChainStep } from './indexChainStep'
import type { IndexerConfig } from './loadIndexerConfig'

export type StartHistoryIndexerParameters = {
  db: Database
  /** The chains to follow (the server's RPC upstreams); only `eip155` chains are indexed. */
  chains: readonly RpcUpstream[]
  config: Omit<IndexerConfig, 'enabled' | 'explorerApis'>
  /** Time limit of one RPC call, in milliseconds. */
  timeoutMs: number
  /** Told about failed steps (the step is retried after the poll interval). */
  onError?: ((caipNetworkId: string, error: unknown) => void) | undefined
  /** Told about each step that wrote blocks. */
  onStep?: ((caipNetworkId: string, step: IndexChainStepReturnType) => void) | undefined
  clock?: Clock | undefined
}

/** Where the indexer of one chain stands, for `GET /health`. */
export type HistoryChainStatus = {
  caipNetworkId: string
  /** Last indexed block (undefined until the first step; -1 while none is). */
  indexedBlock: number | undefined
  /** The node's latest block, as of the last step that succeeded. */
  head: number | undefined
  /** `head - indexedBlock` (undefined until the first step). */
  lag: number | undefined
  /** When the last step succeeded, in ms since the epoch (the indexer's clock). */
  lastSuccessAt: number | undefined
  /** When the last step failed. */
  lastErrorAt: number | undefined
  /** Whether the latest step failed (the node does not answer, the database failed, …). */
  failing: boolean
  /** The first block of the index (undefined until the first step). */
  startBlock: number | undefined
  /** Per-account backfills queued or running in this instance (set by the history plugin). */
  backfills?: number | undefined
}

export type HistoryIndexer = {
  /** The CAIP-2 ids being followed. */
  chains: string[]
  /** Where each chain stands (a copy). */
  status(): HistoryChainStatus[]
  /** Indexes every chain up to its current head (steps are queued behind the background loop's). */
  sync(): Promise<void>
  /** Stops polling and waits for the running step to finish. */
  stop(): Promise<void>
}
export type StartHistoryIndexerReturnType = HistoryIndexer

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/**
 * Starts the history indexer: one loop per EVM chain that steps ({@link indexChainStep}) until the
 * chain is caught up, then polls every `pollIntervalMs`. A chain without a cursor starts at its
 * configured start block, else at 0 when its node is on this machine (the devnet) or at
 * `latest - backfillBlocks`. A chain with a cursor resumes from it. Tokens of `spamTokens` are
 * flagged spam first. `status()` tells each chain's indexed block, head, lag and last failure.
 *
 * @example
 * const indexer = await startHistoryIndexer({ db, chains: config.rpcUpstreams, config: config.indexer, timeoutMs: 10_000 })
 * await indexer.sync()
 * await indexer.stop()
 */
export async function startHistoryIndexer(
  parameters: StartHistoryIndexerParameters,
): Promise<StartHistoryIndexerReturnType> {
  const { db, config, timeoutMs, onError, onStep, clock = systemClock } = parameters
  const chains = parameters.chains.filter((chain) => chain.caipNetworkId.startsWith('eip155:'))

  if (config.spamTokens.length > 0) {
    const rows = config.spamTokens.map((id) => {
      const separator = id.lastIndexOf(':')
      return { chainId: id.slice(0, separator), address: id.slice(separator + 1), isSpam: true }
    })
    await db
      .insert(historyTokens)
      .values(rows)
      .onConflictDoUpdate({
        target: [historyTokens.chainId, historyTokens.address],
        set: { isSpam: sql`true` },
      })
  }

  let stopped = false
  const statuses = new Map<string, HistoryChainStatus>()
  const loops = chains.map((chain) => {
    const status: HistoryChainStatus = {
      caipNetworkId: chain.caipNetworkId,
      indexedBlock: undefined,
      head: undefined,
      lag: undefined,
      lastSuccessAt: undefined,
      lastErrorAt: undefined,
      failing: false,
      startBlock: undefined,
    }
    statuses.set(chain.caipNetworkId, status)
    const rpc = createChainRpc({ caipNetworkId: chain.caipNetworkId, url: chain.url, timeoutMs })
    const local = loopbackHosts.has(new URL(chain.url).hostname)
    const configured = config.startBlocks[chain.caipNetworkId]
    const startBlock = (head: number) =>
      configured ?? (local ? 0 : Math.max(0, head - config.backfillBlocks))
    // Steps of one chain run one at a time, whoever asks for them.
    let queue: Promise<unknown> = Promise.resolve()
    const step = () => {
      const run = queue
        .then(() =>
          indexChainStep({
            db,
            rpc,
            caipNetworkId: chain.caipNetworkId,
            confirmations: config.confirmations,
            batchBlocks: config.batchBlocks,
            startBlock,
          }),
        )
        .then(
          (result) => {
            Object.assign(status, {
              indexedBlock: result.indexedTo,
              head: result.head,
              lag: Math.max(0, result.head - result.indexedTo),
              lastSuccessAt: clock.now(),
              failing: false,
              startBlock: result.startBlock,
            })
            return result
          },
          (error: unknown) => {
            Object.assign(status, { lastErrorAt: clock.now(), failing: true })
            throw error
          },
        )
      queue = run.catch(() => {})
      return run
    }
    const untilCaughtUp = async () => {
      while (!stopped) {
        const result = await step()
        if (result.blocks > 0 || result.rewoundTo !== undefined || result.breaks.length > 0)
          onStep?.(chain.caipNetworkId, result)
        if (result.caughtUp) return
      }
    }

    let timer: unknown
    let wake: (() => void) | undefined
    const running = (async () => {
      while (!stopped) {
        try {
          await untilCaughtUp()
        } catch (error) {
          if (!stopped) onError?.(chain.caipNetworkId, error)
        }
        if (stopped) break
        await new Promise<void>((resolve) => {
          wake = resolve
          timer = clock.setTimeout(resolve, config.pollIntervalMs)
        })
      }
    })()
    return {
      untilCaughtUp,
      stop: async () => {
        clock.clearTimeout(timer)
        wake?.()
        await running
        await queue
      },
    }
  })

  return {
    chains: chains.map((chain) => chain.caipNetworkId),
    status: () => [...statuses.values()].map((status) => ({ ...status })),
    async sync() {
      await Promise.all(loops.map((loop) => loop.untilCaughtUp()))
    },
    async stop() {
      stopped = true
      await Promise.all(loops.map((loop) => loop.stop()))
    },
  }
}
