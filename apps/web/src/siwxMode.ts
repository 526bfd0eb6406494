/** How the web app asks visitors to sign in: optional (default), required, or off. */
export type SiwxMode = 'optional' | 'required' | 'off'

/**
 * Reads the demo switch `?siwx=required` / `?siwx=off` from a query string; anything else (or
 * nothing) is `optional`: sign-in is offered after connecting and can be cancelled.
 *
 * @example
 * readSiwxMode(location.search) // 'optional'
 * readSiwxMode('?siwx=required') // 'required'
 */
export function readSiwxMode(search: string): SiwxMode {
  const value = new URLSearchParams(search).get('siwx')
  return value === 'required' || value === 'off' ? value : 'optional'
}
