import { type FormEvent, useEffect, useId, useState } from 'react'
import { usePorticoConfig } from '../context'
import { errorText } from '../errorText'
import { useStore } from '../useStore'
import { type EmailLoginStore, emailLoginOf } from './emailLoginOf'

/**
 * Connect's email field (SPEC §2: email login first, then the wallets): the frame mails a code and
 * the modal goes to the OTP view, or to device verification for a new browser.
 */
export function EmailLoginForm() {
  const config = usePorticoConfig()
  const login = emailLoginOf(config)
  return <Form login={login} />
}

function Form({ login }: { login: EmailLoginStore }) {
  const config = usePorticoConfig()
  const { strings } = config
  const { busy, error, step } = useStore(login.store)
  const [email, setEmail] = useState('')
  const id = useId()
  // Coming back to Connect starts over (a code view left with Back keeps nothing).
  useEffect(() => {
    if (login.store.getState().step !== 'email') login.reset()
  }, [login])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const next = await login.submitEmail(email)
    if (next === 'otp') config.router.push('EmailVerifyOtp')
    else if (next === 'device') config.router.push('EmailVerifyDevice')
  }
  return (
    <form className="portico-email" onSubmit={(event) => void submit(event)} noValidate>
      <label className="portico-muted" htmlFor={id}>
        {strings.email.label}
      </label>
      <input
        id={id}
        className="portico-input"
        type="email"
        autoComplete="email"
        placeholder={strings.email.placeholder}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button
        type="submit"
        className="portico-row portico-row-secondary"
        disabled={busy || email.trim() === ''}
        aria-busy={busy}
      >
        <span className="portico-row-name">{strings.email.continue}</span>
      </button>
      {error !== undefined && step === 'email' ? (
        <p className="portico-error" role="alert">
          {errorText({ error, action: 'connect', strings })}
        </p>
      ) : null}
      <p className="portico-muted portico-separator">{strings.email.or}</p>
    </form>
  )
}
