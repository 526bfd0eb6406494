import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type StartDirectoryAppReturnType, startDirectoryApp } from './startDirectoryApp'

let directory: StartDirectoryAppReturnType

beforeAll(async () => {
  directory = await startDirectoryApp()
})
afterAll(async () => {
  await directory?.close()
})

const value = fc.oneof(
  fc.string({ maxLength: 120, unit: 'binary' }),
  fc.constantFrom(
    '0',
    '1',
    '-1',
    '40',
    '100',
    '101',
    '1e3',
    'eip155:1',
    'solana',
    'none',
    '%',
    '_',
  ),
  fc
    .array(fc.constantFrom('metamask', 'eip155:1', 'x', ''), { maxLength: 4 })
    .map((ids) => ids.join(',')),
)
const name = fc.constantFrom(
  'projectId',
  'page',
  'entries',
  'include',
  'exclude',
  'chains',
  'search',
  'badge_type',
  'st',
)

test('random /getWallets queries answer 200, 400 or 401 — never a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.tuple(name, value), { maxLength: 6 }),
      fc.boolean(),
      async (pairs, withProject) => {
        const query = new URLSearchParams(pairs)
        if (withProject && !query.has('projectId')) query.set('projectId', 'portico-local')
        const response = await directory.app.inject(`/getWallets?${query}`)
        expect([200, 400, 401]).toContain(response.statusCode)
        const body = response.json()
        if (response.statusCode === 200) expect(body.count).toBeGreaterThanOrEqual(body.data.length)
        else expect(typeof body.message).toBe('string')
      },
    ),
    { numRuns: 200 },
  )
})

test('random image ids answer 200, 400, 404 or 414 — never a 5xx', async () => {
  const route = fc.constantFrom(
    '/getWalletImage/',
    '/public/getAssetImage/',
    '/public/getCurrencyImage/',
    '/public/getTokenImage/',
  )
  await fc.assert(
    fc.asyncProperty(
      route,
      fc.string({ minLength: 1, maxLength: 120, unit: 'binary' }),
      async (path, id) => {
        const response = await directory.app.inject(`${path}${encodeURIComponent(id)}`)
        expect([200, 400, 404, 414]).toContain(response.statusCode)
      },
    ),
    { numRuns: 200 },
  )
})
