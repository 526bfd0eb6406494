// Strings of the email login views (English). Accessible names here are part of the e2e contract:
// textbox `Email`, button `Continue with email`, dialogs `Enter the code` and `Approve this
// browser`, group `Code`, textboxes `Digit 1`…`Digit 6`, button `Send a new code`; on Account,
// button `Change email`, dialogs `Change your email`, `Confirm it is you`, `Confirm the new
// address`, textbox `New email`, button `Send a code`; `Account type: …` and the buttons `Switch to owner account (EOA)` / `Switch to smart account`.
export const emailEn = {
  label: 'Email',
  placeholder: 'you@example.com',
  continue: 'Continue with email',
  or: 'or connect a wallet',
  otpTitle: 'Enter the code',
  otpIntro: (email: string) => `We sent a 6-digit code to ${email}. Enter it here.`,
  deviceTitle: 'Approve this browser',
  deviceIntro: (email: string) =>
    `This browser is new for ${email}. Enter the approval code we sent to that address; then we send your login code.`,
  codeLabel: 'Code',
  digit: (n: number) => `Digit ${n}`,
  checking: 'Checking the code…',
  resend: 'Send a new code',
  codeSent: 'A new code is on its way',
  signedInAs: (email: string) => `Signed in as ${email}`,
  smartAccount: 'Smart account',
  ownerAccount: 'Owner account (EOA)',
  accountType: (type: string) => `Account type: ${type}`,
  /** SPEC §3 smartAccountDeployed: the smart account's code is on the chain. */
  smartAccountDeployed: 'Smart account deployed',
  smartAccountNotDeployed: 'Smart account not deployed yet: its first transaction deploys it',
  switchToOwner: 'Switch to owner account (EOA)',
  switchToSmart: 'Switch to smart account',
  change: 'Change email',
  updateTitle: 'Change your email',
  newEmailLabel: 'New email',
  updateContinue: 'Send a code',
  primaryTitle: 'Confirm it is you',
  primaryIntro: (email: string) =>
    `We sent a 6-digit code to ${email}, your current address. Enter it here.`,
  secondaryTitle: 'Confirm the new address',
  secondaryIntro: (email: string) => `We sent a 6-digit code to ${email}. Enter it here.`,
  updated: (email: string) => `Your email is now ${email}`,
} as const
