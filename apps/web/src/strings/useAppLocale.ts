import { type SupportedLocale, usePorticoLocale } from '@portico/react'
import { useEffect, useSyncExternalStore } from 'react'
import { loadAppLocale } from './loadAppLocale'
import type { AppCatalogue } from './types'

// The catalogues loaded so far (English is built in), shared by every component.
const loaded = new Map<SupportedLocale, AppCatalogue>()
const pending = new Set<SupportedLocale>()
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function request(locale: SupportedLocale) {
  if (locale === 'en' || loaded.has(locale) || pending.has(locale)) return
  pending.add(locale)
  loadAppLocale(locale)
    .then((catalogue) => {
      if (catalogue) loaded.set(locale, catalogue)
      for (const listener of listeners) listener()
    })
    // A chunk that fails to load leaves English; the next change of language tries again.
    .catch(() => {})
    .finally(() => pending.delete(locale))
}

/**
 * The web app's catalogue in the kit's language (`usePorticoLocale`: one choice drives both):
 * undefined while English shows — English itself, or before another locale's chunk arrived.
 *
 * @example
 * const catalogue = useAppLocale()
 * const shell = catalogue?.shell ?? shellEn
 */
export function useAppLocale(): AppCatalogue | undefined {
  const { locale } = usePorticoLocale()
  const catalogue = useSyncExternalStore(subscribe, () => loaded.get(locale))
  useEffect(() => request(locale), [locale])
  return catalogue
}
