import { describe, expect, it } from 'vitest'
import { createHttpClient } from './createHttpClient'
import { ApiResponseError } from './errors'
import { getWallets } from './getWallets'
import { createTestFetch } from './testFetch.test-helpers'

const listing = {
  id: 'metamask',
  name: 'MetaMask',
  image_id: 'metamask',
  chains: ['eip155:1'],
  mobile_link: 'metamask://',
  desktop_link: null,
  webapp_link: 'https://metamask.io',
  rdns: 'io.metamask',
  homepage: 'https://metamask.io',
  badge_type: 'none',
}

describe('getWallets', () => {
  it('asks for a page with comma lists and reads `{ data, count }`', async () => {
    const { fetch, requests } = createTestFetch(() => ({
      data: [
        listing,
        {
          id: 'x',
          name: 'X',
          image_id: null,
          chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
          rdns: null,
          mobile_link: null,
          desktop_link: null,
          webapp_link: null,
          homepage: null,
          badge_type: '',
        },
      ],
      count: 57,
    }))
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch })
    const page = await getWallets(client, {
      page: 2,
      entries: 40,
      search: 'meta',
      chains: ['eip155:1', 'eip155:31337'],
      exclude: [],
      include: ['metamask'],
    })
    expect(requests[0]?.url.pathname).toBe('/getWallets')
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      page: '2',
      entries: '40',
      search: 'meta',
      chains: 'eip155:1,eip155:31337',
      include: 'metamask',
    })
    expect(page.count).toBe(57)
    const { homepage: _homepage, ...listed } = listing
    expect(page.data).toEqual([
      listed,
      {
        id: 'x',
        name: 'X',
        image_id: null,
        chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        mobile_link: null,
        desktop_link: null,
        webapp_link: null,
        rdns: null,
        badge_type: null,
      },
    ])
  })

  it('names the field of a bad shape', async () => {
    const { fetch } = createTestFetch(() => ({ data: [{ ...listing, name: 7 }], count: 1 }))
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch })
    const error = await getWallets(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiResponseError)
    expect((error as ApiResponseError).reason).toBe('data[0].name: expected a string, got number')

    const { fetch: noCount } = createTestFetch(() => ({ data: [] }))
    await expect(
      getWallets(createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch: noCount })),
    ).rejects.toThrowError('count: missing')
  })
})
