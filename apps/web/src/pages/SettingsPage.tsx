import './pages.css'
import { useId, useState } from 'react'
import { readThemeChoice, type ThemeChoice, themeStorageKey } from '../theme/readThemeChoice'

const choices: { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'Match this device' },
  { value: 'dark', label: 'Dark' },
  { value: 'light', label: 'Light' },
]

/**
 * Settings: the theme of the app and of the kit's button and dialog (saved in this browser; the
 * page reloads to apply it, as the kit reads its theme at start) and the language.
 */
export default function SettingsPage() {
  const [choice, setChoice] = useState(() => readThemeChoice(localStorage))
  const name = useId()
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
      <section className="card" aria-labelledby="language-title">
        <h2 id="language-title">Language</h2>
        <p>English. The kit's catalogue has no other language yet.</p>
      </section>
    </div>
  )
}
