import { describe, expect, it } from 'vitest'
import { hasStoredSession } from './hasStoredSession'

const now = Date.UTC(2026, 0, 1)
const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === 'portico-wc:state' ? value : null),
})
const state = (sessions: unknown) => JSON.stringify({ seed: 'x', sessions })
const session = (expiryMs: number, namespaces: Record<string, unknown> = { eip155: {} }) => ({
  topic: 't',
  expiry: Math.floor(expiryMs / 1000),
  namespaces,
})

describe('hasStoredSession', () => {
  it('is true for an unexpired session with an eip155 namespace', () => {
    const storage = storageWith(state([session(now + 60_000)]))
    expect(hasStoredSession({ storage, prefix: 'portico-wc:', now })).toBe(true)
  })

  it('is false without storage, without state, or with another prefix', () => {
    expect(hasStoredSession({ storage: undefined, prefix: 'portico-wc:', now })).toBe(false)
    expect(hasStoredSession({ storage: storageWith(null), prefix: 'portico-wc:', now })).toBe(false)
    const storage = storageWith(state([session(now + 60_000)]))
    expect(hasStoredSession({ storage, prefix: 'other:', now })).toBe(false)
  })

  it('is false for expired sessions and sessions without eip155', () => {
    const expired = storageWith(state([session(now - 1000)]))
    expect(hasStoredSession({ storage: expired, prefix: 'portico-wc:', now })).toBe(false)
    const solana = storageWith(state([session(now + 60_000, { solana: {} })]))
    expect(hasStoredSession({ storage: solana, prefix: 'portico-wc:', now })).toBe(false)
  })

  it('asked for another namespace, is true only for a session granting it', () => {
    const solana = storageWith(state([session(now + 60_000, { solana: {} })]))
    const both = storageWith(state([session(now + 60_000, { eip155: {}, solana: {} })]))
    const evm = storageWith(state([session(now + 60_000)]))
    const ask = (storage: ReturnType<typeof storageWith>) =>
      hasStoredSession({ storage, prefix: 'portico-wc:', now, namespace: 'solana' })
    expect([ask(solana), ask(both), ask(evm)]).toEqual([true, true, false])
  })

  it('reads unreadable state as no session', () => {
    for (const text of ['not json', '{"sessions":3}', 'null', '[]']) {
      expect(hasStoredSession({ storage: storageWith(text), prefix: 'portico-wc:', now })).toBe(
        false,
      )
    }
    const throwing = {
      getItem: () => {
        throw new Error('denied')
      },
    }
    expect(hasStoredSession({ storage: throwing, prefix: 'portico-wc:', now })).toBe(false)
  })
})
