import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from '../apps/server/src/config'
import { type CreateServerReturnType, createServer } from '../apps/server/src/createServer'
import { checkDocumentedRoutes } from './checkDocumentedRoutes'
import { findDocumentedRoutes } from './findDocumentedRoutes'

const root = resolve(import.meta.dirname, '..')

/** Routes the server serves outside its OpenAPI document, each with a request that proves it. */
const outsideTheDocument: Record<string, { url: string; accept?: string }> = {
  'GET /docs/openapi.json': { url: '/docs/openapi.json' },
  // The web app's files and its single-page fallback (`PORTICO_WEB_DIST`).
  'GET /*': { url: '/any/page', accept: 'text/html' },
}

describe('every route the docs name', () => {
  let server: CreateServerReturnType
  let webDist: string
  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'portico-web-'))
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Portico</title>')
    server = await createServer(
      loadConfig({
        PORTICO_DEV: '1',
        PORT: '0',
        DATABASE_URL: 'memory://',
        PORTICO_LOG_LEVEL: 'silent',
        PORTICO_INDEXER: 'off',
        PORTICO_WEB_DIST: webDist,
        // Serves the ENS gateway route too (any key: nothing is signed here).
        PORTICO_ENS_GATEWAY_KEY: `0x${'11'.repeat(32)}`,
        // The name service (/v1/profile/*, the gateway) is served only with a zone.
        PORTICO_NAME_ZONE: 'portico.id',
        // Farcaster login (its routes and the own relay's) is served only with the registry's
        // chain; nothing is asked of it here.
        PORTICO_FARCASTER_RPC_URL: 'http://127.0.0.1:8545',
      }),
    )
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    await rm(webDist, { recursive: true, force: true })
  })

  test('is in the server’s OpenAPI document', async () => {
    const documented = await findDocumentedRoutes({ root })
    expect(documented.length).toBeGreaterThan(20)
    const document = (await server.app.inject('/docs/openapi.json')).json()
    expect(
      checkDocumentedRoutes({ documented, document, exempt: Object.keys(outsideTheDocument) }),
    ).toEqual([])
  })

  test.each(Object.entries(outsideTheDocument))(
    '%s, outside the document, is served',
    async (_, probe) => {
      const headers = probe.accept ? { accept: probe.accept } : {}
      expect((await server.app.inject({ url: probe.url, headers })).statusCode).toBe(200)
    },
  )
})

describe('checkDocumentedRoutes', () => {
  const document = { paths: { '/v1/sessions/{id}': { get: {} }, '/health': { get: {} } } }

  test('matches path parameters by position, whatever their name', () => {
    const documented = [
      { file: 'a.md', method: 'GET', path: '/v1/sessions/:id' },
      { file: 'a.md', method: 'GET', path: '/v1/sessions/{sessionId}' },
      { file: 'a.md', method: 'GET', path: '/health' },
    ]
    expect(checkDocumentedRoutes({ documented, document })).toEqual([])
  })

  test('names a documented route the server lacks, or has with another method', () => {
    const documented = [
      { file: 'api.md', method: 'GET', path: '/v1/convert/quotes' },
      { file: 'api.md', method: 'POST', path: '/health' },
      { file: 'api.md', method: 'GET', path: '/*' },
    ]
    expect(checkDocumentedRoutes({ documented, document, exempt: ['GET /*'] })).toEqual([
      'api.md: GET /v1/convert/quotes is not in the OpenAPI document',
      'api.md: POST /health is not in the OpenAPI document',
    ])
  })
})
