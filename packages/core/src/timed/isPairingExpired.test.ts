import { describe, expect, it } from 'vitest'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../constants'
import { InvalidParameterError } from '../errors/parameter'
import { getPairingExpiry } from './getPairingExpiry'
import { isPairingExpired } from './isPairingExpired'

describe('isPairingExpired', () => {
  const now = 1_700_000_000_000

  it('is expired when missing', () => {
    expect(isPairingExpired({ expiry: undefined, now })).toBe(true)
    expect(isPairingExpired({ expiry: Number.NaN, now })).toBe(true)
  })

  it('is expired within the 10 s margin, fresh just outside it', () => {
    expect(isPairingExpired({ expiry: now + PAIRING_EXPIRY_MARGIN_MS, now })).toBe(true)
    expect(isPairingExpired({ expiry: now + PAIRING_EXPIRY_MARGIN_MS + 1, now })).toBe(false)
    expect(isPairingExpired({ expiry: now - 1, now })).toBe(true)
  })

  it('a new pairing lives 4 minutes, expired 10 s before its end', () => {
    const expiry = getPairingExpiry(now)
    expect(expiry - now).toBe(PAIRING_LIFETIME_MS)
    const lastFresh = expiry - PAIRING_EXPIRY_MARGIN_MS - 1
    expect(isPairingExpired({ expiry, now: lastFresh })).toBe(false)
    expect(isPairingExpired({ expiry, now: lastFresh + 1 })).toBe(true)
  })

  it('refuses a non-time now', () => {
    expect(() => isPairingExpired({ expiry: now, now: Number.NaN })).toThrow(
      'now must be a time in ms, got NaN',
    )
    expect(() => getPairingExpiry(Number.POSITIVE_INFINITY)).toThrow(InvalidParameterError)
  })
})
