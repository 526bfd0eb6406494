import { createFakeClock, IDENTITY_CACHE_MS } from '@portico/core/internal'
import Fastify from 'fastify'
import { describe, expect, test } from 'vitest'
import { createMemoryCache } from '../balances/createMemoryCache'
import { registerOpenApi } from '../openapi/registerOpenApi'
import type { IdentityResolver } from './identityResolver'
import { identityRoute } from './identityRoute'

describe('identityRoute', () => {
  test('asks the resolver once per address per 5 minutes (any letter case)', async () => {
    const clock = createFakeClock({ start: 0 })
    const asked: string[] = []
    // A resolver that names each address by how many times it was asked.
    const resolver: IdentityResolver = {
      resolve: async ({ address }) => {
        asked.push(address)
        return { name: `name-${asked.length}.portico`, avatar: null }
      },
    }
    const app = Fastify()
    await registerOpenApi(app, { version: 'test' })
    await app.register(identityRoute, {
      resolver,
      cache: createMemoryCache({ clock }),
      projects: new Set(['p']),
    })
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const name = async (value: string) =>
      (await app.inject(`/v1/identity/${value}?projectId=p`)).json().name
    expect(await name(address)).toBe('name-1.portico')
    clock.advance(IDENTITY_CACHE_MS - 1)
    expect(await name(address.toLowerCase())).toBe('name-1.portico')
    clock.advance(1)
    expect(await name(address)).toBe('name-2.portico')
    expect(asked).toEqual([address, address])
    await app.close()
  })
})

describe('identityRoute with chainId', () => {
  test("an EVM chain's id reaches the resolver and has its own cache entry; a bad one is a 400", async () => {
    const asked: (number | undefined)[] = []
    const app = Fastify()
    await registerOpenApi(app, { version: 'test' })
    await app.register(identityRoute, {
      resolver: {
        resolve: async ({ chainId }) => {
          asked.push(chainId)
          return { name: `on-${chainId ?? 'none'}.eth`, avatar: null }
        },
      },
      cache: createMemoryCache({ clock: createFakeClock({ start: 0 }) }),
      projects: new Set(['p']),
    })
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const get = (query: string) => app.inject(`/v1/identity/${address}?projectId=p${query}`)
    expect((await get('&chainId=eip155:8453')).json().name).toBe('on-8453.eth')
    expect((await get('')).json().name).toBe('on-none.eth')
    expect((await get('&chainId=eip155:8453')).json().name).toBe('on-8453.eth')
    // A Solana chain id says nothing about an EVM address's ENS coin type.
    expect((await get('&chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).json().name).toBe(
      'on-none.eth',
    )
    expect(asked).toEqual([8453, undefined])
    expect((await get('&chainId=8453')).statusCode).toBe(400)
    await app.close()
  })
})

describe('identityRoute for Solana', () => {
  test('a Solana address gets an empty identity, without asking the (EVM) resolver', async () => {
    const asked: string[] = []
    const app = Fastify()
    await registerOpenApi(app, { version: 'test' })
    await app.register(identityRoute, {
      resolver: {
        resolve: async ({ address }) => {
          asked.push(address)
          return { name: 'someone.portico', avatar: null }
        },
      },
      cache: createMemoryCache({ clock: createFakeClock({ start: 0 }) }),
      projects: new Set(['p']),
    })
    const response = await app.inject(
      '/v1/identity/oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96?projectId=p',
    )
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ name: null, avatar: null })
    expect(response.headers['cache-control']).toBe(`public, max-age=${IDENTITY_CACHE_MS / 1000}`)
    expect(asked).toEqual([])
    await app.close()
  })
})
