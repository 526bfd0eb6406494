import { createFakeClock } from '@portico/core/internal'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { devnetTokenListsPath } from '../src/balances/loadTokenLists'
import { loadConfig } from '../src/config'
import { type CreateServerReturnType, createServer } from '../src/createServer'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const clock = createFakeClock({ start: Date.now() })
let server: CreateServerReturnType | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

/** The real server on the run's devnet, behind a trusted proxy so tests can be many clients. */
async function start(env: Record<string, string>) {
  server = await createServer({
    ...loadConfig({
      PORTICO_DEV: '1',
      PORT: '0',
      DATABASE_URL: process.env.DATABASE_URL ?? 'memory://',
      PORTICO_RPC_URLS: inject('rpcUrls'),
      PORTICO_LOG_LEVEL: 'silent',
      PORTICO_INDEXER: 'off',
      PORTICO_TOKEN_LISTS: devnetTokenListsPath,
      PORTICO_TRUST_PROXY: 'loopback',
      ...env,
    }),
    clock,
  })
  return server.app
}

const batch = (size: number) =>
  Array.from({ length: size }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' }))

async function rpc(body: unknown, client = '203.0.113.1') {
  const response = await server?.app.inject({
    method: 'POST',
    url: '/v1/?chainId=eip155:31337&projectId=portico-local',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    payload: JSON.stringify(body),
  })
  if (response === undefined) throw new Error('no server')
  return response
}

const api = (url: string, client = '203.0.113.1') =>
  server?.app.inject({ url, headers: { 'x-forwarded-for': client } })
const balanceUrl = `/v1/account/${alice}/balance?currency=usd&chainId=eip155:31337&projectId=portico-local`

describe('RPC gateway rate limits (M5)', () => {
  test('each call of a batch counts; past the limit 429 -32005 with Retry-After', async () => {
    await start({ PORTICO_RPC_RATE_LIMIT: '6' })
    const first = await rpc(batch(4))
    expect(first.statusCode).toBe(200)
    expect(first.json()).toHaveLength(4)
    const refused = await rpc(batch(3))
    expect(refused.statusCode).toBe(429)
    // 1 call short; the bucket refills 6 a minute, i.e. one every 10 s.
    expect(refused.headers['retry-after']).toBe('10')
    expect(refused.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32005, message: 'Rate limit exceeded for this address: retry in 10 s' },
    })
    // Another client is not affected; the first is served again once the bucket refilled.
    expect((await rpc(batch(2), '198.51.100.7')).statusCode).toBe(200)
    clock.advance(10_000)
    expect((await rpc(batch(3))).statusCode).toBe(200)
  })

  test('a project has one budget for all its clients', async () => {
    await start({ PORTICO_RPC_RATE_LIMIT: '0', PORTICO_PROJECT_RATE_LIMIT: '5' })
    expect((await rpc(batch(3), '203.0.113.1')).statusCode).toBe(200)
    expect((await rpc(batch(2), '203.0.113.2')).statusCode).toBe(200)
    const refused = await rpc(batch(1), '203.0.113.3')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.message).toBe('Rate limit exceeded for this project: retry in 12 s')
  })
})

