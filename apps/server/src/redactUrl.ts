/** A path segment this long, made only of token characters, is treated as an API key. */
const secretSegmentPattern = /^[A-Za-z0-9_-]{20,}$/

/**
 * Returns `url` with everything that may be a secret replaced by `***`: the user name and
 * password, every query value, and path segments that look like API keys (20+ token characters,
 * e.g. Infura's `/v3/<key>`). Use it whenever a URL is logged or shown in an error.
 *
 * @example
 * redactUrl('https://user:pass@rpc.example.com/v3/0123456789abcdef0123456789abcdef?key=x')
 * // 'https://***:***@rpc.example.com/v3/***?key=***'
 */
export function redactUrl(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return '<invalid url>'
  }
  if (parsed.username) parsed.username = '***'
  if (parsed.password) parsed.password = '***'
  parsed.pathname = parsed.pathname
    .split('/')
    .map((segment) => (secretSegmentPattern.test(segment) ? '***' : segment))
    .join('/')
  for (const key of [...new Set(parsed.searchParams.keys())]) parsed.searchParams.set(key, '***')
  return parsed.toString().replaceAll('%2A%2A%2A', '***')
}
