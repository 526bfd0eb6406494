const localHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])
const localSchemes = new Set(['chrome-extension:', 'data:', 'blob:', 'about:'])

/**
 * Whether a request stays on this machine: 127.0.0.1, localhost, [::1], or a browser-internal
 * scheme (chrome-extension:, data:, blob:, about:).
 *
 * @example
 * isLocalUrl('http://127.0.0.1:3100/') // true
 * isLocalUrl('https://fonts.googleapis.com/css') // false
 */
export function isLocalUrl(url: string | URL): boolean {
  let parsed: URL
  try {
    parsed = typeof url === 'string' ? new URL(url) : url
  } catch {
    return false
  }
  if (localSchemes.has(parsed.protocol)) return true
  return /^(https?|wss?):$/.test(parsed.protocol) && localHosts.has(parsed.hostname)
}
