// The real relay for the Sign suites: apps/server's `/relay` (a dev dependency) on 127.0.0.1, so
// every session these suites settle crosses the relay users run. Not exported from the package.
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type CreateServerReturnType, createServer, loadConfig } from '@portico/server'

export type StartTestRelayParameters = {
  /**
   * Keep the relay's database (PGlite) on disk, so messages survive {@link TestRelay.restart}.
   * Default false: in memory.
   */
  persistent?: boolean | undefined
  /** More server settings (`PORTICO_RELAY_*` limits, …). */
  env?: Record<string, string> | undefined
}

export type TestRelay = {
  /** `ws://127.0.0.1:<port>/relay`; the same across restarts. */
  url: string
  /** The project id the relay knows (clients must send it). */
  projectId: string
  /** Stops the server and starts it again on the same port and database. */
  restart(): Promise<void>
  close(): Promise<void>
}

/**
 * Starts apps/server (relay, silent, no indexer) on a free port of 127.0.0.1. Most suites share
 * the run's one relay instead (`inject('relayUrl')`, see relay.globalSetup.ts); a suite that
 * restarts the relay starts its own.
 *
 * @example
 * const relay = await startTestRelay()
 * const dapp = await createSignClient({ relayUrl: relay.url, projectId: relay.projectId, metadata, WebSocketImpl: WebSocket })
 * await relay.close()
 */
export async function startTestRelay(
  parameters: StartTestRelayParameters = {},
): Promise<TestRelay> {
  const dataDir = parameters.persistent ? mkdtempSync(join(tmpdir(), 'portico-relay-')) : undefined
  const config = loadConfig({
    PORTICO_DEV: '1',
    PORT: '0',
    DATABASE_URL: dataDir === undefined ? 'memory://' : '',
    ...(dataDir === undefined ? {} : { PORTICO_DATA_DIR: dataDir }),
    PORTICO_LOG_LEVEL: 'silent',
    PORTICO_INDEXER: 'off',
    ...parameters.env,
  })
  let port = 0
  let server: CreateServerReturnType | undefined
  async function start() {
    server = await createServer(config)
    await server.app.listen({ host: '127.0.0.1', port })
    port = (server.app.server.address() as AddressInfo).port
  }
  await start()
  return {
    url: `ws://127.0.0.1:${port}/relay`,
    projectId: config.projectId,
    async restart() {
      await server?.close()
      await start()
    },
    async close() {
      await server?.close()
      if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
