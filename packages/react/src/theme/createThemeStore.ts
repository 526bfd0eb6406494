import { createStore, InvalidParameterError, type Store, type ThemeMode } from '@portico/core'
import { DEFAULT_THEME_MODE } from '@portico/core/internal'

/** The theme an app asks for: `light`, `dark`, or `system` (the device's, followed live). */
export type ThemeModeOption = ThemeMode | 'system'

/** The theme asked for and the one painted. */
export type ThemeState = {
  /** What the app asked for. */
  option: ThemeModeOption
  /** What the kit paints: the option, or for `system` the device's preference. */
  themeMode: ThemeMode
}

/** The part of `window.matchMedia` the store reads. */
export type MatchMedia = (
  query: string,
) => Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>

export type CreateThemeStoreParameters = {
  /** `dark` by default (SPEC §9). */
  themeMode?: ThemeModeOption | undefined
  /** `window.matchMedia` by default; none on a server (`system` paints the default there). */
  matchMedia?: MatchMedia | undefined
}

export type CreateThemeStoreReturnType = {
  store: Store<ThemeState>
  /** Changes the theme at once; throws `InvalidParameterError` for an unknown mode. */
  setThemeMode: (themeMode: ThemeModeOption) => void
}

const options: readonly ThemeModeOption[] = ['light', 'dark', 'system']
const query = '(prefers-color-scheme: light)'

/** Throws `InvalidParameterError` unless `themeMode` is `light`, `dark` or `system`. */
export function checkThemeMode(themeMode: unknown): ThemeModeOption {
  if (options.includes(themeMode as ThemeModeOption)) return themeMode as ThemeModeOption
  throw new InvalidParameterError({
    reason: `themeMode must be one of ${options.join(', ')}: ${String(themeMode)}`,
  })
}

/**
 * The kit's theme: `system` follows `prefers-color-scheme` as it changes (dark unless the device
 * asks for light). The store's initial state paints the default under `system`, so a server
 * render and the hydrating client agree; the device's choice follows at once.
 *
 * @example
 * const { store, setThemeMode } = createThemeStore({ themeMode: 'system' })
 * store.getState().themeMode // 'light' on a device set to light
 * setThemeMode('dark')
 */
export function createThemeStore(
  parameters: CreateThemeStoreParameters = {},
): CreateThemeStoreReturnType {
  const option = checkThemeMode(parameters.themeMode ?? DEFAULT_THEME_MODE)
  const media = (parameters.matchMedia ?? globalThis.matchMedia?.bind(globalThis))?.(query)
  const resolve = (option: ThemeModeOption): ThemeMode =>
    option !== 'system' ? option : media?.matches ? 'light' : DEFAULT_THEME_MODE
  const store = createStore<ThemeState>({
    option,
    themeMode: option === 'system' ? DEFAULT_THEME_MODE : option,
  })
  store.setState({ themeMode: resolve(option) })
  // One listener for the config's life (a config lives as long as the page).
  media?.addEventListener('change', () => {
    store.setState({ themeMode: resolve(store.getState().option) })
  })
  return {
    store,
    setThemeMode(themeMode) {
      const next = checkThemeMode(themeMode)
      store.setState({ option: next, themeMode: resolve(next) })
    },
  }
}
