import { describe, expect, it } from 'vitest'
import { isRegistrableName } from './isRegistrableName'

describe('isRegistrableName', () => {
  it('accepts letters, digits and hyphens, four characters or more', () => {
    for (const value of ['abcd', 'ADA-99', '1234', '----', 'a-very-long-name-0123456789']) {
      expect(isRegistrableName(value), value).toBe(true)
    }
  })

  it('rejects short names, other characters, empty strings and non-strings', () => {
    for (const value of ['', 'abc', 'ada.eth', 'ada_99', 'ada 99', 'adé99', 'ada!', '🙂🙂🙂🙂']) {
      expect(isRegistrableName(value), value).toBe(false)
    }
    expect(isRegistrableName(12345)).toBe(false)
    expect(isRegistrableName(undefined)).toBe(false)
  })
})
