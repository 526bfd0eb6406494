import type { FastifyInstance } from 'fastify'
import type { ServerConfig } from '../config'
import type { Database } from '../db/openDatabase'
import { startHistoryBackfill } from './backfill/startHistoryBackfill'
import { describeIndexerError } from './describeIndexerError'
import { historyRoute } from './historyRoute'
import { solanaTokenInfo } from './solana/solanaTokenInfo'
import { startSolanaHistory } from './solana/startSolanaHistory'
import { type HistoryIndexer, startHistoryIndexer } from './startHistoryIndexer'

export type HistoryParameters = {
  db: Database
  config: Pick<
    ServerConfig,
    'rpcUpstreams' | 'indexer' | 'rpcTimeoutMs' | 'publicUrl' | 'solanaTokenLists'
  >
  /** Handed the indexer once started (e.g. for `GET /health`); not called when it is off. */
  onIndexer?: ((indexer: HistoryIndexer) => void) | undefined
}

/**
 * The history feature as one Fastify plugin: `GET /v1/account/:account/history` and, when
 * `config.indexer.enabled` (`PORTICO_INDEXER=on`, the default), the indexer following every
 * `eip155` chain of `PORTICO_RPC_URLS`, and the on-demand indexing of Solana accounts on its
 * `solana` chains, and the per-account backfill of what happened before the index's start block
 * ({@link startHistoryBackfill}). The indexer stops in the app's `onClose` hook, before the
 * server closes its database. A failed step is logged (warn) with its reason, the secrets of the
 * node URLs hidden; a rewind, or blocks the node reports without their parent, are logged (info).
 *
 * @example
 * await app.register(history, { db: database.db, config })
 */
export async function history(
  app: FastifyInstance,
  { db, config, onIndexer }: HistoryParameters,
): Promise<void> {
  const chains = config.rpcUpstreams
    .map((upstream) => upstream.caipNetworkId)
    .filter((id) => id.startsWith('eip155:'))
  // Secrets of these URLs never reach the log (node keys, explorer API keys).
  const urls = [
    ...config.rpcUpstreams.map((upstream) => upstream.url),
    ...Object.values(config.indexer.explorerApis),
  ]
  // Solana chains are indexed on demand, per account (docs/history.md#solana).
  const solana = config.indexer.enabled
    ? startSolanaHistory({
        db,
        chains: config.rpcUpstreams,
        timeoutMs: config.rpcTimeoutMs,
        pollIntervalMs: config.indexer.pollIntervalMs,
        tokenInfo: solanaTokenInfo(config.solanaTokenLists),
        onError: (chainId, error) =>
          app.log.warn(
            { chainId, reason: describeIndexerError({ error, urls }) },
            'Solana history refresh failed',
          ),
      })
    : undefined
  if (solana !== undefined) app.addHook('onClose', () => solana.stop())
  // Transfers before the index's start block, per account, when its history is asked for.
  const backfill = config.indexer.enabled
    ? startHistoryBackfill({
        db,
        chains: config.rpcUpstreams,
        timeoutMs: config.rpcTimeoutMs,
        explorerApis: config.indexer.explorerApis,
        onError: (chainId, address, error) =>
          app.log.warn(
            { chainId, address, reason: describeIndexerError({ error, urls }) },
            'history backfill failed; tried again shortly',
          ),
        onNativeUnavailable: (chainId, reason) =>
          app.log.info(
            { chainId, reason: describeIndexerError({ error: reason, urls }) },
            config.indexer.explorerApis[chainId] === undefined
              ? 'history backfill: the node has no trace_filter; native transfers before the start block are not filled in (PORTICO_EXPLORER_API_URLS)'
              : "history backfill: the node has no trace_filter; native transfers before the start block come from the chain's explorer API",
          ),
      })
    : undefined
  if (backfill !== undefined) app.addHook('onClose', () => backfill.stop())
  await app.register(historyRoute, { db, chains, publicUrl: config.publicUrl, solana, backfill })
  if (!config.indexer.enabled) return
  const indexer = await startHistoryIndexer({
    db,
    chains: config.rpcUpstreams,
    config: config.indexer,
    timeoutMs: config.rpcTimeoutMs,
    onError: (chainId, error) =>
      app.log.warn(
        { chainId, reason: describeIndexerError({ error, urls }) },
        'history indexer step failed',
      ),
    onStep: (chainId, step) => {
      if (step.rewoundTo !== undefined)
        app.log.info(
          { chainId, rewoundTo: step.rewoundTo },
          "history indexer: the node's chain changed, indexing again from block rewoundTo",
        )
      if (step.breaks.length > 0)
        app.log.info(
          { chainId, blocks: step.breaks },
          'history indexer: the node reports these blocks without their parent; indexed as reported',
        )
      app.log.debug({ chainId, ...step }, 'history indexer step')
    },
  })
  onIndexer?.({
    ...indexer,
    status: () => {
      const running = backfill?.running() ?? {}
      return indexer
        .status()
        .map((chain) => ({ ...chain, backfills: running[chain.caipNetworkId] ?? 0 }))
    },
  })
  app.addHook('onClose', async () => {
    await indexer.stop()
  })
}
