import { usePorticoConfig } from '../context'
import type { LocaleState } from '../createPorticoConfig'
import type { LocaleOption } from '../locales/pickLocale'
import { useStore } from '../useStore'

export type UsePorticoLocaleReturnType = LocaleState & {
  /** Shows the kit in another language (or the browser's, `auto`); resolves once shown. */
  setLocale: (locale: LocaleOption) => Promise<void>
}

/**
 * The kit's language and writing direction, and a way to change it (a settings page).
 *
 * @example
 * const { locale, setLocale } = usePorticoLocale()
 * <button onClick={() => setLocale('fr')}>Français</button>
 */
export function usePorticoLocale(): UsePorticoLocaleReturnType {
  const config = usePorticoConfig()
  const { locale, dir } = useStore(config.locale)
  return { locale, dir, setLocale: config.setLocale }
}
