/** What a code proves: a login, a new device, or either address of an email update. */
export type EmailCodePurpose = 'login' | 'device' | 'update-primary' | 'update-secondary'

export type EmailCodeMailParameters = {
  code: string
  purpose: EmailCodePurpose
  /** A login code to an address with no account yet (the code creates the wallet). */
  newAccount?: boolean | undefined
  minutes: number
}
export type EmailCodeMailReturnType = { subject: string; text: string; html: string }

const intro: Record<EmailCodePurpose | 'sign-up', string> = {
  login: 'Your sign-in code is',
  'sign-up': 'To create your wallet with this email address, use the code',
  device:
    'Someone is signing in to your wallet from a new browser. If it is you, sign in on that browser with the code',
  'update-primary': 'To change the email address of your wallet, confirm with the code',
  'update-secondary': 'To make this the new email address of your wallet, confirm with the code',
}

const subjects: Record<EmailCodePurpose | 'sign-up', (code: string) => string> = {
  login: (code) => `${code} is your sign-in code`,
  'sign-up': (code) => `${code} is your code to create your wallet`,
  device: (code) => `Sign-in from a new browser: ${code}`,
  'update-primary': (code) => `Confirm the email change: ${code}`,
  'update-secondary': (code) => `Confirm your new email: ${code}`,
}

/**
 * The mail that carries a code: a plain-text part with the code as 6 consecutive digits, and an
 * HTML part saying the same. No link: the code is typed into the wallet frame only. The mail (seen
 * only by the mailbox's owner) says which code it is — a sign-up, a sign-in, or a sign-in from a
 * browser the wallet has not seen — since the frame's answer is the same for all three.
 *
 * @example
 * emailCodeMail({ code: '048213', purpose: 'login', minutes: 10 }).text
 */
export function emailCodeMail({
  code,
  purpose,
  newAccount,
  minutes,
}: EmailCodeMailParameters): EmailCodeMailReturnType {
  const kind = purpose === 'login' && newAccount === true ? 'sign-up' : purpose
  const lines = [
    `${intro[kind]}:`,
    '',
    code,
    '',
    `It works once, for ${minutes} minutes. Never share it: nobody from the app will ask for it.`,
    'If you did not ask for it, ignore this mail.',
  ]
  const html = `<p>${intro[kind]}:</p><p style="font-size:24px;letter-spacing:4px"><b>${code}</b></p><p>It works once, for ${minutes} minutes. Never share it: nobody from the app will ask for it.</p><p>If you did not ask for it, ignore this mail.</p>`
  return { subject: subjects[kind](code), text: lines.join('\n'), html }
}
