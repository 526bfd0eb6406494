import { systemClock } from '@portico/core/internal'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { blockchainApi } from '../src/balances/blockchainApi'
import { devnetTokenListsPath, loadTokenLists } from '../src/balances/loadTokenLists'
import { registerOpenApi } from '../src/openapi/registerOpenApi'
import { contracts } from './devnetFunds'

// The API's plugin alone (no database needed) in front of a node that is not there.
const app = Fastify({ logger: false })
beforeAll(async () => {
  await registerOpenApi(app, { version: 'test' })
  await app.register(blockchainApi, {
    config: {
      rpcUpstreams: [{ caipNetworkId: 'eip155:31337', url: 'http://user:secret@127.0.0.1:9' }],
      tokenLists: loadTokenLists({ value: devnetTokenListsPath }),
      rpcTimeoutMs: 2_000,
    },
    projects: new Set(['p']),
    clock: systemClock,
  })
})
afterAll(async () => {
  await app.close()
})

describe('when the node does not answer', () => {
  test('the balance route answers 502, without the node URL', async () => {
    const response = await app.inject(
      '/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance?currency=usd&chainId=eip155:31337&projectId=p',
    )
    expect(response.statusCode).toBe(502)
    expect(response.json()).toEqual({
      error: 'Bad Gateway',
      message: 'Balance unavailable: eip155:31337 did not answer',
    })
    expect(response.body).not.toContain('secret')
  })

  test('the price route leaves the chain out', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/fungible/price',
      payload: { currency: 'usd', addresses: [`eip155:31337:${contracts.PTK}`], projectId: 'p' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ fungibles: [] })
  })
})
