/** The sandbox's test cards (any future expiry, any CVC). */
export const sandboxTestCards = {
  /** Always approved. */
  approved: '4242424242424242',
  /** Always declined. */
  declined: '4000000000000002',
} as const

export type CheckTestCardParameters = {
  number: string
  /** `MM/YY` or `MM/YYYY`. */
  expiry: string
  cvc: string
  /** Now, for the expiry check. */
  now: Date
}
/** What the card form gets: approved, declined, or the field that is wrong and why. */
export type CheckTestCardReturnType =
  | { outcome: 'approved' | 'declined' }
  | { outcome: 'invalid'; field: 'number' | 'expiry' | 'cvc'; message: string }

/** Luhn's checksum over a string of digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return digits.length > 0 && sum % 10 === 0
}

/**
 * Checks the sandbox checkout's card fields: the number (spaces and dashes allowed) must pass the
 * Luhn check and be one of {@link sandboxTestCards} (no real card is ever accepted), the expiry a
 * month not yet over, the CVC 3 or 4 digits.
 *
 * @example
 * checkTestCard({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', now: new Date() })
 * // { outcome: 'approved' }
 */
export function checkTestCard(parameters: CheckTestCardParameters): CheckTestCardReturnType {
  const digits = parameters.number.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
    return { outcome: 'invalid', field: 'number', message: 'The card number is not valid.' }
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(parameters.expiry)
  const month = Number(expiry?.[1])
  const year = expiry?.[2]?.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry?.[2])
  if (!expiry || month < 1 || month > 12)
    return { outcome: 'invalid', field: 'expiry', message: 'The expiry must be MM/YY.' }
  const now = parameters.now
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    return { outcome: 'invalid', field: 'expiry', message: 'The card has expired.' }
  if (!/^\d{3,4}$/.test(parameters.cvc.trim()))
    return { outcome: 'invalid', field: 'cvc', message: 'The CVC must be 3 or 4 digits.' }
  if (digits === sandboxTestCards.approved) return { outcome: 'approved' }
  if (digits === sandboxTestCards.declined) return { outcome: 'declined' }
  return {
    outcome: 'invalid',
    field: 'number',
    message: 'This is a sandbox: use the test card 4242 4242 4242 4242.',
  }
}
