import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { CreateServerReturnType } from '../src/createServer'
import { embeddedConfigDefaults } from '../src/embedded/readEmbeddedConfig'
import { contentSecurityPolicy, webAppCsp } from '../src/http/securityHeaders'
import { startTestServer } from './startTestServer'

let server: CreateServerReturnType
const indexHtml = `<!doctype html><title>Portico ${Math.random()}</title><div id="root"></div>`
const script = `console.log(${Date.now()})`
/** A hashed asset with its precompressed copies, as apps/web's build writes them. */
const bundled = `export const words = ${JSON.stringify('portico '.repeat(400))}\n`
const bundledPath = '/assets/index-AbC123.js'
const headersOf = (encoding: string | undefined) =>
  encoding === undefined ? {} : { 'accept-encoding': encoding }

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'portico-web-dist-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), indexHtml)
  writeFileSync(join(dist, 'assets', 'app.js'), script)
  const file = join(dist, bundledPath)
  writeFileSync(file, bundled)
  writeFileSync(`${file}.br`, brotliCompressSync(bundled))
  writeFileSync(`${file}.gz`, gzipSync(bundled))
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(indexHtml))
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

test('a missing asset is a 404 even when the client accepts anything (never the page)', async () => {
  for (const accept of ['*/*', 'text/html', '']) {
    const response = await server.app.inject({
      url: '/assets/index-Gone123.js',
      headers: accept === '' ? {} : { accept },
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ error: 'Not Found' })
  }
})

describe('security headers (L12)', () => {
  test('the web app: a same-origin-only CSP, no framing, nosniff, no referrer, no HSTS on http', async () => {
    const response = await server.app.inject({ url: '/', headers: { accept: 'text/html' } })
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toBe(contentSecurityPolicy(webAppCsp(embeddedConfigDefaults.frameOrigins)))
    // Frames only from the wallet frame's origins (the embedded wallet's iframe).
    expect(csp).toContain(`frame-src ${embeddedConfigDefaults.frameOrigins.join(' ')}`)
    // No outside host anywhere else: every source is a keyword or a scheme of the page's own data.
    const sources = csp
      .split(';')
      .filter((directive) => !directive.trim().startsWith('frame-src '))
      .flatMap((directive) => directive.trim().split(' ').slice(1))
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

describe('compression and caching (code review 7)', () => {
  test.each([
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    [undefined, undefined],
    ['identity', undefined],
    ['deflate', undefined],
  ])('Accept-Encoding %s → Content-Encoding %s, the same script', async (accept, encoding) => {
    const response = await server.app.inject({ url: bundledPath, headers: headersOf(accept) })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe(encoding)
    // RFC 9239's text/javascript for a copy, send's application/javascript for the file: both valid.
    expect(response.headers['content-type']).toMatch(
      /^(text|application)\/javascript; charset=utf-8$/,
    )
    expect(response.headers.vary).toContain('accept-encoding')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    const body = response.rawPayload
    const decoded =
      encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
    expect(decoded.toString()).toBe(bundled)
    if (encoding !== undefined) expect(body.length).toBeLessThan(bundled.length / 4)
    expect(Number(response.headers['content-length'])).toBe(body.length)
  })

  test('an unchanged file answers 304 to its ETag, per encoding', async () => {
    for (const accept of ['br', 'gzip', undefined]) {
      const first = await server.app.inject({ url: bundledPath, headers: headersOf(accept) })
      const etag = String(first.headers.etag)
      expect(etag).not.toBe('undefined')
      const again = await server.app.inject({
        url: bundledPath,
        headers: { ...headersOf(accept), 'if-none-match': etag },
      })
      expect(again.statusCode).toBe(304)
      expect(again.body).toBe('')
    }
    const br = await server.app.inject({ url: bundledPath, headers: headersOf('br') })
    const gzip = await server.app.inject({ url: bundledPath, headers: headersOf('gzip') })
    expect(br.headers.etag).not.toBe(gzip.headers.etag)
  })

  test('index.html: no-cache, compressed when a copy exists, and its security headers kept', async () => {
    for (const url of ['/', '/index.html', '/account']) {
      const response = await server.app.inject({
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
      })
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('no-cache')
      // Only a gzip copy in the fixture: br is skipped for it.
      expect(response.headers['content-encoding']).toBe('gzip')
      expect(response.headers['content-type']).toContain('text/html')
      expect(gunzipSync(response.rawPayload).toString()).toBe(indexHtml)
      expect(response.headers['content-security-policy']).toBe(
        contentSecurityPolicy(webAppCsp(embeddedConfigDefaults.frameOrigins)),
      )
      expect(response.headers['x-frame-options']).toBe('DENY')
    }
  })

  test('files without copies are sent as they are', async () => {
    const response = await server.app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.headers.vary).toContain('accept-encoding')
    expect(response.body).toBe(script)
  })
})
