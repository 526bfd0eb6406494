import { usePorticoConfig } from '../context'
import type { ThemeModeOption } from '../theme/createThemeStore'
import { useStore } from '../useStore'

export type UsePorticoThemeReturnType = {
  /** What the kit paints now: `light` or `dark` (`system` resolved). */
  themeMode: 'light' | 'dark'
  /** What the app asked for: `light`, `dark` or `system`. */
  option: ThemeModeOption
  /** Changes the kit's theme at once. */
  setThemeMode: (themeMode: ThemeModeOption) => void
}

/**
 * The kit's theme and a way to change it at run time (AppKit's `useAppKitTheme`).
 *
 * @example
 * const { themeMode, setThemeMode } = usePorticoTheme()
 * <button onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>Theme</button>
 */
export function usePorticoTheme(): UsePorticoThemeReturnType {
  const config = usePorticoConfig()
  const { themeMode, option } = useStore(config.theme)
  return { themeMode, option, setThemeMode: config.setThemeMode }
}
