import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { devnetTokenListsPath } from '../src/balances/loadTokenLists'
import type { CreateServerReturnType } from '../src/createServer'
import { nativeTokenAddress } from '../src/prices/fungiblePriceRoute'
import { ratioToNumber } from '../src/prices/ratioToNumber'
import { contracts, poolPrice } from './devnetFunds'
import { startTestServer } from './startTestServer'

const rpcUrl = inject('rpcUrlByChain')['eip155:31337'] as string
type Fungible = { name: string; symbol: string; iconUrl: string; price: number; address: string }

let server: CreateServerReturnType
beforeAll(async () => {
  server = await startTestServer({ PORTICO_TOKEN_LISTS: devnetTokenListsPath })
})
afterAll(async () => {
  await server.close()
})

const post = (payload: unknown, url = '/v1/fungible/price') =>
  server.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> })

describe('POST /v1/fungible/price', () => {
  test('prices come from the pools: pUSD = 1, PTK and WETH/ETH from the reserves', async () => {
    const asked = [
      `eip155:31337:${contracts.pUSD}`,
      `eip155:31337:${contracts.PTK}`,
      `eip155:31337:${contracts.weth}`,
      `eip155:31337:${nativeTokenAddress}`,
    ]
    const before = {
      PTK: ratioToNumber(await poolPrice(rpcUrl, 31337, 'PTK')),
      WETH: ratioToNumber(await poolPrice(rpcUrl, 31337, 'WETH')),
    }
    const response = await post({ currency: 'usd', addresses: asked, projectId: 'portico-local' })
    expect(response.statusCode).toBe(200)
    const { fungibles } = response.json() as { fungibles: Fungible[] }
    const after = {
      PTK: ratioToNumber(await poolPrice(rpcUrl, 31337, 'PTK')),
      WETH: ratioToNumber(await poolPrice(rpcUrl, 31337, 'WETH')),
    }
    expect(fungibles.map((item) => [item.symbol, item.address])).toEqual([
      ['pUSD', asked[0]],
      ['PTK', asked[1]],
      ['WETH', asked[2]],
      ['ETH', asked[3]],
    ])
    expect(fungibles[0]).toEqual({
      name: 'Portico USD',
      symbol: 'pUSD',
      iconUrl: '/public/getTokenImage/pUSD',
      price: 1,
      address: asked[0],
    })
    expect([before.PTK, after.PTK]).toContain(fungibles[1]?.price)
    expect([before.WETH, after.WETH]).toContain(fungibles[2]?.price)
    expect(fungibles[3]?.price).toBe(fungibles[2]?.price)
  })

  test('tokens without a price or on unsupported chains are left out; projectId may be in the query', async () => {
    const response = await post(
      {
        addresses: [
          `eip155:31337:${contracts.PTS}`, // no pool
          `eip155:31337:${contracts.pools.PTK_pUSD}`, // an ERC-20 outside the list, no pool
          `eip155:31337:${contracts.uniswapV2Router}`, // not a token at all
          `eip155:1:${contracts.pUSD}`, // chain not served
          'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:11111111111111111111111111111111',
          `eip155:31338:${contracts.PTK}`,
        ],
      },
      '/v1/fungible/price?projectId=portico-local',
    )
    expect(response.statusCode).toBe(200)
    const { fungibles } = response.json() as { fungibles: Fungible[] }
    expect(fungibles.map((item) => item.address)).toEqual([`eip155:31338:${contracts.PTK}`])
  })

  test('bad input gets 400 (401 for an unknown project) with a clear message', async () => {
    const token = `eip155:31337:${contracts.PTK}`
    const cases: [unknown, number, string][] = [
      [{ addresses: [token] }, 400, 'Missing body field "projectId"'],
      [{ addresses: [], projectId: 'portico-local' }, 400, 'addresses'],
      [{ addresses: ['0x1234'], projectId: 'portico-local' }, 400, 'addresses.0'],
      [
        { addresses: [token.toLowerCase().replace('0xddd', '0xDdd')], projectId: 'portico-local' },
        400,
        'addresses.0',
      ],
      [{ addresses: Array(101).fill(token), projectId: 'portico-local' }, 400, 'addresses'],
      [{ currency: 'eur', addresses: [token], projectId: 'portico-local' }, 400, 'currency'],
      [{ addresses: [token], projectId: 'nope' }, 401, 'Unknown projectId: nope'],
    ]
    for (const [payload, status, message] of cases) {
      const response = await post(payload)
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status)
      expect(response.json().message).toContain(message)
    }
    const notJson = await server.app.inject({
      method: 'POST',
      url: '/v1/fungible/price',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    })
    expect(notJson.statusCode).toBe(400)
  })

  test('fuzz: random bodies and paths never give a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record({
            currency: fc.oneof(fc.constant('usd'), fc.string()),
            addresses: fc.array(
              fc.oneof(fc.string(), fc.constant(`eip155:31337:${contracts.PTK}`)),
            ),
            projectId: fc.oneof(fc.constant('portico-local'), fc.string()),
          }),
        ),
        fc.string({ maxLength: 60 }),
        async (payload, text) => {
          const price = await server.app.inject({
            method: 'POST',
            url: '/v1/fungible/price',
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(payload) ?? 'null',
          })
          expect(price.statusCode).toBeLessThan(500)
          const path = encodeURIComponent(text)
          for (const url of [
            `/v1/account/${path}/balance?chainId=${path}&projectId=portico-local`,
            `/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance?chainId=${path}&projectId=portico-local&forceUpdate=${path}`,
            `/v1/identity/${path}?projectId=${path}`,
          ]) {
            const response = await server.app.inject(url)
            expect(response.statusCode, url).toBeLessThan(500)
          }
        },
      ),
      { numRuns: 60 },
    )
  })
})

