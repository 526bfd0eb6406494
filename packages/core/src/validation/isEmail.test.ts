import { describe, expect, it } from 'vitest'
import { isEmail } from './isEmail'

describe('isEmail', () => {
  it('accepts common addresses', () => {
    for (const value of [
      'ada@example.com',
      'first.last@example.co.uk',
      'user+tag@sub.example.org',
      "o'brien@example.ie",
      'x@e.io',
      'USER_1-2@EXAMPLE.COM',
      'user@xn--bcher-kva.example',
      'user@xn--bcher-kva.xn--p1ai',
    ]) {
      expect(isEmail(value), value).toBe(true)
    }
  })

  it('rejects empty, missing or doubled @, empty parts and spaces', () => {
    for (const value of [
      '',
      'ada',
      'ada.example.com',
      '@example.com',
      'ada@',
      'ada@@example.com',
      'a@b@example.com',
      'ada lovelace@example.com',
      'ada@exa mple.com',
      ' ada@example.com',
      'ada@example.com\n',
    ]) {
      expect(isEmail(value), JSON.stringify(value)).toBe(false)
    }
  })

  it('rejects a domain without a dot or with bad labels', () => {
    for (const value of [
      'ada@localhost',
      'ada@example.',
      'ada@.example.com',
      'ada@example..com',
      'ada@-example.com',
      'ada@example-.com',
      'ada@example.c0m',
      'ada@[127.0.0.1]',
      'ada@127.0.0.1',
    ]) {
      expect(isEmail(value), value).toBe(false)
    }
  })

  it('rejects bad dots in the local part', () => {
    for (const value of ['.ada@example.com', 'ada.@example.com', 'a..da@example.com']) {
      expect(isEmail(value), value).toBe(false)
    }
  })

  it('enforces the 64-character local part and 254-character total limits', () => {
    const domain = `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(57)}.com`
    const local64 = 'l'.repeat(64)
    expect(isEmail(`${local64}@example.com`)).toBe(true)
    expect(isEmail(`${local64}l@example.com`)).toBe(false)
    const at254 = `${'l'.repeat(254 - domain.length - 1)}@${domain}`
    expect(at254).toHaveLength(254)
    expect(isEmail(at254)).toBe(true)
    expect(isEmail(`l${at254}`)).toBe(false)
  })

  it('rejects non-strings', () => {
    expect(isEmail(undefined)).toBe(false)
    expect(isEmail(null)).toBe(false)
    expect(isEmail({})).toBe(false)
  })
})
