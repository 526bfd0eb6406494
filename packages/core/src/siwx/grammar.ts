// Internal: the RFC 3986 pieces of the EIP-4361 ABNF, as small predicates.

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