describe('blockchain API rate limits (M5)', () => {
  test('balance, price and history share a per-IP budget: 429 { error, message } + Retry-After', async () => {
    await start({ PORTICO_API_RATE_LIMIT: '3' })
    expect((await api(balanceUrl))?.statusCode).toBe(200)
    expect((await api(`/v1/account/${alice}/history?projectId=portico-local`))?.statusCode).toBe(
      200,
    )
    const price = await server?.app.inject({
      method: 'POST',
      url: '/v1/fungible/price',
      headers: { 'x-forwarded-for': '203.0.113.1' },
      payload: {
        currency: 'usd',
        addresses: [`eip155:31337:${alice}`],
        projectId: 'portico-local',
      },
    })
    expect(price?.statusCode).toBe(200)
    const refused = await api(balanceUrl)
    expect(refused?.statusCode).toBe(429)
    expect(refused?.headers['retry-after']).toBe('20')
    expect(refused?.json()).toEqual({
      error: 'Too Many Requests',
      message: 'Rate limit exceeded for this address: retry in 20 s',
    })
    expect((await api(balanceUrl, '2001:db8::1'))?.statusCode).toBe(200)
    clock.advance(20_000)
    expect((await api(balanceUrl))?.statusCode).toBe(200)
  })

  test('the value history counts in the same per-IP budget', async () => {
    await start({ PORTICO_API_RATE_LIMIT: '2' })
    const valueHistoryUrl = `/v1/account/${alice}/value-history?projectId=portico-local`
    expect((await api(valueHistoryUrl))?.statusCode).toBe(200)
    expect((await api(balanceUrl))?.statusCode).toBe(200)
    const refused = await api(valueHistoryUrl)
    expect(refused?.statusCode).toBe(429)
    expect(refused?.json()).toEqual({
      error: 'Too Many Requests',
      message: 'Rate limit exceeded for this address: retry in 30 s',
    })
  })

  test('the name-service routes share the same per-IP budget', async () => {
    await start({ PORTICO_API_RATE_LIMIT: '2', PORTICO_NAME_ZONE: 'portico.id' })
    const names = `/v1/profile/reverse/${alice}?projectId=portico-local`
    expect((await api(names))?.statusCode).toBe(200)
    expect((await api('/v1/profile/suggestions/alice?projectId=portico-local'))?.statusCode).toBe(
      200,
    )
    const register = await server?.app.inject({
      method: 'POST',
      url: '/v1/profile/account',
      headers: { 'x-forwarded-for': '203.0.113.1' },
      payload: {
        coin_type: 60,
        address: alice,
        message: '{}',
        signature: '0x',
        projectId: 'portico-local',
      },
    })
    expect(register?.statusCode).toBe(429)
    expect(
      (await api(`/v1/profile/account/alice.portico.id?projectId=portico-local`))?.statusCode,
    ).toBe(429)
  })

  test('every /v1/ route is limited by default: the swap routes (N-L7) and the supported chains share the budget', async () => {
    await start({ PORTICO_API_RATE_LIMIT: '3' })
    const gasPrice = '/v1/convert/gas-price?chainId=eip155:31338&projectId=portico-local'
    expect((await api(gasPrice))?.statusCode).toBe(200)
    expect(
      (await api('/v1/convert/tokens?chainId=eip155:31338&projectId=portico-local'))?.statusCode,
    ).toBe(200)
    expect((await api('/v1/supported-chains'))?.statusCode).toBe(200)
    const refused = await api(gasPrice)
    expect(refused?.statusCode).toBe(429)
    expect(refused?.headers['retry-after']).toBe('20')
    expect(refused?.json()).toEqual({
      error: 'Too Many Requests',
      message: 'Rate limit exceeded for this address: retry in 20 s',
    })
  })

  test('the listed exceptions keep their own budgets: the RPC gateway and sign-in are not counted here', async () => {
    await start({ PORTICO_API_RATE_LIMIT: '1', PORTICO_SIWX_RATE_LIMIT: '2' })
    expect((await api(balanceUrl))?.statusCode).toBe(200)
    expect((await rpc(batch(5))).statusCode).toBe(200)
    const nonce = () => api('/v1/siwx/nonce?projectId=portico-local')
    expect((await nonce())?.statusCode).toBe(200)
    expect((await nonce())?.statusCode).toBe(200)
    // Sign-in's own budget, with the same 429 answer.
    const refused = await nonce()
    expect(refused?.statusCode).toBe(429)
    expect(refused?.json()).toEqual({
      error: 'Too Many Requests',
      message: 'Rate limit exceeded for this address: retry in 30 s',
    })
    expect((await api(balanceUrl))?.statusCode).toBe(429)
  })

  test('an unknown project is refused by its route and spends no project budget', async () => {
    await start({ PORTICO_API_RATE_LIMIT: '0', PORTICO_PROJECT_RATE_LIMIT: '1' })
    const unknown = await api(balanceUrl.replace('portico-local', 'nope'))
    expect(unknown?.statusCode).toBe(401)
    expect((await api(balanceUrl))?.statusCode).toBe(200)
    expect((await api(balanceUrl, '203.0.113.9'))?.statusCode).toBe(429)
  })
})
