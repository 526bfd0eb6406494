import { describe, expect, it } from 'vitest'
import { sessionCookie } from './sessionCookie'

describe('sessionCookie', () => {
  const lax = { cookieSameSite: 'lax' } as const

  it('is __Host-portico_session, Secure, Path=/ whenever Secure is set', () => {
    for (const [cookieSecure, protocol] of [
      ['always', 'http'],
      ['always', 'https'],
      ['auto', 'https'],
    ] as const)
      expect(sessionCookie({ config: { ...lax, cookieSecure }, protocol })).toEqual({
        name: '__Host-portico_session',
        options: { path: '/', httpOnly: true, sameSite: 'lax', secure: true },
      })
  })

  it('keeps the plain name without Secure (http in development, or Secure=never)', () => {
    for (const [cookieSecure, protocol] of [
      ['auto', 'http'],
      ['never', 'https'],
    ] as const)
      expect(sessionCookie({ config: { ...lax, cookieSecure }, protocol })).toMatchObject({
        name: 'portico_session',
        options: { secure: false },
      })
  })
})
