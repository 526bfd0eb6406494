import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { CreateServerReturnType } from '../src/createServer'
import { startTestServer } from './startTestServer'

let server: CreateServerReturnType
const indexHtml = `<!doctype html><title>Portico ${Math.random()}</title><div id="root"></div>`
const script = `console.log(${Date.now()})`

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'portico-web-dist-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), indexHtml)
  writeFileSync(join(dist, 'assets', 'app.js'), script)
  server = await startTestServer({ PORTICO_WEB_DIST: dist })
})
afterAll(async () => {
  await server.close()
})

test('serves the web app at /', async () => {
  const response = await server.app.inject({ url: '/', headers: { accept: 'text/html' } })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toContain('text/html')
  expect(response.body).toBe(indexHtml)
})

test('serves its files', async () => {
  const response = await server.app.inject('/assets/app.js')
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toContain('javascript')
  expect(response.body).toBe(script)
})

test('falls back to index.html for other page paths', async () => {
  const response = await server.app.inject({
    url: '/account/settings?tab=1',
    headers: { accept: 'text/html,application/xhtml+xml' },
  })
  expect(response.statusCode).toBe(200)
  expect(response.body).toBe(indexHtml)
})

test('API paths keep their own answers and a JSON 404', async () => {
  expect((await server.app.inject('/health')).json()).toEqual({ status: 'ok' })
  const missing = await server.app.inject({ url: '/v1/nothing-here', headers: { accept: '*/*' } })
  expect(missing.statusCode).toBe(404)
  expect(missing.json()).toMatchObject({ error: 'Not Found' })
  const missingFile = await server.app.inject({
    url: '/assets/missing.js',
    headers: { accept: 'application/javascript' },
  })
  expect(missingFile.statusCode).toBe(404)
})
