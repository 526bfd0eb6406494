import { describe, expect, test } from 'vitest'
import { checkTestCard, passesLuhn, sandboxTestCards } from './checkTestCard'

const now = new Date('2026-11-25T12:00:00Z')
const check = (number: string, expiry = '12/30', cvc = '123') =>
  checkTestCard({ number, expiry, cvc, now })

describe('checkTestCard', () => {
  test('the approved and declined test cards, with spaces or dashes', () => {
    expect(check('4242 4242 4242 4242')).toEqual({ outcome: 'approved' })
    expect(check('4000-0000-0000-0002')).toEqual({ outcome: 'declined' })
  })
  test('Luhn: published valid numbers pass, one changed digit fails', () => {
    for (const number of [sandboxTestCards.approved, sandboxTestCards.declined, '79927398713'])
      expect(passesLuhn(number)).toBe(true)
    expect(passesLuhn('4242424242424241')).toBe(false)
    expect(check('4242 4242 4242 4241')).toMatchObject({ outcome: 'invalid', field: 'number' })
  })
  test('a real-looking card that passes Luhn is still refused (sandbox only)', () => {
    expect(check('5555 5555 5555 4444')).toEqual({
      outcome: 'invalid',
      field: 'number',
      message: 'This is a sandbox: use the test card 4242 4242 4242 4242.',
    })
  })
  test('expiry: this month passes, last month fails, bad shapes fail', () => {
    expect(check(sandboxTestCards.approved, '11/26').outcome).toBe('approved')
    expect(check(sandboxTestCards.approved, '10/2026')).toMatchObject({
      field: 'expiry',
      message: 'The card has expired.',
    })
    expect(check(sandboxTestCards.approved, '13/30')).toMatchObject({ field: 'expiry' })
    expect(check(sandboxTestCards.approved, '1230')).toMatchObject({ field: 'expiry' })
  })
  test('CVC: 3 or 4 digits', () => {
    expect(check(sandboxTestCards.approved, '12/30', '1234').outcome).toBe('approved')
    expect(check(sandboxTestCards.approved, '12/30', '12')).toMatchObject({ field: 'cvc' })
  })
})
