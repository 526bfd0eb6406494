import { type SupportedLocale, usePorticoLocale } from '@portico/react'
import { useEffect, useState } from 'react'
import type { AppCatalogue } from './types'

/**
 * The web app's catalogue of a locale, each in its own chunk (loaded only when that locale is
 * shown); undefined for English, which the app and its pages carry.
 *
 * @example
 * const french = await loadAppLocale('fr') // { locale: 'fr', dir: 'ltr', intl: 'fr-FR', … }
 */
export const loadAppLocale = async (locale: SupportedLocale): Promise<AppCatalogue | undefined> =>
  locale === 'fr'
    ? (await import('./fr')).fr
    : locale === 'ar'
      ? (await import('./ar')).ar
      : undefined

// Each locale's chunk is asked for once (again after a failure), and kept once loaded.
const requests: Partial<Record<SupportedLocale, Promise<AppCatalogue | undefined>>> = {}
const loaded: Partial<Record<SupportedLocale, AppCatalogue>> = {}

/**
 * The web app's catalogue in the kit's language (`usePorticoLocale`: one choice drives both):
 * undefined while English shows — English itself, or before another locale's chunk arrived (a
 * chunk that fails to load leaves English).
 *
 * @example
 * const catalogue = useAppLocale()
 * const shell = catalogue?.shell ?? shellEn
 */
export function useAppLocale(): AppCatalogue | undefined {
  const { locale } = usePorticoLocale()
  const [, setShown] = useState<AppCatalogue>()
  useEffect(() => {
    if (loaded[locale]) return
    requests[locale] ??= loadAppLocale(locale)
    requests[locale].then(
      (catalogue) => {
        if (!catalogue) return
        loaded[locale] = catalogue
        setShown(catalogue)
      },
      () => delete requests[locale],
    )
  }, [locale])
  return loaded[locale]
}
