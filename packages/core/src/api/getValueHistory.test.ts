import { describe, expect, it } from 'vitest'
import { InvalidParameterError } from '../errors/parameter'
import { createHttpClient } from './createHttpClient'
import { ApiResponseError } from './errors'
import { getValueHistory } from './getValueHistory'
import { createTestFetch } from './testFetch.test-helpers'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
// An answer as the server's value history route writes it (docs/history.md#value-history).
const answer = {
  currency: 'usd',
  priceBasis: 'current',
  days: 2,
  chains: [{ chainId: 'eip155:31337', blockNumber: 120 }],
  points: [
    { date: '2026-11-25', value: 0 },
    { date: '2026-11-26', value: 6999.82 },
    { date: '2026-11-27', value: 9159.56 },
  ],
}

describe('getValueHistory', () => {
  it('asks with days and chainId and reads the points', async () => {
    const { fetch, requests } = createTestFetch(() => answer)
    const client = createHttpClient({
      baseUrl: 'http://127.0.0.1:3000',
      fetch,
      params: { projectId: 'portico-local' },
    })
    expect(await getValueHistory(client, { address, days: 2, chainId: 'eip155:31337' })).toEqual(
      answer,
    )
    expect(requests[0]?.url.pathname).toBe(`/v1/account/${address}/value-history`)
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      days: '2',
      chainId: 'eip155:31337',
      projectId: 'portico-local',
    })
    await getValueHistory(client, { address })
    expect(Object.fromEntries(requests[1]?.url.searchParams ?? [])).toEqual({
      projectId: 'portico-local',
    })
  })

  it('refuses a missing address or days outside 1–90 before asking', async () => {
    const { fetch, requests } = createTestFetch(() => answer)
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch })
    await expect(getValueHistory(client, { address: '' })).rejects.toThrow(InvalidParameterError)
    await expect(getValueHistory(client, { address, days: 91 })).rejects.toThrow(
      'getValueHistory needs days from 1 to 90, got 91',
    )
    await expect(getValueHistory(client, { address, days: 1.5 })).rejects.toThrow(
      InvalidParameterError,
    )
    expect(requests).toHaveLength(0)
  })

  it('throws ApiResponseError on an answer of the wrong shape', async () => {
    const { fetch } = createTestFetch(() => ({ ...answer, points: [{ date: '2026-11-27' }] }))
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch })
    await expect(getValueHistory(client, { address })).rejects.toThrow(ApiResponseError)
  })
})
