import { emailUpdateOf } from '@portico/core/internal'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { usePorticoConfig } from '../context'
import { errorText } from '../errorText'
import { useStore } from '../useStore'
import { CodeInput } from './CodeInput'

/**
 * Changing the embedded wallet's email (SPEC §4 email update), three views on one flow:
 * UpdateEmailWallet (the new address), UpdateEmailPrimaryOtp (the code mailed to the current
 * address) and UpdateEmailSecondaryOtp (the code mailed to the new one). A wrong code shows the
 * server's refusal and empties the boxes; after the second code the Account view shows the new
 * address and a toast says so.
 */
export function UpdateEmailView() {
  const config = usePorticoConfig()
  const { view } = useStore(config.router)
  const update = emailUpdateOf(config)
  const { step, busy } = useStore(update.store)
  // Opened afresh (from Account) while an earlier attempt was left: start over.
  useEffect(() => {
    if (view === 'UpdateEmailWallet' && update.store.getState().step !== 'email') update.reset()
  }, [update, view])
  // A code view with no change in progress (e.g. after a reload): back to the address field.
  useEffect(() => {
    if (view !== 'UpdateEmailWallet' && step === 'email' && !busy)
      config.router.replace('UpdateEmailWallet')
  }, [config, view, step, busy])
  if (view === 'UpdateEmailWallet') return <NewEmailForm />
  return <UpdateCode />
}

function NewEmailForm() {
  const config = usePorticoConfig()
  const { strings } = config
  const update = emailUpdateOf(config)
  const { busy, error } = useStore(update.store)
  const [email, setEmail] = useState('')
  const id = useId()
  const current = config.embeddedWallet?.getSession()?.email ?? ''
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if ((await update.submitEmail(email)) === 'primary') config.router.push('UpdateEmailPrimaryOtp')
  }
  return (
    <form className="portico-email" onSubmit={(event) => void submit(event)} noValidate>
      {current ? <p className="portico-muted">{strings.email.signedInAs(current)}</p> : null}
      <label className="portico-muted" htmlFor={id}>
        {strings.email.newEmailLabel}
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
        <span className="portico-row-name">{strings.email.updateContinue}</span>
      </button>
      {error !== undefined ? (
        <p className="portico-error" role="alert">
          {errorText({ error, action: 'connect', strings })}
        </p>
      ) : null}
    </form>
  )
}

function UpdateCode() {
  const config = usePorticoConfig()
  const { strings } = config
  const update = emailUpdateOf(config)
  const { busy, error, step, newEmail } = useStore(update.store)
  const [attempt, setAttempt] = useState(0)
  const current = config.embeddedWallet?.getSession()?.email ?? ''
  const submit = async (code: string) => {
    const next = await update.submitCode(code)
    if (next === 'secondary') {
      setAttempt((n) => n + 1)
      config.router.replace('UpdateEmailSecondaryOtp')
    } else if (next === 'done') {
      config.router.reset('Account')
      config.toast.showToast({
        variant: 'success',
        message: strings.email.updated(newEmail ?? ''),
      })
      update.reset()
    } else if (update.store.getState().error !== undefined) setAttempt((n) => n + 1)
  }
  return (
    <div className="portico-center portico-email-code">
      <p className="portico-strong">
        {step === 'secondary'
          ? strings.email.secondaryIntro(newEmail ?? '')
          : strings.email.primaryIntro(current)}
      </p>
      <CodeInput key={attempt} onComplete={(code) => void submit(code)} disabled={busy} />
      <p className="portico-muted" aria-live="polite">
        {busy ? strings.email.checking : ''}
      </p>
      {error !== undefined ? (
        <p className="portico-error" role="alert">
          {errorText({ error, action: 'connect', strings })}
        </p>
      ) : null}
    </div>
  )
}
