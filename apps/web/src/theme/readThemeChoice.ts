import type { ThemeModeOption } from '@portico/react'

/** Where the Settings page keeps the visitor's theme (this browser only). */
export const themeStorageKey = 'portico-web-theme'

/** The visitor's choice: a theme, or `system` (the device's light or dark setting). */
export type ThemeChoice = ThemeModeOption

/**
 * The theme choice saved by Settings; `system` when none was saved or the value is unknown.
 *
 * @example
 * readThemeChoice(localStorage) // 'light'
 */
export function readThemeChoice(storage: Pick<Storage, 'getItem'> | undefined): ThemeChoice {
  let value: string | null = null
  try {
    value = storage?.getItem(themeStorageKey) ?? null
  } catch {
    // Storage refused (a privacy mode): the default.
  }
  return value === 'dark' || value === 'light' ? value : 'system'
}
