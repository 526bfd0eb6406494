import { lazy, Suspense } from 'react'

const Form = lazy(() => import('./emailViews').then((m) => ({ default: m.EmailLoginForm })))
const Code = lazy(() => import('./emailViews').then((m) => ({ default: m.EmailVerifyOtpView })))
const Social = lazy(() => import('./emailViews').then((m) => ({ default: m.SocialButtons })))
const ConnectingSocial = lazy(() =>
  import('./emailViews').then((m) => ({ default: m.ConnectingSocialView })),
)

/** Connect's social login buttons (the providers the server offers), in the email views' chunk. */
export function LazySocialButtons() {
  return (
    <Suspense fallback={null}>
      <Social />
    </Suspense>
  )
}

/** The social connecting view (popup open, redirecting, finishing, or failed), loaded on demand. */
export function LazyConnectingSocialView() {
  return (
    <Suspense fallback={null}>
      <ConnectingSocial />
    </Suspense>
  )
}

/** Connect's email field, loaded on demand (its chunk holds the email login flow and views). */
export function LazyEmailLoginForm() {
  return (
    <Suspense fallback={null}>
      <Form />
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