describe('GET /v1/identity/:address', () => {
  test('answers no name and no avatar until the name service exists, cacheable 5 min', async () => {
    const response = await server.app.inject(
      '/v1/identity/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266?projectId=portico-local&sender=0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    )
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ name: null, avatar: null })
    expect(response.headers['cache-control']).toBe('public, max-age=300')
  })

  test('bad input gets 400 (401 for an unknown project)', async () => {
    const cases: [string, number, string][] = [
      ['/v1/identity/0x1234?projectId=portico-local', 400, 'Invalid path parameter "address"'],
      [
        '/v1/identity/0xf39fd6e51aad88F6F4ce6aB8827279cffFb92266?projectId=portico-local',
        400,
        'Invalid path parameter "address"',
      ],
      [
        '/v1/identity/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266?projectId=portico-local&sender=x',
        400,
        'Invalid query parameter "sender"',
      ],
      [
        '/v1/identity/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        400,
        'Missing query parameter "projectId"',
      ],
      [
        '/v1/identity/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266?projectId=nope',
        401,
        'Unknown projectId: nope',
      ],
    ]
    for (const [url, status, message] of cases) {
      const response = await server.app.inject(url)
      expect(response.statusCode, url).toBe(status)
      expect(response.json().message, url).toContain(message)
    }
  })
})

test('the three routes are in the OpenAPI document with their zod schemas', async () => {
  const document = (await server.app.inject('/docs/openapi.json')).json() as {
    paths: Record<string, Record<string, { parameters?: { name: string }[] }>>
  }
  const balance = document.paths['/v1/account/{address}/balance']?.get
  expect(balance?.parameters?.map((parameter) => parameter.name)).toEqual(
    expect.arrayContaining(['address', 'currency', 'chainId', 'forceUpdate', 'projectId']),
  )
  expect(document.paths['/v1/fungible/price']?.post).toBeDefined()
  expect(document.paths['/v1/identity/{address}']?.get).toBeDefined()
})
