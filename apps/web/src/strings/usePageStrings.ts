import { localeFormat } from '@portico/react'
import { commonEn } from './pages/commonEn'
import type { PageStrings } from './types'
import { useAppLocale } from './useAppLocale'

/** The pages' formats of one locale: amounts, dollars, dates and percentages with `Intl`. */
export type PageFormat = ReturnType<typeof localeFormat> & {
  /** Date and time, medium (`Nov 27, 2026, 8:05 AM`). */
  dateTime(date: Date): string
  /** A UTC day, short (`Nov 27`). */
  day(date: Date): string
  /** A UTC day, medium (`Nov 27, 2026`). */
  dayLong(date: Date): string
  /** A signed ratio as a percentage (`+12.5%`). */
  percent(ratio: number): string
}

const formats = new Map<string, PageFormat>()

/**
 * The formats of a BCP 47 locale, made once per locale.
 *
 * @example
 * pageFormat('fr-FR').percent(0.125) // '+12,5 %'
 */
export function pageFormat(intl: string): PageFormat {
  const known = formats.get(intl)
  if (known) return known
  const dateTime = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' })
  const day = new Intl.DateTimeFormat(intl, { month: 'short', day: 'numeric', timeZone: 'UTC' })
  const dayLong = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' })
  const percent = new Intl.NumberFormat(intl, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  })
  const format: PageFormat = {
    ...localeFormat(intl),
    dateTime: (date) => dateTime.format(date),
    day: (date) => day.format(date),
    dayLong: (date) => dayLong.format(date),
    percent: (ratio) => percent.format(ratio),
  }
  formats.set(intl, format)
  return format
}

/** What {@link usePageStrings} returns: a section's texts, the shared ones, the formats. */
export type UsePageStringsReturnType<section extends keyof PageStrings> = {
  t: PageStrings[section]
  common: PageStrings['common']
  format: PageFormat
}

/**
 * A page's texts (its section of the catalogue; the page passes its English, so its chunk carries
 * no other page's) and the formats, in the kit's language — English until another locale's chunk
 * arrived.
 *
 * @example
 * const { t, common, format } = usePageStrings('portfolio', portfolioEn)
 * <p>{t.total}: {format.usd(total)}</p>
 */
export function usePageStrings<section extends keyof PageStrings>(
  section: section,
  english: PageStrings[section],
): UsePageStringsReturnType<section> {
  const catalogue = useAppLocale()
  return {
    t: catalogue?.pages[section] ?? english,
    common: catalogue?.pages.common ?? commonEn,
    format: pageFormat(catalogue?.intl ?? 'en-US'),
  }
}
