import './pages.css'
import { type LocaleOption, usePorticoLocale } from '@portico/react'
import { useId, useState } from 'react'
import { localeStorageKey, readLocaleChoice } from '../locale/readLocaleChoice'
import { readThemeChoice, type ThemeChoice, themeStorageKey } from '../theme/readThemeChoice'

// Each language named in itself, as language pickers do.
const languages: { value: LocaleOption; label: string; lang?: string }[] = [
  { value: 'auto', label: "This browser's language" },
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'fr', label: 'Français', lang: 'fr' },
  { value: 'ar', label: 'العربية', lang: 'ar' },
]

const choices: { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'Match this device' },
  { value: 'dark', label: 'Dark' },
  { value: 'light', label: 'Light' },
]

/**
 * Settings: the theme of the app and of the kit's button and dialog (saved in this browser; the
 * page reloads to apply it, as the kit reads its theme at start) and the language of the kit
 * (English, French, Arabic or the browser's; switched at once).
 */
export default function SettingsPage() {
  const [choice, setChoice] = useState(() => readThemeChoice(localStorage))
  const [language, setLanguage] = useState(() => readLocaleChoice(localStorage))
  const { setLocale } = usePorticoLocale()
  const name = useId()
  const languageName = useId()
  return (
    <div className="page-stack">
      <section className="card">
        <fieldset className="radio-group">
          <legend>Theme</legend>
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
                  location.reload()
                }}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      </section>
      <section className="card">
        <fieldset className="radio-group">
          <legend>Language of the wallet kit</legend>
          {languages.map((option) => (
            <label key={option.value} lang={option.lang}>
              <input
                type="radio"
                name={languageName}
                value={option.value}
                checked={language === option.value}
                onChange={() => {
                  setLanguage(option.value)
                  localStorage.setItem(localeStorageKey, option.value)
                  // The kit switches at once: its button and dialog, no reload.
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
