import { getNameStores, type NameStores } from '@portico/core/internal'
import { useEffect, useId } from 'react'
import { usePorticoConfig } from '../context'
import { registerErrorText } from '../names/registerErrorText'
import { useStore } from '../useStore'
import './send.css'

/**
 * RegisterAccountName (SPEC §2, §4, §5): a label under the app's zone, checked as typed (letters,
 * digits, hyphens, at least 4), its availability and available variants asked after a 500 ms
 * pause; `Register` shows RegisterAccountNameSuccess while the wallet signs and the server
 * registers, and comes back here with the reason on failure.
 */
export function RegisterAccountNameView() {
  const config = usePorticoConfig()
  const names = getNameStores(config)
  if (!names) return null
  return <RegisterForm names={names} />
}

function RegisterForm({ names }: { names: NameStores }) {
  const config = usePorticoConfig()
  const strings = config.strings.names
  const state = useStore(names.register)
  const { caipAddress } = useStore(config.account)
  const ids = { label: useId(), status: useId(), error: useId() }

  // Coming back after a registration starts a new form.
  useEffect(() => {
    if (names.register.getState().status === 'registered') names.register.reset()
  }, [names])

  if (!caipAddress?.startsWith('eip155:'))
    return <p className="portico-center portico-muted">{strings.needsEvm}</p>

  const busy = state.status === 'signing' || state.status === 'registering'
  const canRegister =
    !busy && (state.availability === 'available' || state.availability === 'unknown')
  const submit = async () => {
    if (!canRegister) return
    config.router.push('RegisterAccountNameSuccess', { name: state.name })
    try {
      await names.register.register()
    } catch {
      // SPEC §4: on failure back to the registration view, which shows the reason.
      if (config.router.getState().view === 'RegisterAccountNameSuccess') config.router.goBack()
    }
  }
  const availability = {
    empty: '',
    invalid: state.problem ? (strings.problems[state.problem] ?? '') : '',
    checking: strings.checking,
    available: strings.available(state.name),
    taken: strings.taken(state.name),
    unknown: strings.unknown,
  }[state.availability]

  return (
    <form
      className="portico-send"
      aria-describedby={state.error ? ids.error : undefined}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <p className="portico-muted">{strings.intro}</p>
      <div className="portico-field">
        <label className="portico-muted" htmlFor={ids.label}>
          {strings.label}
        </label>
        <div className="portico-send-amount">
          <input
            id={ids.label}
            className="portico-input"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            aria-describedby={ids.status}
            aria-invalid={state.availability === 'invalid' || state.availability === 'taken'}
            value={state.label}
            onChange={(event) => names.register.setLabel(event.target.value)}
          />
          <span className="portico-muted">.{config.nameZone}</span>
        </div>
        <span
          id={ids.status}
          aria-live="polite"
          className={
            state.availability === 'invalid' || state.availability === 'taken'
              ? 'portico-send-error'
              : 'portico-muted'
          }
        >
          {availability}
        </span>
      </div>
      {state.suggestions.length > 0 ? (
        <fieldset className="portico-field portico-name-suggestions">
          <legend className="portico-muted">{strings.suggestions}</legend>
          {state.suggestions.map((name) => (
            <button
              key={name}
              type="button"
              className="portico-link-button"
              onClick={() => names.register.setLabel(name.slice(0, -config.nameZone.length - 1))}
            >
              {name}
            </button>
          ))}
        </fieldset>
      ) : null}
      {state.error && state.availability !== 'unknown' ? (
        <p id={ids.error} role="alert" className="portico-send-error">
          {registerErrorText(state.error, config.strings)}
        </p>
      ) : null}
      <button type="submit" className="portico-row portico-row-secondary" disabled={!canRegister}>
        <span className="portico-row-name">{strings.register}</span>
      </button>
    </form>
  )
}
