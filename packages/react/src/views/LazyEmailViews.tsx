import { lazy, Suspense } from 'react'

/** The email and social views' chunk, their strings provided. */
const emailViews = () =>
  import('./emailViews').then((m) => {
    m.provideEmailViewStrings()
    return m
  })
const Code = lazy(() => emailViews().then((m) => ({ default: m.EmailVerifyOtpView })))
const UpdateEmail = lazy(() => emailViews().then((m) => ({ default: m.UpdateEmailView })))
const ConnectingSocial = lazy(() => emailViews().then((m) => ({ default: m.ConnectingSocialView })))
// The Farcaster view, its flow and (when the link shows) the QR code: their own chunks, loaded
// when the visitor picks Farcaster.
const ConnectingFarcaster = lazy(() =>
  import('./ConnectingFarcasterView').then((m) => {
    m.provideFarcasterStrings()
    return { default: m.ConnectingFarcasterView }
  }),
)

/** The Farcaster view (its QR code and link), loaded on demand. */
export function LazyConnectingFarcasterView() {
  return (
    <Suspense fallback={null}>
      <ConnectingFarcaster />
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
