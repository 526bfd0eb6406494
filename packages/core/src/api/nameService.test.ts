import { describe, expect, it } from 'vitest'
import { createHttpClient } from './createHttpClient'
import { getNameProfile } from './getNameProfile'
import { getNameSuggestions } from './getNameSuggestions'
import { getNamesOfAddress } from './getNamesOfAddress'
import { registerName } from './registerName'
import { createTestFetch } from './testFetch.test-helpers'

// The server's answers as its routes give them (apps/server/src/profile/profileRoutes.ts).
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const profile = {
  name: 'alice.portico.id',
  registered: '2026-11-25T10:00:00.000Z',
  updated: '2026-11-25T10:00:00.000Z',
  addresses: { '60': { address, created: '2026-11-25T10:00:00.000Z' } },
  attributes: { avatar: 'https://example.test/a.png' },
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const client = (respond: Parameters<typeof createTestFetch>[0]) => {
  const test = createTestFetch(respond)
  return {
    ...test,
    client: createHttpClient({
      baseUrl: 'http://127.0.0.1:3000',
      params: { projectId: 'portico-local' },
      fetch: test.fetch,
    }),
  }
}

describe('name service clients', () => {
  it('getNameProfile: addresses by coin type; null for a name no one has', async () => {
    const { client: c, requests } = client((r) =>
      r.url.pathname.endsWith('alice.portico.id')
        ? profile
        : json(404, { error: 'Not Found', message: 'Error resolving name: x is not registered' }),
    )
    expect(await getNameProfile(c, { name: 'alice.portico.id' })).toEqual({
      name: 'alice.portico.id',
      addresses: { '60': address },
      attributes: { avatar: 'https://example.test/a.png' },
    })
    expect(requests[0]?.url.searchParams.get('apiVersion')).toBe('2')
    expect(await getNameProfile(c, { name: 'nobody.portico.id' })).toBeNull()
  })

  it('getNameProfile: any other failure is `Error resolving name`', async () => {
    const { client: c } = client(() => json(502, { error: 'Bad Gateway', message: 'x' }))
    await expect(getNameProfile(c, { name: 'alice.portico.id' })).rejects.toThrowError(
      'Error resolving name',
    )
  })

  it('getNamesOfAddress: primary first; failure is `Error fetching names for address`', async () => {
    const { client: c, requests } = client(() => [profile])
    expect((await getNamesOfAddress(c, { address }))[0]?.name).toBe('alice.portico.id')
    expect(requests[0]?.url.pathname).toBe(`/v1/profile/reverse/${address}`)
    const broken = client(() => ({ not: 'a list' }))
    await expect(getNamesOfAddress(broken.client, { address })).rejects.toThrowError(
      'Error fetching names for address',
    )
  })

  it('getNameSuggestions: the names, with the zone asked', async () => {
    const { client: c, requests } = client(() => ({
      suggestions: [
        { name: 'alice-1.portico.id', registered: false },
        { name: 'alice1.portico.id', registered: false },
      ],
    }))
    expect(await getNameSuggestions(c, { name: 'alice', zone: 'portico.id' })).toEqual([
      'alice-1.portico.id',
      'alice1.portico.id',
    ])
    expect(requests[0]?.url.pathname).toBe('/v1/profile/suggestions/alice')
    expect(requests[0]?.url.searchParams.get('zone')).toBe('portico.id')
    const broken = client(() => json(400, { error: 'Bad Request', message: 'bad' }))
    await expect(
      getNameSuggestions(broken.client, { name: 'a_b', zone: 'portico.id' }),
    ).rejects.toThrowError('Error fetching name suggestions')
  })

  it('registerName: posts the SPEC §7 fields; a refusal carries the server reason', async () => {
    const reason = 'Error registering name alice.portico.id: the name is taken'
    let taken = false
    const { client: c, requests } = client(() =>
      taken
        ? json(409, { error: 'Conflict', message: reason })
        : { success: true, name: 'alice.portico.id' },
    )
    const parameters = {
      name: 'alice.portico.id',
      coinType: 60,
      address,
      message: '{"name":"alice.portico.id","attributes":{},"timestamp":1}',
      signature: '0x12',
    }
    expect(await registerName(c, parameters)).toEqual({ name: 'alice.portico.id' })
    expect(requests[0]?.method).toBe('POST')
    expect(requests[0]?.body).toEqual({
      coin_type: 60,
      address,
      message: parameters.message,
      signature: '0x12',
      projectId: 'portico-local',
    })
    taken = true
    const error = await registerName(c, parameters).catch((e: unknown) => e)
    expect(error).toMatchObject({
      shortMessage: 'Error registering name alice.portico.id',
      details: reason,
    })
  })
})
