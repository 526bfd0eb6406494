import { type SupportedLocale, supportedLocales } from './types'

/** What an app asks for: one of the shipped locales, or `auto` (the browser's languages). */
export type LocaleOption = SupportedLocale | 'auto'

/**
 * The locale the kit shows: the app's choice, or with `auto` the first of the browser's languages
 * (`navigator.languages`, most preferred first) whose language Portico ships (`fr-CA` → `fr`);
 * English when none is.
 *
 * @example
 * pickLocale('auto', ['de-DE', 'ar-EG', 'en']) // 'ar'
 * pickLocale('fr', ['en-US']) // 'fr'
 */
export function pickLocale(option: LocaleOption, languages: readonly string[]): SupportedLocale {
  if (option !== 'auto') return option
  for (const tag of languages) {
    const language = tag.split('-')[0]?.toLowerCase()
    const found = supportedLocales.find((locale) => locale === language)
    if (found) return found
  }
  return 'en'
}
