/** Query parameters whose values never reach the logs (the relay's `?auth=<JWT>`). */
export const secretQueryParameters: readonly string[] = ['auth']

/**
 * A request URL fit for the logs: the values of {@link secretQueryParameters} are replaced with
 * `[redacted]`; everything else is kept as sent.
 *
 * @example
 * redactRequestUrl('/relay?auth=eyJhbGciOi…&projectId=portico-local')
 * // '/relay?auth=[redacted]&projectId=portico-local'
 */
export function redactRequestUrl(url: string): string {
  const query = url.indexOf('?')
  if (query === -1) return url
  const parameters = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? ''
      let decoded = name
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '))
      } catch {}
      return secretQueryParameters.includes(decoded) ? `${name}=[redacted]` : pair
    })
  return `${url.slice(0, query)}?${parameters.join('&')}`
}
