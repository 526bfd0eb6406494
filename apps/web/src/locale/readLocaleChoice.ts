import type { LocaleOption } from '@portico/react'

/** Where the Settings page keeps the visitor's language (this browser only). */
export const localeStorageKey = 'portico-web-locale'

const choices: readonly LocaleOption[] = ['auto', 'en', 'fr', 'ar']

/**
 * The language saved by Settings; `auto` (the browser's languages) when none was saved or the
 * value is unknown.
 *
 * @example
 * readLocaleChoice(localStorage) // 'fr'
 */
export function readLocaleChoice(storage: Pick<Storage, 'getItem'> | undefined): LocaleOption {
  let value: string | null = null
  try {
    value = storage?.getItem(localeStorageKey) ?? null
  } catch {
    // Storage refused (a privacy mode): the default.
  }
  return choices.find((choice) => choice === value) ?? 'auto'
}
