import { describe, expect, it } from 'vitest'
import { localeStorageKey, readLocaleChoice } from './readLocaleChoice'

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === localeStorageKey ? value : null),
})

describe('readLocaleChoice', () => {
  it.each([
    ['fr', 'fr'],
    ['ar', 'ar'],
    ['en', 'en'],
    ['auto', 'auto'],
    ['de', 'auto'],
    [null, 'auto'],
  ] as const)('%j → %s', (saved, expected) => {
    expect(readLocaleChoice(storage(saved))).toBe(expected)
  })

  it('falls back to auto when storage refuses, or there is none', () => {
    expect(
      readLocaleChoice({
        getItem: () => {
          throw new Error('denied')
        },
      }),
    ).toBe('auto')
    expect(readLocaleChoice(undefined)).toBe('auto')
  })
})
