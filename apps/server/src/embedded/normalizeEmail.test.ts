import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normalizeEmail } from './normalizeEmail'

describe('normalizeEmail', () => {
  it('trims and lower-cases ASCII addresses', () => {
    expect(normalizeEmail(' Ada@Example.COM ')).toBe('ada@example.com')
    expect(normalizeEmail('ada@xn--bcher-kva.example')).toBe('ada@xn--bcher-kva.example')
  })

  it('refuses look-alikes that folding or NFKC would map onto an ASCII address', () => {
    for (const lookAlike of [
      '\u212Aate@example.com', // KELVIN SIGN → k
      'ｋate@example.com', // fullwidth k → k
      'kate@exampl\u0435.com', // Cyrillic e
      'ka\u0301te@example.com', // combining accent
      'kate@example.com\u200B', // zero-width space (not trimmed)
      'İ@example.com', // dotted capital I lower-cases to i + U+0307
    ])
      expect(normalizeEmail(lookAlike)).toBeUndefined()
  })

  it('refuses what is not an address', () => {
    for (const bad of ['', 'ada', 'ada@localhost', 'a b@example.com', '@example.com'])
      expect(normalizeEmail(bad)).toBeUndefined()
  })

  it('answers one ASCII form for every casing of an address, and is idempotent', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        const once = normalizeEmail(address.toUpperCase())
        if (!address.includes('.')) return
        if (once === undefined) return expect(normalizeEmail(address)).toBeUndefined()
        expect(once).toBe(normalizeEmail(address))
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
        expect(once).toMatch(/^[\x00-\x7F]+$/)
        expect(normalizeEmail(once)).toBe(once)
      }),
    )
  })
})
