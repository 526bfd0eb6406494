import { isEmail } from '@portico/core'

/**
 * The one form of an email address that logins, links and updates compare: trimmed, NFKC, lower
 * case; `undefined` when it is not an address Portico accepts. Addresses with any non-ASCII
 * character are refused **before** any mapping: NFKC and case folding turn look-alikes into ASCII
 * (U+212A KELVIN SIGN lower-cases to `k`, fullwidth `ａ` becomes `a`), so a provider vouching for
 * `\u212Aate@example.com` must never reach the account of `kate@example.com`. Internationalised
 * domains are accepted in their ASCII (punycode, `xn--…`) form, which is what providers send.
 *
 * @example
 * normalizeEmail(' Ada@Example.COM ') // 'ada@example.com'
 * normalizeEmail('\u212Aate@example.com') // undefined
 */
export function normalizeEmail(value: string): string | undefined {
  const trimmed = value.trim()
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
  if (!/^[\x00-\x7F]*$/.test(trimmed)) return undefined
  const email = trimmed.normalize('NFKC').toLowerCase()
  return isEmail(email) ? email : undefined
}
