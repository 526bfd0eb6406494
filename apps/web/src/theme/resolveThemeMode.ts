import type { ThemeMode } from '@portico/core'
import type { ThemeChoice } from './readThemeChoice'

/**
 * The theme to paint: the choice, or for `system` the device's preference (dark unless it asks
 * for light: the kit's default, SPEC §9).
 *
 * @example
 * resolveThemeMode('system', matchMedia('(prefers-color-scheme: light)').matches) // 'light'
 */
export function resolveThemeMode(choice: ThemeChoice, prefersLight: boolean): ThemeMode {
  if (choice !== 'system') return choice
  return prefersLight ? 'light' : 'dark'
}
