// Strings of the email login views (English). Accessible names here are part of the e2e contract:
// textbox `Email`, button `Continue with email`, dialogs `Enter the code` and `Approve this
// browser`, group `Code`, textboxes `Digit 1`…`Digit 6`, button `Send a new code`; on Account,
// button `Change email`, dialogs `Change your email`, `Confirm it is you`, `Confirm the new
// address`, textbox `New email`, button `Send a code`; `Account type: …` and the buttons `Switch to owner account (EOA)` / `Switch to smart account`.
// In parts, each provided by the chunk whose views read it (`provideStringSections`): here
// Connect's; the code views' in `emailViewsEn.ts`, Account's in `accountLoginEn.ts`.

/** Connect's email field and the email views' titles (the dialog's header): the modal's chunk. */
export const emailConnectEn = {
  label: 'Email',
  placeholder: 'you@example.com',
  continue: 'Continue with email',
  or: 'or connect a wallet',
  otpTitle: 'Enter the code',
  deviceTitle: 'Approve this browser',
  updateTitle: 'Change your email',
  primaryTitle: 'Confirm it is you',
  secondaryTitle: 'Confirm the new address',
} as const
