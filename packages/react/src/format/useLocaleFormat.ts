import { usePorticoConfig } from '../context'
import { useStore } from '../useStore'
import { type LocaleFormat, localeFormat } from './localeFormat'

/**
 * The amount formats of the kit's current language (the catalogue's BCP 47 locale), re-read when
 * the language changes. For the modal's views (the catalogue's sections load with it).
 *
 * @example
 * const format = useLocaleFormat()
 * format.usd(token.value) // '$1,234.50' in English, '1 234,50 $US' in French
 */
export function useLocaleFormat(): LocaleFormat {
  const config = usePorticoConfig()
  useStore(config.locale)
  return localeFormat(config.strings.activity.dateLocale)
}
