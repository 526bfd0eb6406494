import { describe, expect, it } from 'vitest'
import { createHttpClient } from './createHttpClient'
import { getAllowedOrigins } from './getAllowedOrigins'
import { createTestFetch } from './testFetch.test-helpers'

const client = (respond: () => unknown) =>
  createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch: createTestFetch(respond).fetch })

describe('getAllowedOrigins', () => {
  it('reads allowedOrigins', async () => {
    expect(
      await getAllowedOrigins(client(() => ({ allowedOrigins: ['http://localhost:3000'] }))),
    ).toEqual(['http://localhost:3000'])
  })

  it.each([
    ['a status', () => new Response('{}', { status: 404 })],
    ['a network failure', () => new TypeError('fetch failed')],
    ['a bad shape', () => ({ allowedOrigins: [1] })],
  ])('reads %s as no origins', async (_, respond) => {
    expect(await getAllowedOrigins(client(respond))).toEqual([])
  })
})
