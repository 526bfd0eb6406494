import type { SupportedLocale } from '@portico/react'
import type { landingEn } from './landingEn'
import type { pagesEn } from './pagesEn'
import type { shellEn } from './shellEn'

/** A text in another language: any string, or a function of the same inputs (as the kit's). */
type Texts<value> = value extends string
  ? string
  : value extends (...args: never[]) => unknown
    ? value
    : { [key in keyof value]: Texts<value[key]> }

export type ShellStrings = Texts<typeof shellEn>
export type PageStrings = Texts<typeof pagesEn>
export type LandingStrings = Texts<typeof landingEn>

/** One of the web app's languages: every key of English's, none missing (type-checked). */
export type AppCatalogue = {
  locale: SupportedLocale
  dir: 'ltr' | 'rtl'
  /** The BCP 47 locale `Intl` formats dates, amounts and percentages in (the kit's `dateLocale`). */
  intl: string
  shell: ShellStrings
  landing: LandingStrings
  pages: PageStrings
}
