import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPorticoProxy } from './createPorticoProxy'
import { porticoViteProxy } from './porticoViteProxy'
import { stripBasePath } from './stripBasePath'

// A real HTTP server stands where the Portico server would: it records what reached it and
// answers with cookies, redirects and bodies, so the test sees what crosses the proxy.
type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string }
let seen: Seen[] = []
let upstream: Server
let target: string

beforeAll(async () => {
  upstream = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      })
      if (request.url?.startsWith('/v1/siwx/verify')) {
        response.setHeader('set-cookie', [
          'portico_session=abc; Path=/; HttpOnly',
          'other=1; Path=/',
        ])
        response.setHeader('content-type', 'application/json')
        response.end('{"ok":true}')
      } else if (request.url?.startsWith('/v1/embedded/social/callback')) {
        response.writeHead(303, { location: `${target}/frame?done=1` })
        response.end()
      } else {
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify({ path: request.url }))
      }
    })
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  target = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => upstream.close(resolve)))

const app = 'http://app.localhost:3000'

describe('createPorticoProxy', () => {
  it('forwards every route under the base path with its query', async () => {
    seen = []
    const proxy = createPorticoProxy({ target })
    for (const path of [
      '/getWallets?page=1&entries=40',
      '/getWalletImage/metamask',
      '/v1/?chainId=eip155:1',
    ]) {
      const answer = await proxy(new Request(`${app}/portico${path}`))
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({ path })
    }
    expect((await proxy(new Request(`${app}/porticox/getWallets`))).status).toBe(404)
  })

  it('passes cookies, Origin, Authorization and the body; adds the visitor to X-Forwarded-For', async () => {
    seen = []
    const proxy = createPorticoProxy({ target, clientAddress: () => '203.0.113.7' })
    const answer = await proxy(
      new Request(`${app}/portico/v1/siwx/verify?projectId=p`, {
        method: 'POST',
        headers: {
          cookie: 'portico_session=old',
          origin: app,
          authorization: 'Bearer t',
          'content-type': 'application/json',
          'x-forwarded-for': '198.51.100.1',
        },
        body: '{"message":"hi"}',
      }),
    )
    expect(answer.status).toBe(200)
    expect(answer.headers.getSetCookie()).toEqual([
      'portico_session=abc; Path=/; HttpOnly',
      'other=1; Path=/',
    ])
    const [request] = seen
    expect(request).toMatchObject({
      method: 'POST',
      url: '/v1/siwx/verify?projectId=p',
      body: '{"message":"hi"}',
    })
    expect(request?.headers).toMatchObject({
      cookie: 'portico_session=old',
      origin: app,
      authorization: 'Bearer t',
      'x-forwarded-for': '198.51.100.1, 203.0.113.7',
      'x-forwarded-host': 'app.localhost:3000',
      'x-forwarded-proto': 'http',
    })
  })

  it("keeps redirects and points one to the server's own origin back under the base path", async () => {
    const proxy = createPorticoProxy({ target, basePath: '/api/portico/' })
    const answer = await proxy(new Request(`${app}/api/portico/v1/embedded/social/callback?code=x`))
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/api/portico/frame?done=1')
  })

  it('answers 502 when the server is down, and refuses a target that is not http(s)', async () => {
    const proxy = createPorticoProxy({ target: 'http://127.0.0.1:1' })
    const answer = await proxy(new Request(`${app}/portico/health`))
    expect(answer.status).toBe(502)
    expect(await answer.json()).toEqual({
      error: 'Bad Gateway',
      message: 'The Portico server did not answer',
    })
    expect(() => createPorticoProxy({ target: 'ftp://x' })).toThrow('target must be an http(s) URL')
  })
})

describe('porticoViteProxy', () => {
  it('matches the base path only, strips it, keeps the query and the WebSocket', () => {
    const proxy = porticoViteProxy({ target })
    const [[pattern, entry]] = Object.entries(proxy) as [[string, (typeof proxy)[string]]]
    const matches = (path: string) => new RegExp(pattern).test(path)
    expect(matches('/portico/relay')).toBe(true)
    expect(matches('/portico?x=1')).toBe(true)
    expect(matches('/porticox')).toBe(false)
    expect(entry).toMatchObject({ target, ws: true, xfwd: true, changeOrigin: false })
    expect(entry.rewrite('/portico/getWallets?page=2&a=?')).toBe('/getWallets?page=2&a=?')
    expect(entry.rewrite('/portico/relay')).toBe('/relay')
  })
})

describe('stripBasePath', () => {
  it.each([
    ['/portico/v1/x', '/portico', '/v1/x'],
    ['/portico', '/portico', '/'],
    ['/porticox', '/portico', undefined],
    ['/v1', '', '/v1'],
  ])('%s under %s → %s', (path, base, expected) => {
    expect(stripBasePath(path, base)).toBe(expected)
  })
})
