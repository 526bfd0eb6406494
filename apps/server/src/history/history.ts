import type { FastifyInstance } from 'fastify'
import type { ServerConfig } from '../config'
import type { Database } from '../db/openDatabase'
import { historyRoute } from './historyRoute'
import { startHistoryIndexer } from './startHistoryIndexer'

export type HistoryParameters = {
  db: Database
  config: Pick<ServerConfig, 'rpcUpstreams' | 'indexer' | 'rpcTimeoutMs' | 'publicUrl'>
}

/**
 * The history feature as one Fastify plugin: `GET /v1/account/:account/history` and, when
 * `config.indexer.enabled` (`PORTICO_INDEXER=on`, the default), the indexer following every
 * `eip155` chain of `PORTICO_RPC_URLS`. The indexer stops in the app's `onClose` hook, before the
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
  await app.register(historyRoute, { db, chains, publicUrl: config.publicUrl })
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
