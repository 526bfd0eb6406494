import type { Clock } from '@portico/core/internal'
import { inject } from 'vitest'
import { loadConfig } from '../src/config'
import { type CreateServerReturnType, createServer } from '../src/createServer'

/**
 * Builds a development server for a test (`PORTICO_DEV=1`: the mail catcher, a per-process
 * embedded secret and an in-memory database are allowed): port 0, silent logs, the run's devnet
 * chains as upstreams, Portico's names under `portico.id`, and the database from `DATABASE_URL` when set (CI's real PostgreSQL) or PGlite in memory; `clock` drives
 * its time-based rules (a fake clock makes ttl and expiry tests exact).
 *
 * @example
 * const { app, close } = await startTestServer({ PORTICO_ALLOWED_ORIGINS: 'https://a.test' })
 */
export async function startTestServer(
  env: Record<string, string> = {},
  clock?: Clock | undefined,
  logStream?: { write(line: string): void } | undefined,
): Promise<CreateServerReturnType> {
  return createServer({
    ...loadConfig({
      PORTICO_DEV: '1',
      PORT: '0',
      DATABASE_URL: process.env.DATABASE_URL ?? 'memory://',
      PORTICO_RPC_URLS: inject('rpcUrls'),
      PORTICO_LOG_LEVEL: 'silent',
      PORTICO_INDEXER: 'off',
      // Portico's name service on, as under `npm start` (a test turns it off with '').
      PORTICO_NAME_ZONE: 'portico.id',
      ...env,
    }),
    clock,
    logStream,
  })
}
