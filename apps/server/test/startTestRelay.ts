// A relay for other workspaces' test projects: apps/server's `/relay` on 127.0.0.1, started from a
// vitest global setup (relay.globalSetup.ts), where `inject` and the run's devnet are not at hand.
import type { AddressInfo } from 'node:net'
import { loadConfig } from '../src/config'
import { createServer } from '../src/createServer'

export type TestRelay = {
  /** `ws://127.0.0.1:<port>/relay`. */
  url: string
  /** The project id the relay knows (clients must send it). */
  projectId: string
  close(): Promise<void>
}

/**
 * Starts the server (development, PGlite in memory, silent, no indexer, no chains) on a free port
 * of 127.0.0.1 with `env` on top. This project's own relay tests use `startRelayServer` and
 * `restartableRelay` (relaySockets.ts), which take the run's devnet as upstreams.
 *
 * @example
 * const relay = await startTestRelay({ PORTICO_RELAY_MAX_CONNECTIONS_PER_IP: '10000' })
 * project.provide('relayUrl', relay.url)
 */
export async function startTestRelay(env: Record<string, string> = {}): Promise<TestRelay> {
  const config = loadConfig({
    PORTICO_DEV: '1',
    PORT: '0',
    DATABASE_URL: 'memory://',
    PORTICO_LOG_LEVEL: 'silent',
    PORTICO_INDEXER: 'off',
    ...env,
  })
  const server = await createServer(config)
  await server.app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = server.app.server.address() as AddressInfo
  return {
    url: `ws://127.0.0.1:${port}/relay`,
    projectId: config.projectId,
    close: () => server.close(),
  }
}
