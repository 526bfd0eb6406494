import { describe, expect, test } from 'vitest'
import { readSessions } from './readSessions'

const session = {
  id: 'a1b2',
  projectId: 'portico-local',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  caipNetworkId: 'eip155:31337',
  message: 'localhost wants you to sign in…',
  signature: '0x00',
  issuedAt: '2026-11-27T03:00:00.000Z',
  expiresAt: '2026-12-04T03:00:00.000Z',
  revokedAt: null,
}

describe('readSessions', () => {
  test('keeps what the page shows, drops the message and signature', () => {
    expect(readSessions({ sessions: [session] })).toEqual([
      {
        id: 'a1b2',
        address: session.address,
        caipNetworkId: 'eip155:31337',
        issuedAt: session.issuedAt,
        expiresAt: session.expiresAt,
        revokedAt: null,
      },
    ])
    expect(readSessions({ sessions: [] })).toEqual([])
  })

  test('any other shape is refused with a clear error', () => {
    expect(() => readSessions(null)).toThrow('GET /v1/sessions: the answer has no sessions list')
    expect(() => readSessions({ sessions: {} })).toThrow('the answer has no sessions list')
    expect(() => readSessions({ sessions: [{ ...session, id: 7 }] })).toThrow(
      'GET /v1/sessions: session 0 is not a session',
    )
    expect(() => readSessions({ sessions: [session, { ...session, revokedAt: 5 }] })).toThrow(
      'session 1 is not a session',
    )
  })
})
