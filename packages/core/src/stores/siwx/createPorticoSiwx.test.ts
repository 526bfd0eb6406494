import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../../clock/createFakeClock'
import { formatSiwxMessage } from '../../siwx/formatSiwxMessage'
import { createPorticoSiwx } from './createPorticoSiwx'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const start = Date.UTC(2026, 0, 2, 3, 4, 5)

type Call = { method: string; url: URL; credentials: RequestCredentials | undefined; body: unknown }

/** A recording `fetch` answering from a route table: the client's own logic, no server here. */
function createFetch(routes: Record<string, (call: Call) => { status?: number; body?: string }>) {
  const calls: Call[] = []
  const fetch = async (input: string, init?: RequestInit) => {
    const url = new URL(input)
    const call: Call = {
      method: init?.method ?? 'GET',
      url,
      credentials: init?.credentials,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }
    calls.push(call)
    const route = routes[`${call.method} ${url.pathname}`]
    if (!route) return new Response('{"message":"Route not found"}', { status: 404 })
    const { status = 200, body = '' } = route(call)
    return new Response(status === 204 ? null : body, { status })
  }
  return { fetch, calls }
}

function setup(routes: Parameters<typeof createFetch>[0], options: { expiresInMs?: number } = {}) {
  const { fetch, calls } = createFetch(routes)
  const siwx = createPorticoSiwx({
    apiUrl: 'http://127.0.0.1:3000',
    projectId: 'portico-local',
    fetch,
    domain: '127.0.0.1:3000',
    uri: 'http://127.0.0.1:3000',
    clock: createFakeClock({ start }),
    ...options,
  })
  return { siwx, calls }
}

const nonceRoute = () => ({
  body: JSON.stringify({ nonce: 'Zx81nB3kq0PaLw2mVt7s', expiresAt: '2026-01-01T00:10:00.000Z' }),
})
/** A session as the server lists it (`GET /v1/sessions`). */
const serverSession = (fields: { id: string; message: string; signature: string }) => ({
  projectId: 'portico-local',
  address: alice,
  caipNetworkId: 'eip155:31337',
  issuedAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-08T00:00:00.000Z',
  revokedAt: null,
  ...fields,
})

