import type { EmailCodePurpose } from './issueEmailCode'

export type EmailCodeMailParameters = { code: string; purpose: EmailCodePurpose; minutes: number }
export type EmailCodeMailReturnType = { subject: string; text: string; html: string }

const intro: Record<EmailCodePurpose, string> = {
  login: 'Your sign-in code is',
  device:
    'Someone is signing in to your wallet from a new browser. If it is you, approve this browser with the code',
  'update-primary': 'To change the email address of your wallet, confirm with the code',
  'update-secondary': 'To make this the new email address of your wallet, confirm with the code',
}

const subjects: Record<EmailCodePurpose, (code: string) => string> = {
  login: (code) => `${code} is your sign-in code`,
  device: (code) => `Approve a new browser: ${code}`,
  'update-primary': (code) => `Confirm the email change: ${code}`,
  'update-secondary': (code) => `Confirm your new email: ${code}`,
}

/**
 * The mail that carries a code: a plain-text part with the code as 6 consecutive digits, and an
 * HTML part saying the same. No link: the code is typed into the wallet frame only.
 *
 * @example
 * emailCodeMail({ code: '048213', purpose: 'login', minutes: 10 }).text
 */
export function emailCodeMail({
  code,
  purpose,
  minutes,
}: EmailCodeMailParameters): EmailCodeMailReturnType {
  const lines = [
    `${intro[purpose]}:`,
    '',
    code,
    '',
    `It works once, for ${minutes} minutes. Never share it: nobody from the app will ask for it.`,
    'If you did not ask for it, ignore this mail.',
  ]
  const html = `<p>${intro[purpose]}:</p><p style="font-size:24px;letter-spacing:4px"><b>${code}</b></p><p>It works once, for ${minutes} minutes. Never share it: nobody from the app will ask for it.</p><p>If you did not ask for it, ignore this mail.</p>`
  return { subject: subjects[purpose](code), text: lines.join('\n'), html }
}
