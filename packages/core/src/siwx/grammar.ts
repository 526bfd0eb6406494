// Internal: the RFC 3986 / RFC 3339 pieces of the EIP-4361 ABNF, as small predicates.

const unreserved = 'A-Za-z0-9\\-._~'
const subDelims = "!$&'()*+,;="
const pctEncoded = '%[0-9A-Fa-f]{2}'
const pchar = `(?:[${unreserved}${subDelims}:@]|${pctEncoded})`

const userinfoPattern = new RegExp(`^(?:[${unreserved}${subDelims}:]|${pctEncoded})*$`)
const regNamePattern = new RegExp(`^(?:[${unreserved}${subDelims}]|${pctEncoded})*$`)
const ipv4Pattern =
  /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/
const ipLiteralPattern = new RegExp(
  `^\\[(?:[0-9A-Fa-f:.]+|v[0-9A-Fa-f]+\\.[${unreserved}${subDelims}:]+)\\]$`,
)
const pcharsPattern = new RegExp(`^${pchar}*$`)
const uriCharsPattern = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+$/
const uriPattern = /^([A-Za-z][A-Za-z0-9+\-.]*):(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/
const badPercentPattern = /%(?![0-9A-Fa-f]{2})/
const schemePattern = /^[A-Za-z][A-Za-z0-9+\-.]*$/
const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/
// statement = *( reserved / unreserved / " " )
const statementPattern = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]*$/

/** An RFC 3986 authority: `[userinfo "@"] host [":" port]`. */
export function isAuthority(value: string): boolean {
  if (value === '') return false
  const at = value.lastIndexOf('@')
  const userinfo = at === -1 ? undefined : value.slice(0, at)
  if (userinfo !== undefined && !userinfoPattern.test(userinfo)) return false
  let rest = value.slice(at + 1)
  const port = /:(\d*)$/.exec(rest)
  if (port && !rest.startsWith('[')) rest = rest.slice(0, port.index)
  else if (rest.startsWith('[')) {
    const close = rest.indexOf(']')
    if (close === -1) return false
    const after = rest.slice(close + 1)
    if (after !== '' && !/^:\d*$/.test(after)) return false
    return ipLiteralPattern.test(rest.slice(0, close + 1))
  }
  if (rest === '') return false
  return ipv4Pattern.test(rest) || regNamePattern.test(rest)
}

/** An RFC 3986 URI (absolute: a scheme is required). */
export function isUri(value: string): boolean {
  if (!uriCharsPattern.test(value) || badPercentPattern.test(value)) return false
  const match = uriPattern.exec(value)
  if (!match) return false
  const [, , authority, path = ''] = match
  if (authority !== undefined) {
    if (authority !== '' && !isAuthority(authority)) return false
    return path === '' || path.startsWith('/')
  }
  return !path.startsWith('//')
}

/** An RFC 3986 URI scheme. */
export function isScheme(value: string): boolean {
  return schemePattern.test(value)
}

/** `*pchar` of RFC 3986 (the grammar of a request id). */
export function isPchars(value: string): boolean {
  return pcharsPattern.test(value)
}

/** Characters EIP-4361 allows in a statement (reserved, unreserved and space). */
export function isStatement(value: string): boolean {
  return statementPattern.test(value)
}

const daysInMonth = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/**
 * The time of an RFC 3339 date-time in ms since the epoch, or `undefined` when the text is not
 * one or names a day that does not exist (`2022-02-31`).
 */
export function parseDateTime(value: string): number | undefined {
  const match = dateTimePattern.exec(value)
  if (!match) return undefined
  const [, y, mo, d, h, mi, s, fraction, sign, oh, om] = match
  const year = Number(y)
  const month = Number(mo)
  const day = Number(d)
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  const maxDay = month === 2 && leap ? 29 : daysInMonth[month - 1]
  if (month < 1 || month > 12 || maxDay === undefined || day < 1 || day > maxDay) return undefined
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 60) return undefined
  if (sign !== undefined && (Number(oh) > 23 || Number(om) > 59)) return undefined
  const ms = fraction === undefined ? 0 : Math.floor(Number(`0${fraction}`) * 1000)
  const offset = sign === undefined ? 0 : (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om))
  const utc = Date.UTC(year, month - 1, day, Number(h), Number(mi), Number(s), ms)
  return utc - offset * 60_000
}
