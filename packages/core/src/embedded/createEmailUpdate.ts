import { InvalidEmailError } from '../errors/email'
import { InvalidParameterError } from '../errors/parameter'
import { createStore, type Store } from '../store/createStore'
import { isEmail } from '../validation/isEmail'
import type { EmbeddedWallet, EmbeddedWalletFrame } from './types'

/**
 * Where the email change is (SPEC §4 email update): the new address to type, the code mailed to
 * the current address (`primary`), the code mailed to the new one (`secondary`), or `done`.
 */
export type EmailUpdateStep = 'email' | 'primary' | 'secondary' | 'done'

export type EmailUpdateState = {
  step: EmailUpdateStep
  /** The address the account moves to (set once the frame accepted it). */
  newEmail: string | undefined
  /** A request to the frame is running. */
  busy: boolean
  /** The last refusal (a wrong code, an address that cannot be used), shown by the view. */
  error: unknown
}

export type CreateEmailUpdateParameters = { wallet: EmbeddedWallet }

export type EmailUpdate = {
  readonly store: Store<EmailUpdateState>
  /** The new address: the frame mails a code to the current one (`VERIFY_PRIMARY_OTP`). */
  submitEmail(email: string): Promise<EmailUpdateStep | undefined>
  /** The 6 digits of the current step's mail: primary, then secondary (then the email is stored). */
  submitCode(code: string): Promise<EmailUpdateStep | undefined>
  /** Back to the address field, keeping nothing of the attempt. */
  reset(): void
}
export type CreateEmailUpdateReturnType = EmailUpdate

const initial: EmailUpdateState = {
  step: 'email',
  newEmail: undefined,
  busy: false,
  error: undefined,
}

/**
 * Changes the email of the embedded wallet's account (SPEC §4: `VERIFY_PRIMARY_OTP`, then
 * `VERIFY_SECONDARY_OTP`, then the new email is stored): the frame asks the server to mail a code
 * to the current address, then, with that code, one to the new address; with the second code the
 * account (and its keys) answers to the new address, and the app's session records it. A wrong
 * code keeps the step (type again); the server's refusals (`This email address cannot be used`,
 * `Request a new code`, …) land in `error` verbatim.
 *
 * @example
 * const update = createEmailUpdate({ wallet })
 * await update.submitEmail('new@example.com') // 'primary'
 * await update.submitCode('123456') // 'secondary'
 * await update.submitCode('654321') // 'done'
 */
export function createEmailUpdate(
  parameters: CreateEmailUpdateParameters,
): CreateEmailUpdateReturnType {
  const { wallet } = parameters
  const store = createStore<EmailUpdateState>(initial)

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
  const calls = (frame: EmbeddedWalletFrame) => {
    const { updateEmail, updateEmailPrimaryOtp, updateEmailSecondaryOtp } = frame
    if (!updateEmail || !updateEmailPrimaryOtp || !updateEmailSecondaryOtp)
      throw new InvalidParameterError({ reason: 'This wallet cannot change its email' })
    return {
      updateEmail: updateEmail.bind(frame),
      updateEmailPrimaryOtp: updateEmailPrimaryOtp.bind(frame),
      updateEmailSecondaryOtp: updateEmailSecondaryOtp.bind(frame),
    }
  }

  return {
    store,
    async submitEmail(typed) {
      const email = typed.trim().toLowerCase()
      if (!isEmail(email)) {
        store.setState({ error: new InvalidEmailError() })
        return undefined
      }
      const answer = await run((frame) => calls(frame).updateEmail(email))
      if (answer === undefined) return undefined
      store.setState({ step: 'primary', newEmail: email })
      return 'primary'
    },
    async submitCode(code) {
      const { step, newEmail } = store.getState()
      if (newEmail === undefined) return undefined
      if (step === 'primary') {
        const answer = await run((frame) => calls(frame).updateEmailPrimaryOtp(code))
        if (answer === undefined) return undefined
        store.setState({ step: 'secondary' })
        return 'secondary'
      }
      if (step !== 'secondary') return undefined
      const answer = await run((frame) => calls(frame).updateEmailSecondaryOtp(code))
      if (answer === undefined) return undefined
      const email = answer.user.email || newEmail
      wallet.setSession({ ...wallet.getSession(), email })
      store.setState({ step: 'done', newEmail: email })
      return 'done'
    },
    reset() {
      store.setState(initial)
    },
  }
}
