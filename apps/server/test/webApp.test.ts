import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { CreateServerReturnType } from '../src/createServer'
import { contentSecurityPolicy, webAppCspDirectives } from '../src/http/securityHeaders'
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
  expect((await server.app.inject('/health')).json()).toMatchObject({ status: 'ok' })
  const missing = await server.app.inject({ url: '/v1/nothing-here', headers: { accept: '*/*' } })
  expect(missing.statusCode).toBe(404)
  expect(missing.json()).toMatchObject({ error: 'Not Found' })
  const missingFile = await server.app.inject({
    url: '/assets/missing.js',
    headers: { accept: 'application/javascript' },
  })
  expect(missingFile.statusCode).toBe(404)
})

describe('security headers (L12)', () => {
  test('the web app: a same-origin-only CSP, no framing, nosniff, no referrer, no HSTS on http', async () => {
    const response = await server.app.inject({ url: '/', headers: { accept: 'text/html' } })
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toBe(contentSecurityPolicy(webAppCspDirectives))
    // No outside host anywhere: every source is a keyword or a scheme of the page's own data.
    const sources = csp.split(';').flatMap((directive) => directive.trim().split(' ').slice(1))
    expect(sources.every((source) => /^'[a-z-]+'$|^(data|blob):$/.test(source))).toBe(true)
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    })
    expect(response.headers['strict-transport-security']).toBeUndefined()
    // The single-page fallback gets the same policy.
    const page = await server.app.inject({ url: '/account', headers: { accept: 'text/html' } })
    expect(page.headers['content-security-policy']).toBe(csp)
  })

  test('JSON answers and files: a deny-all policy and nosniff', async () => {
    for (const url of ['/v1/supported-chains', '/assets/app.js', '/v1/nothing-here']) {
      const response = await server.app.inject({ url, headers: { accept: 'application/json' } })
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
      expect(response.headers['x-content-type-options']).toBe('nosniff')
    }
  })

  test('a policy a route sets itself is kept (the wallet frame will list its own ancestors)', async () => {
    const image = await server.app.inject('/public/getTokenImage/ETH')
    expect(image.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    )
    expect(image.headers['x-frame-options']).toBeUndefined()
    expect(image.headers['x-content-type-options']).toBe('nosniff')
  })
})
