import type { SupportedLocale } from '@portico/react'
import type { AppCatalogue } from './types'

/**
 * The web app's catalogue of a locale, each in its own chunk (loaded only when that locale is
 * shown); undefined for English, which the app and its pages carry.
 *
 * @example
 * const french = await loadAppLocale('fr') // { locale: 'fr', dir: 'ltr', intl: 'fr-FR', … }
 */
export async function loadAppLocale(locale: SupportedLocale): Promise<AppCatalogue | undefined> {
  switch (locale) {
    case 'fr':
      return (await import('./fr')).fr
    case 'ar':
      return (await import('./ar')).ar
    default:
      return undefined
  }
}
