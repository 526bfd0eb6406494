import { lazy, Suspense } from 'react'
import { lazyView } from '../modal/lazyView'

const Code = lazy(() => import('./emailViews').then((m) => ({ default: m.EmailVerifyOtpView })))
const UpdateEmail = lazy(() => import('./emailViews').then((m) => ({ default: m.UpdateEmailView })))
const ConnectingSocial = lazy(() =>
  import('./emailViews').then((m) => ({ default: m.ConnectingSocialView })),
)

/**
 * Connect's social login buttons (the providers the server offers), in the email views' chunk;
 * rendered in the same update once loaded (Connect loads it before its first paint: nothing moves).
 */
export const LazySocialButtons = lazyView(() => import('./emailViews').then((m) => m.SocialButtons))

/** Connect's email field, loaded on demand (its chunk holds the email login flow and views). */
export const LazyEmailLoginForm = lazyView(() =>
  import('./emailViews').then((m) => m.EmailLoginForm),
)

/** The social connecting view (popup open, redirecting, finishing, or failed), loaded on demand. */
export function LazyConnectingSocialView() {
  return (
    <Suspense fallback={null}>
      <ConnectingSocial />
    </Suspense>
  )
}

/** The code views (EmailVerifyOtp, EmailVerifyDevice), loaded on demand. */
export function LazyEmailVerifyOtpView() {
  return (
    <Suspense fallback={null}>
      <Code />
    </Suspense>
  )
}

/** The email change views (UpdateEmailWallet, UpdateEmailPrimaryOtp, UpdateEmailSecondaryOtp), loaded on demand. */
export function LazyUpdateEmailView() {
  return (
    <Suspense fallback={null}>
      <UpdateEmail />
    </Suspense>
  )
}
