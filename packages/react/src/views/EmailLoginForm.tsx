import type { EmailLoginState } from '@portico/core/internal'
import { type FormEvent, useEffect, useId, useState, useSyncExternalStore } from 'react'
import { usePorticoConfig } from '../context'
import { errorText } from '../errorText'
import type { EmailLoginStore } from './emailLoginOf'
import './email.css'

const idle: EmailLoginState = { step: 'email', email: undefined, busy: false, error: undefined }
const none = () => idle
const ignore = () => () => {}

/** The config's email login flow, when its code has loaded (on the first submit). */
const flows = new WeakMap<object, EmailLoginStore>()

/**
 * Connect's email field (SPEC §2: email login first, then the wallets): the frame mails a code and
 * the modal goes to the OTP view, or to device verification for a new browser. The field is drawn
 * with the modal; the login flow (its checks, the frame client) loads on the first submit.
 */
export function EmailLoginForm() {
  const config = usePorticoConfig()
  const { strings } = config
  const [login, setLogin] = useState(() => flows.get(config))
  const { busy, error, step } = useSyncExternalStore(
    login?.store.subscribe ?? ignore,
    login?.store.getState ?? none,
    login?.store.getInitialState ?? none,
  )
  const [loading, setLoading] = useState(false)
  const [email, setEmail] = useState('')
  const id = useId()
  // Coming back to Connect starts over (a code view left with Back keeps nothing).
  useEffect(() => {
    if (login && login.store.getState().step !== 'email') login.reset()
  }, [login])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    let flow = login
    if (!flow) {
      setLoading(true)
      try {
        flow = (await import('./emailLoginOf')).emailLoginOf(config)
      } catch (failure) {
        config.toast.showToast({
          variant: 'error',
          message: errorText({ error: failure, action: 'connect', strings }),
        })
        return
      } finally {
        setLoading(false)
      }
      flows.set(config, flow)
      setLogin(flow)
    }
    const next = await flow.submitEmail(email)
    if (next === 'otp') config.router.push('EmailVerifyOtp')
    else if (next === 'device') config.router.push('EmailVerifyDevice')
  }
  const pending = busy || loading
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
        disabled={pending || email.trim() === ''}
        aria-busy={pending}
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
