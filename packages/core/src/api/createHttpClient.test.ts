import { describe, expect, it } from 'vitest'
import { HttpStatusError } from '../errors/http'
import { createHttpClient } from './createHttpClient'
import { ApiResponseError } from './errors'
import { createTestFetch } from './testFetch.test-helpers'

const baseUrl = 'http://127.0.0.1:3000'

describe('createHttpClient', () => {
  it('sends clientId and the client params on every request, with the request params', async () => {
    const { fetch, requests } = createTestFetch(() => ({ ok: true }))
    const client = createHttpClient({
      baseUrl,
      clientId: 'web-1',
      params: { projectId: 'portico-local', st: 'react', sv: '0.1.0' },
      fetch,
    })
    await client.get({ path: '/getWallets', params: { page: 2, chains: ['eip155:1', 'solana'] } })
    await client.post({ path: '/v1/fungible/price', body: { a: 1 } })
    await client.put({ path: '/x' })
    await client.delete({ path: '/y', params: { skipped: undefined, none: null } })
    expect(requests.map((r) => [r.method, r.url.pathname, r.url.search])).toEqual([
      [
        'GET',
        '/getWallets',
        '?projectId=portico-local&st=react&sv=0.1.0&clientId=web-1&page=2&chains=eip155%3A1%2Csolana',
      ],
      ['POST', '/v1/fungible/price', '?projectId=portico-local&st=react&sv=0.1.0&clientId=web-1'],
      ['PUT', '/x', '?projectId=portico-local&st=react&sv=0.1.0&clientId=web-1'],
      ['DELETE', '/y', '?projectId=portico-local&st=react&sv=0.1.0&clientId=web-1'],
    ])
  })

  it('sends JSON bodies with a content type and parses JSON answers', async () => {
    const { fetch, requests } = createTestFetch((r) => ({ echo: r.body }))
    const client = createHttpClient({ baseUrl, fetch })
    const answer = await client.post({ path: '/echo', body: { currency: 'usd', addresses: [] } })
    expect(answer).toEqual({ echo: { currency: 'usd', addresses: [] } })
    expect(requests[0]?.headers.get('content-type')).toBe('application/json')
    expect(requests[0]?.url.search).toBe('')
  })

  it('keeps a path prefix of the base URL', () => {
    const client = createHttpClient({ baseUrl: 'https://api.example.org/portico/', fetch })
    expect(client.url('/getWallets', { page: 1 })).toBe(
      'https://api.example.org/portico/getWallets?page=1',
    )
  })

  it('throws `HTTP status code: {status}` on a non-OK answer', async () => {
    const { fetch } = createTestFetch(() => new Response('{"error":"Not Found"}', { status: 404 }))
    const client = createHttpClient({ baseUrl, fetch })
    const error = await client.get({ path: '/nope' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect((error as HttpStatusError).shortMessage).toBe('HTTP status code: 404')
    expect((error as HttpStatusError).status).toBe(404)
    expect((error as HttpStatusError).details).toBe('GET /nope: {"error":"Not Found"}')
  })

  it('answers a blob for getBlob', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>'
    const { fetch, requests } = createTestFetch(
      () => new Response(svg, { headers: { 'content-type': 'image/svg+xml' } }),
    )
    const blob = await createHttpClient({ baseUrl, fetch }).getBlob({ path: '/getWalletImage/x' })
    expect(blob.type).toBe('image/svg+xml')
    expect(await blob.text()).toBe(svg)
    expect(requests[0]?.headers.get('accept')).toBe('*/*')
  })

  it('names a body that is not JSON', async () => {
    const { fetch } = createTestFetch(() => new Response('<html>'))
    const error = await createHttpClient({ baseUrl, fetch })
      .get({ path: '/html' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiResponseError)
    expect((error as ApiResponseError).shortMessage).toBe('Unexpected API response from /html')
    expect((error as ApiResponseError).details).toBe('the body is not JSON')
  })

  it('lets a network failure through and refuses bad parameters', async () => {
    const { fetch } = createTestFetch(() => new TypeError('fetch failed'))
    const client = createHttpClient({ baseUrl, fetch })
    await expect(client.get({ path: '/x' })).rejects.toThrowError('fetch failed')
    expect(() => client.url('x')).toThrowError('A request path starts with "/", got "x"')
    expect(() => createHttpClient({ baseUrl: 'ftp://x' })).toThrowError(
      'createHttpClient: baseUrl must be an http(s) URL, got "ftp://x"',
    )
    expect(() => createHttpClient({ baseUrl: '/relative' })).toThrowError(
      /must be an http\(s\) URL/,
    )
    expect(() => createHttpClient({ baseUrl, clientId: '' })).toThrowError(
      'createHttpClient: clientId must not be empty',
    )
  })

  it('passes the abort signal and extra init fields to fetch', async () => {
    const seen: RequestInit[] = []
    const client = createHttpClient({
      baseUrl,
      init: { credentials: 'include' },
      fetch: async (_input, init = {}) => {
        seen.push(init)
        return new Response('')
      },
    })
    const controller = new AbortController()
    expect(await client.get({ path: '/empty', signal: controller.signal })).toBeUndefined()
    expect(seen[0]?.credentials).toBe('include')
    expect(seen[0]?.signal).toBe(controller.signal)
  })
})
