import { useEffect, useState } from 'react'
import { usePorticoConfig } from '../context'
import { errorText } from '../errorText'
import { useStore } from '../useStore'
import { CodeInput } from './CodeInput'
import { emailLoginOf } from './emailLoginOf'

/**
 * EmailVerifyOtp (SPEC §4 VERIFY_OTP) and EmailVerifyDevice (VERIFY_DEVICE): the 6-digit code from
 * the mail. A wrong code shows the server's refusal and empties the boxes for another try (the
 * address and step stay); `Send a new code` is refused inside 30 s with `Please try again after
 * {n} seconds`. After the device code the view becomes the login code's. When the code was
 * accepted but the wallet then failed to connect, the view goes back to Connect.
 */
export function EmailVerifyOtpView() {
  const config = usePorticoConfig()
  const { strings } = config
  const login = emailLoginOf(config)
  const { busy, error, email, step } = useStore(login.store)
  const { view } = useStore(config.router)
  const [attempt, setAttempt] = useState(0)
  const [resent, setResent] = useState(false)

  // The device approved: the login code is on its way, on the OTP view.
  useEffect(() => {
    if (view === 'EmailVerifyDevice' && step === 'otp') {
      setAttempt((n) => n + 1)
      config.router.replace('EmailVerifyOtp')
    }
  }, [config, view, step])

  // No login in progress on a code view: the accepted code was spent but the wallet did not
  // connect (the error toasted) — back to Connect to start again, not an empty code view.
  useEffect(() => {
    if (step === 'email' && !busy) config.router.reset('Connect')
  }, [config, step, busy])

  const submit = async (code: string) => {
    setResent(false)
    await login.submitCode(code)
    // Refused: empty boxes for the next try.
    if (login.store.getState().error !== undefined) setAttempt((n) => n + 1)
  }
  const resend = async () => {
    setResent(false)
    await login.resend()
    if (login.store.getState().error === undefined) setResent(true)
  }
  const device = view === 'EmailVerifyDevice'
  return (
    <div className="portico-center portico-email-code">
      <p className="portico-strong">
        {device ? strings.email.deviceIntro(email ?? '') : strings.email.otpIntro(email ?? '')}
      </p>
      <CodeInput key={attempt} onComplete={(code) => void submit(code)} disabled={busy} />
      <p className="portico-muted" aria-live="polite">
        {busy ? strings.email.checking : resent ? strings.email.codeSent : ''}
      </p>
      {error !== undefined ? (
        <p className="portico-error" role="alert">
          {errorText({ error, action: 'connect', strings })}
        </p>
      ) : null}
      <button
        type="button"
        className="portico-row portico-row-secondary"
        disabled={busy}
        onClick={() => void resend()}
      >
        <span className="portico-row-name">{strings.email.resend}</span>
      </button>
    </div>
  )
}
