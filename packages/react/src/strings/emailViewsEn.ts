// The email code views' and the social connecting view's parts of the email and social sections
// (English): provided by their chunk (`views/emailViews`).

/** The code views and the email change views: their chunk (`views/emailViews`). */
export const emailCodeEn = {
  otpIntro: (email: string) => `We sent a 6-digit code to ${email}. Enter it here.`,
  deviceIntro: (email: string) =>
    `This browser is new for ${email}. Enter the approval code we sent to that address; then we send your login code.`,
  codeLabel: 'Code',
  digit: (n: number) => `Digit ${n}`,
  checking: 'Checking the code…',
  resend: 'Send a new code',
  codeSent: 'A new code is on its way',
  newEmailLabel: 'New email',
  updateContinue: 'Send a code',
  primaryIntro: (email: string) =>
    `We sent a 6-digit code to ${email}, your current address. Enter it here.`,
  secondaryIntro: (email: string) => `We sent a 6-digit code to ${email}. Enter it here.`,
  updated: (email: string) => `Your email is now ${email}`,
} as const

/** The social connecting view (`views/emailViews`' chunk). */
export const socialLoginEn = {
  popup: 'Continue in the popup…',
  popupHint: (provider: string) =>
    `Log in with ${provider} in the window that opened, then come back here.`,
  redirecting: (provider: string) => `Taking you to ${provider}…`,
} as const
