import { type Clock, type ClockTimer, systemClock } from '@portico/core/internal'
import { and, eq } from 'drizzle-orm'
import type { RpcUpstream } from '../../config'
import type { Database } from '../../db/openDatabase'
import { historySolanaSources } from '../../db/solanaHistorySchema'
import { createChainRpc } from '../createChainRpc'
import { indexSolanaAccount, type SolanaTokenInfo } from './indexSolanaAccount'

export type StartSolanaHistoryParameters = {
  db: Database
  /** The server's RPC upstreams; only `solana:` ones are used. */
  chains: readonly RpcUpstream[]
  /** Time limit of one RPC call, in milliseconds. */
  timeoutMs: number
  /** How often the accounts asked for recently are brought up to date. */
  pollIntervalMs: number
  /** How long after its last request an account stays refreshed in the background. */
  keepFreshMs?: number | undefined
  /** Most accounts refreshed in the background (the most recently asked). */
  maxWatched?: number | undefined
  tokenInfo?: SolanaTokenInfo | undefined
  /** Told about failed background refreshes (retried at the next poll). */
  onError?: ((caipNetworkId: string, error: unknown) => void) | undefined
  /** Told after each background refresh that succeeded. */
  onRefreshed?: ((caipNetworkId: string, address: string) => void) | undefined
  clock?: Clock | undefined
}

export type SolanaHistory = {
  /** The Solana CAIP-2 ids served. */
  chains: string[]
  /**
   * Brings a wallet's history up to date ({@link indexSolanaAccount}); concurrent calls for the
   * same wallet share one run. The wallet is then kept fresh in the background for `keepFreshMs`.
   */
  refresh(caipNetworkId: string, address: string): Promise<void>
  /** Whether the wallet was indexed before (its stored history can be served if the node is down). */
  isIndexed(caipNetworkId: string, address: string): Promise<boolean>
  /** Stops the background loop and waits for the running refreshes. */
  stop(): Promise<void>
}
export type StartSolanaHistoryReturnType = SolanaHistory

/**
 * The Solana side of the history: indexing on demand. Solana nodes serve no cheap scan of every
 * block, so a wallet is indexed by its signatures when its history is first asked for; afterwards
 * a background loop refreshes the wallets asked for in the last `keepFreshMs` (at most
 * `maxWatched`) every `pollIntervalMs`.
 *
 * @example
 * const solana = startSolanaHistory({ db, chains: config.rpcUpstreams, timeoutMs: 10_000, pollIntervalMs: 1000 })
 * await solana.refresh('solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR', address)
 * await solana.stop()
 */
export function startSolanaHistory(
  parameters: StartSolanaHistoryParameters,
): StartSolanaHistoryReturnType {
  const {
    db,
    timeoutMs,
    pollIntervalMs,
    keepFreshMs = 10 * 60_000,
    maxWatched = 1000,
    tokenInfo,
    onError,
    onRefreshed,
    clock = systemClock,
  } = parameters
  const upstreams = parameters.chains.filter((chain) => chain.caipNetworkId.startsWith('solana:'))
  const rpcs = new Map(
    upstreams.map((chain) => [
      chain.caipNetworkId,
      createChainRpc({
        caipNetworkId: chain.caipNetworkId,
        url: chain.url,
        timeoutMs,
        maxBatch: 20,
      }),
    ]),
  )
  const running = new Map<string, Promise<void>>()
  /** `chainId address` → when last asked for (insertion order = least recently asked first). */
  const watched = new Map<string, number>()
  let stopped = false

  function refresh(caipNetworkId: string, address: string): Promise<void> {
    const rpc = rpcs.get(caipNetworkId)
    if (rpc === undefined) return Promise.resolve()
    const key = `${caipNetworkId} ${address}`
    const current = running.get(key)
    if (current !== undefined) return current
    const run = indexSolanaAccount({ db, rpc, caipNetworkId, address, tokenInfo, now: clock.now })
      .then(() => {})
      .finally(() => running.delete(key))
    running.set(key, run)
    return run
  }

  let timer: ClockTimer | undefined
  let wake: (() => void) | undefined
  const loop = (async () => {
    while (!stopped) {
      await new Promise<void>((resolve) => {
        wake = resolve
        timer = clock.setTimeout(resolve, pollIntervalMs)
      })
      for (const [key, askedAt] of [...watched]) {
        if (stopped) break
        if (clock.now() - askedAt > keepFreshMs) {
          watched.delete(key)
          continue
        }
        const [caipNetworkId = '', address = ''] = key.split(' ')
        await refresh(caipNetworkId, address).then(
          () => onRefreshed?.(caipNetworkId, address),
          (error) => onError?.(caipNetworkId, error),
        )
      }
    }
  })()

  return {
    chains: [...rpcs.keys()],
    refresh(caipNetworkId, address) {
      const key = `${caipNetworkId} ${address}`
      watched.delete(key)
      watched.set(key, clock.now())
      for (const oldest of watched.keys()) {
        if (watched.size <= maxWatched) break
        watched.delete(oldest)
      }
      return refresh(caipNetworkId, address)
    },
    async isIndexed(caipNetworkId, address) {
      const rows = await db
        .select({ address: historySolanaSources.address })
        .from(historySolanaSources)
        .where(
          and(
            eq(historySolanaSources.chainId, caipNetworkId),
            eq(historySolanaSources.address, address),
          ),
        )
        .limit(1)
      return rows.length > 0
    },
    async stop() {
      stopped = true
      if (timer !== undefined) clock.clearTimeout(timer)
      wake?.()
      await loop
      await Promise.allSettled([...running.values()])
    },
  }
}
