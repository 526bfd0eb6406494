import type { Clock } from '../clock/types'
import { InvalidEmailError } from '../errors/email'
import { createStore, type Store } from '../store/createStore'
import { checkEmailLoginCooldown } from '../timed/checkEmailLoginCooldown'
import { isEmail } from '../validation/isEmail'
import type { EmbeddedWallet, EmbeddedWalletFrame } from './types'

/** Where the email login is: the address to type, a device code, or the login code. */
export type EmailLoginStep = 'email' | 'device' | 'otp'

export type EmailLoginState = {
  step: EmailLoginStep
  /** The address being logged in (set once the frame accepted it). */
  email: string | undefined
  /** A request to the frame is running. */
  busy: boolean
  /** The last refusal (a wrong code, the cooldown, the frame failing to load), shown by the view. */
  error: unknown
}

export type CreateEmailLoginParameters = {
  wallet: EmbeddedWallet
  clock: Clock
  /** Connects the embedded wallet's connector once the frame holds a session (the client's `connect`). */
  connect(): Promise<void>
}

export type EmailLogin = {
  readonly store: Store<EmailLoginState>
  /** Connect's email field: asks the frame to mail a code (or a device approval code). */
  submitEmail(email: string): Promise<EmailLoginStep | 'connected' | undefined>
  /** The OTP or device view's 6 digits. */
  submitCode(code: string): Promise<void>
  /** Mails a new code, refused inside the 30 s cooldown with `Please try again after {n} seconds`. */
  resend(): Promise<void>
  /** Back to the email field, keeping nothing of the attempt. */
  reset(): void
}
export type CreateEmailLoginReturnType = EmailLogin

const initial: EmailLoginState = { step: 'email', email: undefined, busy: false, error: undefined }

/**
 * The email login flow of the kit (SPEC §4): the email goes to the frame, which answers
 * `VERIFY_OTP` (a code was mailed), `VERIFY_DEVICE` (a new browser: an approval code was mailed
 * first) or `CONNECT` (a live session). A wrong code keeps the step and the address (type again, or
 * resend); a resend inside 30 s of the last code is refused with `Please try again after {n}
 * seconds` (the time survives reloads: SPEC §3 "last email login time"). On success the email is
 * stored, the last-login time cleared, and the embedded connector connected.
 *
 * @example
 * const login = createEmailLogin({ wallet, clock, connect: () => client.connect('embeddedWallet') })
 * await login.submitEmail('ada@example.com') // 'otp'
 * await login.submitCode('123456') // connected
 */
export function createEmailLogin(
  parameters: CreateEmailLoginParameters,
): CreateEmailLoginReturnType {
  const { wallet, clock } = parameters
  const store = createStore<EmailLoginState>(initial)

  /** Runs one frame request with `busy` set; a failure lands in `error` (nothing else changes). */
  const run = async <T>(
    work: (frame: EmbeddedWalletFrame) => Promise<T>,
  ): Promise<T | undefined> => {
    store.setState({ busy: true, error: undefined })
    try {
      return await work(await wallet.load())
    } catch (error) {
      store.setState({ error })
      return undefined
    } finally {
      store.setState({ busy: false })
    }
  }
  const checkCooldown = () =>
    checkEmailLoginCooldown({ lastLoginAt: wallet.getLastCodeAt(), now: clock.now() })
  const finish = async (email: string) => {
    wallet.setSession({ email })
    wallet.setLastCodeAt(undefined)
    store.setState(initial)
    await parameters.connect()
  }
  const requestCode = async (email: string): Promise<EmailLoginStep | 'connected' | undefined> => {
    const answer = await run(async (frame) => {
      checkCooldown()
      return frame.connectEmail(email)
    })
    if (answer === undefined) return undefined
    if (answer.action === 'CONNECT') {
      await finish(email)
      return 'connected'
    }
    wallet.setLastCodeAt(clock.now())
    const step: EmailLoginStep = answer.action === 'VERIFY_DEVICE' ? 'device' : 'otp'
    store.setState({ step, email })
    return step
  }

  return {
    store,
    async submitEmail(typed) {
      const email = typed.trim().toLowerCase()
      if (!isEmail(email)) {
        store.setState({ error: new InvalidEmailError() })
        return undefined
      }
      return requestCode(email)
    },
    async submitCode(code) {
      const { step, email } = store.getState()
      if (email === undefined || step === 'email') return
      if (step === 'device') {
        const done = await run((frame) => frame.connectDevice(code))
        // The browser is approved; the server mailed the login code.
        if (done !== undefined) {
          wallet.setLastCodeAt(clock.now())
          store.setState({ step: 'otp' })
        }
        return
      }
      const user = await run((frame) => frame.connectOtp(code))
      if (user !== undefined) await finish(user.email)
    },
    async resend() {
      const { email } = store.getState()
      if (email !== undefined) await requestCode(email)
    },
    reset() {
      store.setState(initial)
    },
  }
}
