import { describe, expect, it } from 'vitest'
import { HttpStatusError } from '../errors/http'
import { createHttpClient } from './createHttpClient'
import { ApiResponseError } from './errors'
import { getBalances } from './getBalances'
import { createTestFetch } from './testFetch.test-helpers'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const native = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 30000000,
  price: 3000,
  quantity: { decimals: '18', numeric: '10000' },
  iconUrl: 'http://127.0.0.1:3000/public/getTokenImage/ETH',
}
const token = {
  ...native,
  name: 'Portico Token',
  symbol: 'PTK',
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  value: 2.5,
  price: 2.5,
  quantity: { decimals: '18', numeric: '1' },
}

describe('getBalances', () => {
  it('asks with currency, chainId and forceUpdate and reads the balances', async () => {
    const { fetch, requests } = createTestFetch(() => ({ balances: [native, token] }))
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch })
    expect(
      await getBalances(client, { address, chainId: 'eip155:31337', forceUpdate: true }),
    ).toEqual([native, token])
    expect(requests[0]?.url.pathname).toBe(`/v1/account/${address}/balance`)
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      currency: 'usd',
      chainId: 'eip155:31337',
      forceUpdate: 'true',
    })
    await getBalances(client, { address, chainId: 'eip155:31337' })
    expect(requests[1]?.url.searchParams.has('forceUpdate')).toBe(false)
  })

  it('makes a server-relative iconUrl absolute on the base URL (never on a Host header)', async () => {
    const { fetch } = createTestFetch(() => ({
      balances: [{ ...native, iconUrl: '/public/getTokenImage/ETH' }],
    }))
    const client = createHttpClient({ baseUrl: 'https://api.example/portico', fetch })
    const [first] = await getBalances(client, { address, chainId: 'eip155:31337' })
    expect(first?.iconUrl).toBe('https://api.example/portico/public/getTokenImage/ETH')
  })

  it('keeps the native token without an address', async () => {
    const { fetch } = createTestFetch(() => ({ balances: [native] }))
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch })
    const [first] = await getBalances(client, { address, chainId: 'eip155:31337' })
    expect(first && 'address' in first).toBe(false)
  })

  it('throws typed errors: status, shape, bad parameters', async () => {
    const failing = createHttpClient({
      baseUrl: 'http://127.0.0.1:3000',
      fetch: createTestFetch(() => new Response('', { status: 502 })).fetch,
    })
    await expect(getBalances(failing, { address, chainId: 'eip155:1' })).rejects.toBeInstanceOf(
      HttpStatusError,
    )
    const bad = createHttpClient({
      baseUrl: 'http://127.0.0.1:3000',
      fetch: createTestFetch(() => ({ balances: [{ ...token, quantity: { decimals: 18 } }] }))
        .fetch,
    })
    const error = await getBalances(bad, { address, chainId: 'eip155:1' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiResponseError)
    expect((error as ApiResponseError).reason).toBe(
      'balances[0].quantity.decimals: expected a string, got number',
    )
    await expect(getBalances(bad, { address: '', chainId: 'eip155:1' })).rejects.toThrowError(
      'getBalances needs an address',
    )
    await expect(getBalances(bad, { address, chainId: '31337' })).rejects.toThrowError(
      'getBalances needs a CAIP-2 chainId, got "31337"',
    )
  })
})
