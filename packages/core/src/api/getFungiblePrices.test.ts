import { describe, expect, it } from 'vitest'
import { createHttpClient } from './createHttpClient'
import { getFungiblePrices } from './getFungiblePrices'
import { createTestFetch } from './testFetch.test-helpers'

const ptk = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('getFungiblePrices', () => {
  it('posts currency, addresses and the project id; reads the fungibles', async () => {
    const { fetch, requests } = createTestFetch(() => ({
      fungibles: [
        { name: 'Portico Token', symbol: 'PTK', iconUrl: '/t/PTK', price: 2.5, address: ptk },
      ],
    }))
    const client = createHttpClient({
      baseUrl: 'http://127.0.0.1:3000',
      params: { projectId: 'portico-local' },
      fetch,
    })
    // The server answers a server-relative icon path: the kit makes it absolute on its base URL.
    expect(await getFungiblePrices(client, { addresses: [ptk] })).toEqual({
      fungibles: [
        {
          name: 'Portico Token',
          symbol: 'PTK',
          iconUrl: 'http://127.0.0.1:3000/t/PTK',
          price: 2.5,
        },
      ],
    })
    expect(requests[0]?.method).toBe('POST')
    expect(requests[0]?.body).toEqual({
      currency: 'usd',
      addresses: [ptk],
      projectId: 'portico-local',
    })
  })

  it('refuses bad addresses and a bad shape', async () => {
    const { fetch } = createTestFetch(() => ({
      fungibles: [{ name: 'X', symbol: 'X', iconUrl: '', price: '2.5', address: ptk }],
    }))
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch })
    await expect(getFungiblePrices(client, { addresses: [''] })).rejects.toThrowError(
      'getFungiblePrices needs a list of CAIP-10 addresses',
    )
    await expect(getFungiblePrices(client, { addresses: [ptk] })).rejects.toThrowError(
      'fungibles[0].price: expected a number, got string',
    )
  })
})
