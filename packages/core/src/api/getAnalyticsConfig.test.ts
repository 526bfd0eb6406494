import { describe, expect, it } from 'vitest'
import { createHttpClient } from './createHttpClient'
import { getAnalyticsConfig } from './getAnalyticsConfig'
import { createTestFetch } from './testFetch.test-helpers'

const client = (respond: () => unknown) =>
  createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch: createTestFetch(respond).fetch })

describe('getAnalyticsConfig', () => {
  it('reads isAnalyticsEnabled', async () => {
    expect(await getAnalyticsConfig(client(() => ({ isAnalyticsEnabled: true })))).toEqual({
      isAnalyticsEnabled: true,
    })
  })

  it.each([
    ['a status', () => new Response('', { status: 500 })],
    ['a network failure', () => new TypeError('fetch failed')],
    ['a bad shape', () => ({ isAnalyticsEnabled: 'yes' })],
  ])('reads %s as analytics off', async (_, respond) => {
    expect(await getAnalyticsConfig(client(respond))).toEqual({ isAnalyticsEnabled: false })
  })
})
