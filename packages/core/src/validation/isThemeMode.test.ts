import { describe, expect, it } from 'vitest'
import { isThemeMode, themeModes } from './isThemeMode'

describe('isThemeMode', () => {
  it('accepts light and dark', () => {
    expect(themeModes).toEqual(['light', 'dark'])
    for (const mode of themeModes) expect(isThemeMode(mode)).toBe(true)
  })

  it('rejects anything else', () => {
    for (const value of ['', 'Dark', 'system', 'auto', undefined, null, 0]) {
      expect(isThemeMode(value)).toBe(false)
    }
  })
})
