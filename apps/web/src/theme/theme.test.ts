import { describe, expect, test } from 'vitest'
import { readThemeChoice, themeStorageKey } from './readThemeChoice'

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === themeStorageKey ? value : null),
})

describe('readThemeChoice', () => {
  test('a saved theme, else system', () => {
    expect(readThemeChoice(storage('light'))).toBe('light')
    expect(readThemeChoice(storage('dark'))).toBe('dark')
    expect(readThemeChoice(storage(null))).toBe('system')
    expect(readThemeChoice(storage('purple'))).toBe('system')
    expect(readThemeChoice(undefined)).toBe('system')
  })

  test('a storage that throws gives the default', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(readThemeChoice(refusing)).toBe('system')
  })
})
