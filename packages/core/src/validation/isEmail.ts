const localAtom = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+"
const localPattern = new RegExp(`^${localAtom}(\\.${localAtom})*$`)
const labelPattern = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/
const topLevelPattern = /^[A-Za-z]{2,63}$|^xn--[A-Za-z0-9-]{1,59}$/

/**
 * Whether `value` is an email address Portico accepts: a pragmatic subset of RFC 5322's
 * `addr-spec`, the form people type.
 *
 * - at most 254 characters, exactly one `@`, no whitespace;
 * - local part of 1–64 characters: RFC 5322 `atext` in dot-separated atoms (no quoted strings,
 *   no leading, trailing or doubled dot);
 * - domain of at least two DNS labels (letters, digits, inner hyphens, 1–63 characters each),
 *   the last one alphabetic or punycode (`xn--…`); no IP literals.
 *
 * @example
 * isEmail('ada@example.com') // true
 * isEmail('ada@localhost') // false (domain needs a dot)
 */
export function isEmail(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 254) return false
  const parts = value.split('@')
  if (parts.length !== 2) return false
  const [local = '', domain = ''] = parts
  if (local.length === 0 || local.length > 64 || !localPattern.test(local)) return false
  const labels = domain.split('.')
  if (labels.length < 2) return false
  if (!labels.every((label) => labelPattern.test(label))) return false
  return topLevelPattern.test(labels[labels.length - 1] ?? '')
}
