import type { Strings } from '../strings/en'

/** A text of the catalogue in another language: any string, or a function of the same inputs. */
type Texts<value> = value extends string
  ? string
  : value extends (...args: never[]) => unknown
    ? value
    : { [key in keyof value]: Texts<value[key]> }

/** A whole catalogue in another language: every key of English's, none missing (type-checked). */
export type LocaleCatalogue = Texts<Strings>

/** The locales Portico ships; `auto` picks one from the browser's languages. */
export const supportedLocales = ['en', 'fr', 'ar'] as const
export type SupportedLocale = (typeof supportedLocales)[number]

/** A shipped locale: its catalogue, and the writing direction of the kit's roots. */
export type LocaleDefinition = {
  locale: SupportedLocale
  dir: 'ltr' | 'rtl'
  strings: LocaleCatalogue
}
