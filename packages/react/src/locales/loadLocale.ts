import type { LocaleDefinition, SupportedLocale } from './types'

/**
 * A shipped locale's catalogue, each in its own chunk (loaded only when that locale is shown);
 * undefined for English, which is built in.
 *
 * @example
 * const french = await loadLocale('fr') // { locale: 'fr', dir: 'ltr', strings: { … } }
 */
export async function loadLocale(locale: SupportedLocale): Promise<LocaleDefinition | undefined> {
  switch (locale) {
    case 'fr':
      return (await import('./fr')).fr
    case 'ar':
      return (await import('./ar')).ar
    default:
      return undefined
  }
}
