import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { readDirectorySeed } from '../src/directory/readDirectorySeed'
import { type StartDirectoryAppReturnType, startDirectoryApp } from './startDirectoryApp'

type Listing = { id: string; name: string; chains: string[]; badge_type: string }
type Page = { data: Listing[]; count: number }

let directory: StartDirectoryAppReturnType
const seed = readDirectorySeed().wallets
const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
// The expected order, computed from the seed: recommended by rank, then name, then id.
const ordered = [...seed].sort(
  (a, b) =>
    (a.recommendedRank ?? Number.POSITIVE_INFINITY) -
      (b.recommendedRank ?? Number.POSITIVE_INFINITY) ||
    a.name.toLowerCase().localeCompare(b.name.toLowerCase(), 'en') ||
    (a.id < b.id ? -1 : 1),
)

beforeAll(async () => {
  directory = await startDirectoryApp()
})
afterAll(async () => {
  await directory?.close()
})

async function getWallets(query: string): Promise<Page> {
  const response = await directory.app.inject(`/getWallets?projectId=portico-local${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

async function badRequest(query: string): Promise<string> {
  const response = await directory.app.inject(`/getWallets${query}`)
  expect(response.statusCode).toBe(400)
  const body = response.json()
  expect(body.error).toBe('Bad Request')
  return body.message
}

describe('GET /getWallets paging', () => {
  test('page 1 and page 2 of 40: no overlap, together every wallet, count is the total', async () => {
    expect(seed.length).toBeGreaterThan(40)
    const first = await getWallets('')
    const second = await getWallets('&page=2')
    expect(first.data).toHaveLength(40)
    expect(second.data).toHaveLength(seed.length - 40)
    expect(first.count).toBe(seed.length)
    expect(second.count).toBe(seed.length)
    const ids = [...first.data, ...second.data].map((wallet) => wallet.id)
    expect(new Set(ids).size).toBe(seed.length)
    expect(ids).toEqual(ordered.map((wallet) => wallet.id))
  })

  test('recommended wallets come first: a page of 4 is the top 4 by rank', async () => {
    const page = await getWallets('&entries=4')
    expect(page.data.map((wallet) => wallet.id)).toEqual([
      'metamask',
      'coinbase-wallet',
      'trust-wallet',
      'rainbow',
    ])
    expect(page.count).toBe(seed.length)
  })

  test('a page past the end is empty but still counts the matches', async () => {
    expect(await getWallets('&page=9')).toEqual({ data: [], count: seed.length })
  })

  test('a listing has the SPEC §3 fields', async () => {
    const page = await getWallets('&include=metamask')
    expect(page).toEqual({
      data: [
        {
          id: 'metamask',
          name: 'MetaMask',
          image_id: 'metamask',
          chains: expect.arrayContaining(['eip155:1', 'eip155:8453']),
          rdns: 'io.metamask',
          mobile_link: 'metamask://',
          desktop_link: null,
          webapp_link: null,
          homepage: 'https://metamask.io',
          badge_type: 'none',
        },
      ],
      count: 1,
    })
  })
})

describe('GET /getWallets filters', () => {
  test('include lists only those ids (in directory order); exclude drops ids', async () => {
    const included = await getWallets('&include=phantom,metamask,no-such-wallet')
    expect(included.data.map((wallet) => wallet.id)).toEqual(['metamask', 'phantom'])
    expect(included.count).toBe(2)
    const excluded = await getWallets('&exclude=metamask,phantom&entries=100')
    expect(excluded.count).toBe(seed.length - 2)
    expect(excluded.data.map((wallet) => wallet.id)).not.toContain('metamask')
    expect(excluded.data.map((wallet) => wallet.id)).not.toContain('phantom')
  })

  test('chains: a wallet matches when it supports any of the CAIP-2 ids or namespaces', async () => {
    const solana = await getWallets(`&chains=${solanaMainnet}&entries=100`)
    const expected = ordered.filter((wallet) => wallet.chains.includes(solanaMainnet))
    expect(solana.data.map((wallet) => wallet.id)).toEqual(expected.map((wallet) => wallet.id))
    expect(solana.count).toBe(expected.length)
    expect(await getWallets('&chains=solana&entries=100')).toEqual(solana)
    const local = await getWallets('&chains=eip155:31338,eip155:999999')
    expect(local.data.map((wallet) => wallet.id)).toEqual(['portico-test-wallet'])
    const either = await getWallets(`&chains=eip155:31337,${solanaMainnet}&entries=100`)
    expect(either.count).toBe(expected.length + 1)
  })

  test('search: case-insensitive part of the name; wildcards are literal', async () => {
    expect((await getWallets('&search=RAIN')).data.map((wallet) => wallet.id)).toEqual(['rainbow'])
    const walletWord = await getWallets('&search=wallet&entries=100')
    const expected = seed.filter((wallet) => wallet.name.toLowerCase().includes('wallet'))
    expect(walletWord.count).toBe(expected.length)
    expect(walletWord.data.every((wallet) => /wallet/i.test(wallet.name))).toBe(true)
    expect(await getWallets('&search=%25')).toEqual({ data: [], count: 0 })
    expect(await getWallets('&search=_')).toEqual({ data: [], count: 0 })
    expect((await getWallets('&search=%20%20')).count).toBe(seed.length)
  })

  test('badge_type and filters combine', async () => {
    const certified = await getWallets('&badge_type=certified')
    expect(certified.data.map((wallet) => wallet.id)).toEqual(['portico-test-wallet'])
    expect((await getWallets('&badge_type=none')).count).toBe(seed.length - 1)
    const combined = await getWallets(`&chains=solana&search=wallet&exclude=coinbase-wallet`)
    expect(combined.data.map((wallet) => wallet.id)).toEqual(
      ordered
        .filter(
          (wallet) =>
            wallet.chains.some((chain) => chain.startsWith('solana:')) &&
            /wallet/i.test(wallet.name) &&
            wallet.id !== 'coinbase-wallet',
        )
        .map((wallet) => wallet.id),
    )
  })
})

describe('GET /getWallets bad input', () => {
  test('400 naming the field', async () => {
    expect(await badRequest('')).toBe('Missing query parameter "projectId"')
    expect(await badRequest('?projectId=portico-local&entries=101')).toBe(
      'Invalid query parameter "entries": must be a whole number from 1 to 100',
    )
    expect(await badRequest('?projectId=portico-local&page=0')).toBe(
      'Invalid query parameter "page": must be a whole number from 1 to 100000',
    )
    expect(await badRequest('?projectId=portico-local&page=two')).toBe(
      'Invalid query parameter "page": must be a whole number from 1 to 100000',
    )
    expect(await badRequest('?projectId=portico-local&chains=eip155:1,cosmos:hub')).toBe(
      'Invalid query parameter "chains.1": must be CAIP-2 network ids (eip155:1) or namespaces (solana)',
    )
    expect(await badRequest('?projectId=portico-local&badge_type=gold')).toBe(
      'Invalid query parameter "badge_type": must be one of none, certified',
    )
    const many = Array.from({ length: 101 }, (_, index) => `w${index}`).join(',')
    expect(await badRequest(`?projectId=portico-local&include=${many}`)).toBe(
      'Invalid query parameter "include": must list at most 100 values',
    )
    expect(await badRequest(`?projectId=portico-local&search=${'x'.repeat(101)}`)).toBe(
      'Invalid query parameter "search": must be at most 100 characters',
    )
    expect(await badRequest('?projectId=portico-local&search=a%00b')).toBe(
      'Invalid query parameter "search": must not contain control characters',
    )
  })

  test('an unknown project gets 401', async () => {
    const response = await directory.app.inject('/getWallets?projectId=someone-else')
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      error: 'Unauthorized',
      message: 'Unknown projectId: someone-else',
    })
  })
})
