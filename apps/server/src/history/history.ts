import type { FastifyInstance } from 'fastify'
import type { ServerConfig } from '../config'
import type { Database } from '../db/openDatabase'
import { historyRoute } from './historyRoute'
import { solanaTokenInfo } from './solana/solanaTokenInfo'
import { startSolanaHistory } from './solana/startSolanaHistory'
import { startHistoryIndexer } from './startHistoryIndexer'

export type HistoryParameters = {
  db: Database
  config: Pick<
    ServerConfig,
    'rpcUpstreams' | 'indexer' | 'rpcTimeoutMs' | 'publicUrl' | 'solanaTokenLists'
  >
}

/**
 * The history feature as one Fastify plugin: `GET /v1/account/:account/history` and, when
 * `config.indexer.enabled` (`PORTICO_INDEXER=on`, the default), the indexer following every
 * `eip155` chain of `PORTICO_RPC_URLS`, and the on-demand indexing of Solana accounts on its
 * `solana` chains. The indexer stops in the app's `onClose` hook, before the
 * server closes its database.
 *
 * @example
 * await app.register(history, { db: database.db, config })
 */
export async function history(
  app: FastifyInstance,
  { db, config }: HistoryParameters,
): Promise<void> {
  const chains = config.rpcUpstreams
    .map((upstream) => upstream.caipNetworkId)
    .filter((id) => id.startsWith('eip155:'))
  // Solana chains are indexed on demand, per account (docs/history.md#solana).
  const solana = config.indexer.enabled
    ? startSolanaHistory({
        db,
        chains: config.rpcUpstreams,
        timeoutMs: config.rpcTimeoutMs,
        pollIntervalMs: config.indexer.pollIntervalMs,
        tokenInfo: solanaTokenInfo(config.solanaTokenLists),
        onError: (chainId, error) =>
          app.log.warn({ chainId, reason: String(error) }, 'Solana history refresh failed'),
      })
    : undefined
  if (solana !== undefined) app.addHook('onClose', () => solana.stop())
  await app.register(historyRoute, { db, chains, publicUrl: config.publicUrl, solana })
  if (!config.indexer.enabled) return
  const indexer = await startHistoryIndexer({
    db,
    chains: config.rpcUpstreams,
    config: config.indexer,
    timeoutMs: config.rpcTimeoutMs,
    onError: (chainId, error) =>
      app.log.warn(
        { chainId, reason: (error as { shortMessage?: string }).shortMessage ?? String(error) },
        'history indexer step failed',
      ),
    onStep: (chainId, step) => app.log.debug({ chainId, ...step }, 'history indexer step'),
  })
  app.addHook('onClose', async () => {
    await indexer.stop()
  })
}
