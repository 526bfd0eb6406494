// The email login views, in their own chunk: loaded when Connect shows the email field (only
// when the app configured an embedded wallet), so the modal's preload carries none of it.
import './email.css'

export { ConnectingSocialView } from './ConnectingSocialView'
export { EmailLoginForm } from './EmailLoginForm'
export { EmailVerifyOtpView } from './EmailVerifyOtpView'
export { resumeSocialLogin } from './resumeSocialLogin'
export { SocialButtons } from './SocialButtons'
export { UpdateEmailView } from './UpdateEmailView'