describe('createPorticoSiwx', () => {
  it('createMessage: a server nonce, the page’s domain and uri, the clock’s issuedAt', async () => {
    const { siwx, calls } = setup({ 'GET /v1/siwx/nonce': nonceRoute })
    const message = await siwx.createMessage({ accountAddress: alice, chainId: 'eip155:31337' })
    const { toString: _, ...data } = message
    expect(data).toEqual({
      domain: '127.0.0.1:3000',
      accountAddress: alice,
      statement: 'Sign in with your wallet to 127.0.0.1:3000.',
      uri: 'http://127.0.0.1:3000',
      version: '1',
      chainId: 'eip155:31337',
      nonce: 'Zx81nB3kq0PaLw2mVt7s',
      issuedAt: '2026-01-02T03:04:05.000Z',
    })
    expect(message.toString()).toBe(formatSiwxMessage(data))
    expect(message.toString()).toContain(
      '127.0.0.1:3000 wants you to sign in with your Ethereum account:',
    )
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url.href).toBe('http://127.0.0.1:3000/v1/siwx/nonce?projectId=portico-local')
    expect(calls[0]?.credentials).toBe('include')
  })

  it('createAuthenticateParameters: a server nonce, domain, uri, statement and times, no address', async () => {
    const { siwx, calls } = setup({ 'GET /v1/siwx/nonce': nonceRoute }, { expiresInMs: 60_000 })
    expect(await siwx.createAuthenticateParameters?.()).toEqual({
      nonce: 'Zx81nB3kq0PaLw2mVt7s',
      domain: '127.0.0.1:3000',
      uri: 'http://127.0.0.1:3000',
      statement: 'Sign in with your wallet to 127.0.0.1:3000.',
      iat: '2026-01-02T03:04:05.000Z',
      exp: '2026-01-02T03:05:05.000Z',
    })
    expect(calls.map((c) => c.url.pathname)).toEqual(['/v1/siwx/nonce'])
  })

  it('createMessage: expiresInMs and the input’s times go into the message', async () => {
    const { siwx } = setup({ 'GET /v1/siwx/nonce': nonceRoute }, { expiresInMs: 60_000 })
    const message = await siwx.createMessage({ accountAddress: alice, chainId: 'eip155:31338' })
    expect(message.expirationTime).toBe('2026-01-02T03:05:05.000Z')
    expect(message.toString()).toContain('Expiration Time: 2026-01-02T03:05:05.000Z')
    const given = await siwx.createMessage({
      accountAddress: alice,
      chainId: 'eip155:31338',
      notBefore: '2026-01-02T03:04:00.000Z',
      expirationTime: '2026-01-03T00:00:00.000Z',
    })
    expect(given).toMatchObject({
      notBefore: '2026-01-02T03:04:00.000Z',
      expirationTime: '2026-01-03T00:00:00.000Z',
    })
  })

  it('addSession posts the signed message to /v1/siwx/verify with the cookie', async () => {
    const { siwx, calls } = setup({
      'POST /v1/siwx/verify': () => ({ body: JSON.stringify({ id: 's1' }) }),
    })
    const session = {
      data: { ...(await dataOf()) },
      message: 'text',
      signature: '0x01',
    }
    await siwx.addSession(session)
    expect(calls[0]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: { projectId: 'portico-local', message: 'text', signature: '0x01' },
    })
    expect(calls[0]?.url.pathname).toBe('/v1/siwx/verify')
  })

  it('a refusal carries the server’s explanation; other failures the HTTP status', async () => {
    const { siwx } = setup({
      'POST /v1/siwx/verify': () => ({
        status: 401,
        body: JSON.stringify({ error: 'Unauthorized', message: 'The nonce was already used' }),
      }),
      'GET /v1/siwx/nonce': () => ({ status: 502, body: '<html>bad gateway</html>' }),
    })
    const session = { data: await dataOf(), message: 'text', signature: '0x01' }
    await expect(siwx.addSession(session)).rejects.toMatchObject({
      name: 'SiwxServerError',
      shortMessage: 'The nonce was already used',
      status: 401,
    })
    await expect(
      siwx.createMessage({ accountAddress: alice, chainId: 'eip155:31337' }),
    ).rejects.toMatchObject({ shortMessage: 'HTTP status code: 502' })
  })

  it('getSessions reads the cookie’s sessions for an address and chain, parsing each message', async () => {
    const data = await dataOf()
    const text = formatSiwxMessage(data)
    const { siwx, calls } = setup({
      'GET /v1/sessions': (call) => ({
        body: JSON.stringify({
          sessions:
            call.url.searchParams.get('chainId') === 'eip155:31337'
              ? [serverSession({ id: 'abc', message: text, signature: '0x02' })]
              : [],
        }),
      }),
    })
    expect(await siwx.getSessions('eip155:31337', alice)).toEqual([
      { id: 'abc', data, message: text, signature: '0x02' },
    ])
    expect(await siwx.getSessions('eip155:31338', alice)).toEqual([])
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      projectId: 'portico-local',
      chainId: 'eip155:31337',
      address: alice,
    })
    expect(calls.every((c) => c.credentials === 'include')).toBe(true)
  })

  it('getSessions refuses an answer without a sessions list', async () => {
    const { siwx } = setup({ 'GET /v1/sessions': () => ({ body: '{"data":[]}' }) })
    await expect(siwx.getSessions('eip155:31337', alice)).rejects.toThrow(
      'Unexpected API response from /v1/sessions',
    )
  })

  it('revokeSession revokes each listed session; setSessions([]) signs out', async () => {
    const { siwx, calls } = setup({
      'GET /v1/sessions': () => ({
        body: JSON.stringify({
          sessions: [
            serverSession({ id: 'a', message: 'm', signature: '0x' }),
            serverSession({ id: 'b/c', message: 'm', signature: '0x' }),
          ],
        }),
      }),
      'POST /v1/sessions/a/revoke': () => ({ body: '{"revoked":true}' }),
      'POST /v1/sessions/b%2Fc/revoke': () => ({ body: '{"revoked":true}' }),
      'POST /v1/siwx/sign-out': () => ({ status: 204 }),
    })
    await siwx.revokeSession('eip155:31337', alice)
    await siwx.setSessions([])
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /v1/sessions',
      'POST /v1/sessions/a/revoke',
      'POST /v1/sessions/b%2Fc/revoke',
      'POST /v1/siwx/sign-out',
    ])
    const session = { data: await dataOf(), message: 'm', signature: '0x' }
    await expect(siwx.setSessions([session])).rejects.toThrow('setSessions takes [] (sign out)')
  })

  it('required and signOutOnDisconnect flags; bad parameters are refused', () => {
    const base = { apiUrl: 'http://127.0.0.1:3000', projectId: 'p' }
    expect(createPorticoSiwx(base).getRequired?.()).toBe(false)
    expect(createPorticoSiwx({ ...base, required: true }).getRequired?.()).toBe(true)
    expect(createPorticoSiwx(base).signOutOnDisconnect).toBe(true)
    expect(() => createPorticoSiwx({ ...base, apiUrl: 'ftp://x' })).toThrow(
      'createPorticoSiwx: apiUrl must be an http(s) URL, got "ftp://x"',
    )
    expect(() => createPorticoSiwx({ ...base, projectId: '' })).toThrow(
      'createPorticoSiwx needs a projectId',
    )
    expect(() => createPorticoSiwx({ ...base, expiresInMs: -1 })).toThrow(
      'expiresInMs must be a positive number, got -1',
    )
  })

  it('getToken: POST /v1/siwx/token with the cookie, the answer checked; a refusal is the server’s reason', async () => {
    const answer = { token: 'eyJ.a.b', expiresAt: '2026-01-02T03:14:05.000Z' }
    const { siwx, calls } = setup({
      'POST /v1/siwx/token': () => ({ body: JSON.stringify(answer) }),
    })
    expect(await siwx.getToken?.()).toEqual(answer)
    expect(calls[0]?.url.href).toBe('http://127.0.0.1:3000/v1/siwx/token?projectId=portico-local')
    expect(calls[0]?.credentials).toBe('include')
    const refused = setup({
      'POST /v1/siwx/token': () => ({
        status: 401,
        body: '{"error":"Unauthorized","message":"No live session for this project: sign in first"}',
      }),
    })
    await expect(refused.siwx.getToken?.()).rejects.toMatchObject({
      status: 401,
      shortMessage: 'No live session for this project: sign in first',
    })
    const wrong = setup({ 'POST /v1/siwx/token': () => ({ body: '{"token":1}' }) })
    await expect(wrong.siwx.getToken?.()).rejects.toThrow()
  })

  it('calls under the path of its apiUrl (a proxy on the page origin)', async () => {
    const { fetch, calls } = createFetch({ 'GET /portico/v1/siwx/nonce': nonceRoute })
    const options = { projectId: 'p', fetch, domain: 'app.example', uri: 'https://app.example' }
    const prefixed = createPorticoSiwx({ ...options, apiUrl: 'https://app.example/portico/' })
    await prefixed.createMessage({ accountAddress: alice, chainId: 'eip155:31337' })
    expect(calls.map((call) => call.url.href)).toEqual([
      'https://app.example/portico/v1/siwx/nonce?projectId=p',
    ])
  })

  it('outside a page, createMessage needs a domain and uri', async () => {
    const { fetch } = createFetch({ 'GET /v1/siwx/nonce': nonceRoute })
    const siwx = createPorticoSiwx({ apiUrl: 'http://127.0.0.1:3000', projectId: 'p', fetch })
    await expect(
      siwx.createMessage({ accountAddress: alice, chainId: 'eip155:31337' }),
    ).rejects.toThrow('createPorticoSiwx needs a domain and uri outside a browser page')
  })
})

async function dataOf() {
  const { siwx } = setup({ 'GET /v1/siwx/nonce': nonceRoute })
  const { toString: _, ...data } = await siwx.createMessage({
    accountAddress: alice,
    chainId: 'eip155:31337',
  })
  return data
}
