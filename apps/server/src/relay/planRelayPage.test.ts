import { describe, expect, it } from 'vitest'
import type { RelayRecordHead } from './createMessageStore'
import { planRelayPage } from './planRelayPage'

const head = (hash: string, bytes: number): RelayRecordHead => ({
  topic: 't',
  hash,
  tag: 1,
  sender: 's',
  publishedAt: 1,
  expiresAt: 2,
  bytes,
})

describe('planRelayPage', () => {
  it('fills a page up to its byte budget, at least one message', () => {
    const heads = [head('a', 400), head('b', 500), head('c', 200)]
    expect(planRelayPage(heads, 1000, () => false).page.map((h) => h.hash)).toEqual(['a', 'b'])
    expect(planRelayPage(heads, 10, () => false)).toEqual({ page: [heads[0]], last: heads[0] })
    expect(planRelayPage([], 10, () => false)).toEqual({ page: [], last: undefined })
  })

  it('skips heads in flight but moves past them', () => {
    const heads = [head('a', 400), head('b', 500)]
    expect(planRelayPage(heads, 1000, (h) => h.hash === 'a')).toEqual({
      page: [heads[1]],
      last: heads[1],
    })
  })
})
