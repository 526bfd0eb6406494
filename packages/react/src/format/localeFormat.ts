import { formatUsd } from '@portico/core'

/** What {@link localeFormat} returns: the kit's number formats in one locale. */
export type LocaleFormat = {
  /** A dollar value: core's `formatUsd` in English (SPEC §5), `Intl`'s USD currency format otherwise. */
  usd(value: number | string | undefined | null): string
  /**
   * An exact decimal text from core (`'1234.567'`, `'-0.500'`) in the locale's digits and decimal
   * separator, digit for digit: truncation and precision stay core's.
   */
  decimal(text: string): string
}

const cache = new Map<string, LocaleFormat>()

/**
 * The kit's amount formats for a BCP 47 locale (issue 17: amounts formatted with `Intl` for the
 * locale). English keeps core's exact formats as they are.
 *
 * @example
 * localeFormat('fr-FR').decimal('1234.567') // '1234,567'
 * localeFormat('fr-FR').usd(1234.5) // '1 234,50 $US'
 * localeFormat('en-US').usd(1234.5) // '$1,234.50'
 */
export function localeFormat(locale: string): LocaleFormat {
  const known = cache.get(locale)
  if (known) return known
  if (locale.split('-')[0] === 'en') {
    const english: LocaleFormat = { usd: formatUsd, decimal: (text) => text }
    cache.set(locale, english)
    return english
  }
  const numbers = new Intl.NumberFormat(locale)
  const currency = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
  const point = numbers.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  const minus = numbers.formatToParts(-1).find((part) => part.type === 'minusSign')?.value ?? '-'
  const digits = Array.from({ length: 10 }, (_, digit) => numbers.format(digit))
  const format: LocaleFormat = {
    usd: (value) => {
      const number = typeof value === 'string' ? Number(value) : (value ?? 0)
      return currency.format(Number.isFinite(number) ? number : 0)
    },
    decimal: (text) =>
      text.replace(/[0-9.-]/g, (char) =>
        char === '.' ? point : char === '-' ? minus : (digits[Number(char)] ?? char),
      ),
  }
  cache.set(locale, format)
  return format
}
