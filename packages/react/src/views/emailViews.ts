// The email code views and the social connecting view, in their own chunk: loaded when shown
// (after an email is submitted or a social login started), so the modal's preload carries none
// of it. Connect's email field and social buttons are in the modal's chunk.
import { provideStringSections } from '../strings/createStrings'
import { emailCodeEn, socialLoginEn } from '../strings/emailViewsEn'
import './email.css'

export { ConnectingSocialView } from './ConnectingSocialView'
export { EmailVerifyOtpView } from './EmailVerifyOtpView'
export { resumeSocialLogin } from './socialLoginOf'
export { UpdateEmailView } from './UpdateEmailView'

/** Gives the catalogues these views' parts of the email and social sections (`LazyEmailViews`). */
export function provideEmailViewStrings(): void {
  provideStringSections({ email: emailCodeEn, social: socialLoginEn })
}
