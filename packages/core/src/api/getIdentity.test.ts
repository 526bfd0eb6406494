import { describe, expect, it } from 'vitest'
import { createHttpClient } from './createHttpClient'
import { getIdentity } from './getIdentity'
import { createTestFetch } from './testFetch.test-helpers'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('getIdentity', () => {
  it('reads name and avatar, null when the server has none', async () => {
    const { fetch, requests } = createTestFetch((r) =>
      r.url.searchParams.get('sender')
        ? { name: 'alice.portico', avatar: null }
        : { name: null, avatar: null },
    )
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch })
    expect(await getIdentity(client, { address, sender: address })).toEqual({
      name: 'alice.portico',
      avatar: null,
    })
    expect(await getIdentity(client, { address })).toEqual({ name: null, avatar: null })
    expect(requests[0]?.url.pathname).toBe(`/v1/identity/${address}`)
  })

  it("sends the account's chain (ENSIP-19) when given", async () => {
    const { fetch, requests } = createTestFetch(() => ({ name: 'base.eth', avatar: null }))
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch })
    expect(await getIdentity(client, { address, chainId: 'eip155:8453' })).toEqual({
      name: 'base.eth',
      avatar: null,
    })
    expect(requests[0]?.url.searchParams.get('chainId')).toBe('eip155:8453')
  })

  it('refuses a bad shape and a missing address', async () => {
    const { fetch } = createTestFetch(() => ({ name: 1 }))
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch })
    await expect(getIdentity(client, { address })).rejects.toThrowError(
      'name: expected a string, got number',
    )
    await expect(getIdentity(client, { address: '' })).rejects.toThrowError(
      'getIdentity needs an address',
    )
  })
})
