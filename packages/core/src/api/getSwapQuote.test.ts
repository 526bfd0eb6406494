import { describe, expect, it } from 'vitest'
import { createHttpClient } from './createHttpClient'
import { getSwapQuote } from './getSwapQuote'
import { createTestFetch } from './testFetch.test-helpers'

const from = 'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const to = 'eip155:31337:0xbd51D5463173997d900C0240495652bc80283cC3'
const userAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const quote = {
  id: null,
  fromAmount: '5',
  fromAccount: from,
  toAmount: '9',
  toAccount: to,
  path: [from, to],
}

describe('getSwapQuote', () => {
  it('sends the exact amount and reads the best quote as bigints', async () => {
    const { fetch, requests } = createTestFetch(() => ({ quotes: [quote] }))
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch })
    const amount = 10n ** 30n + 1n // beyond a float's precision
    expect(await getSwapQuote(client, { from, to, amount, userAddress })).toEqual({
      quote: { fromAmount: 5n, toAmount: 9n, path: [from, to] },
    })
    expect(requests[0]?.url.searchParams.get('amount')).toBe('1000000000000000000000000000001')
  })

  it('no pool with liquidity is no quote; a bad answer or amount is refused', async () => {
    const empty = createTestFetch(() => ({ quotes: [] }))
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch: empty.fetch })
    expect(await getSwapQuote(client, { from, to, amount: 1n, userAddress })).toEqual({
      quote: undefined,
    })
    await expect(getSwapQuote(client, { from, to, amount: 0n, userAddress })).rejects.toThrowError(
      'getSwapQuote needs an amount above zero',
    )
    const bad = createTestFetch(() => ({ quotes: [{ ...quote, toAmount: '1.5' }] }))
    const badClient = createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch: bad.fetch })
    await expect(
      getSwapQuote(badClient, { from, to, amount: 1n, userAddress }),
    ).rejects.toThrowError('Unexpected API response from /v1/convert/quotes')
  })
})
