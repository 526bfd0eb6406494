import { describe, expect, it } from 'vitest'
import { createHttpClient } from './createHttpClient'
import { getSupportedChains } from './getSupportedChains'
import { createTestFetch } from './testFetch.test-helpers'

describe('getSupportedChains', () => {
  it('reads the http and ws lists', async () => {
    const { fetch, requests } = createTestFetch(() => ({ http: ['eip155:31337'], ws: [] }))
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch })
    expect(await getSupportedChains(client)).toEqual({ http: ['eip155:31337'], ws: [] })
    expect(requests[0]?.url.pathname).toBe('/v1/supported-chains')
  })

  it('refuses a bad shape', async () => {
    const { fetch } = createTestFetch(() => ({ http: 'eip155:1' }))
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch })
    await expect(getSupportedChains(client)).rejects.toThrowError(
      'http: expected an array, got string',
    )
  })
})
