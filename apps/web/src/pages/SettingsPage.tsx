import './pages.css'
import { type LocaleOption, usePorticoLocale, usePorticoTheme } from '@portico/react'
import { useId, useState } from 'react'
import { localeStorageKey, readLocaleChoice } from '../locale/readLocaleChoice'
import { settingsEn } from '../strings/pages/settingsEn'
import type { PageStrings } from '../strings/types'
import { usePageStrings } from '../strings/usePageStrings'
import { readThemeChoice, type ThemeChoice, themeStorageKey } from '../theme/readThemeChoice'

// Each language named in itself, as language pickers do (the same in every language).
const languages: { value: Exclude<LocaleOption, 'auto'>; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'Français' },
  { value: 'ar', label: 'العربية' },
]

const choices: { value: ThemeChoice; label: keyof PageStrings['settings'] }[] = [
  { value: 'system', label: 'system' },
  { value: 'dark', label: 'dark' },
  { value: 'light', label: 'light' },
]

/**
 * Settings: the theme of the app and of the kit's button and dialog (saved in this browser, applied
 * at once; `system` follows the device as it changes) and the language of the app and
 * of the kit (English, French, Arabic or the browser's; one choice, switched at once).
 */
export default function SettingsPage() {
  const [choice, setChoice] = useState(() => readThemeChoice(localStorage))
  const [language, setLanguage] = useState(() => readLocaleChoice(localStorage))
  const { setLocale } = usePorticoLocale()
  const { setThemeMode } = usePorticoTheme()
  const name = useId()
  const languageName = useId()
  const { t } = usePageStrings('settings', settingsEn)
  const options: { value: LocaleOption; label: string; lang?: string }[] = [
    { value: 'auto', label: t.browserLanguage },
    ...languages.map((language) => ({ ...language, lang: language.value })),
  ]
  return (
    <div className="page-stack">
      <section className="card">
        <fieldset className="radio-group">
          <legend>{t.theme}</legend>
          {choices.map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={choice === option.value}
                onChange={() => {
                  setChoice(option.value)
                  localStorage.setItem(themeStorageKey, option.value)
                  setThemeMode(option.value)
                }}
              />
              {t[option.label]}
            </label>
          ))}
        </fieldset>
      </section>
      <section className="card">
        <fieldset className="radio-group">
          <legend>{t.language}</legend>
          {options.map((option) => (
            <label key={option.value} lang={option.lang}>
              <input
                type="radio"
                name={languageName}
                value={option.value}
                checked={language === option.value}
                onChange={() => {
                  setLanguage(option.value)
                  localStorage.setItem(localeStorageKey, option.value)
                  // The kit and the app switch at once (the app follows the kit's locale).
                  void setLocale(option.value)
                }}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      </section>
    </div>
  )
}
