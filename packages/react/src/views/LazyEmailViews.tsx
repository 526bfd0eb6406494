import { lazy, Suspense } from 'react'

const Form = lazy(() => import('./emailViews').then((m) => ({ default: m.EmailLoginForm })))
const Code = lazy(() => import('./emailViews').then((m) => ({ default: m.EmailVerifyOtpView })))

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
