import { InvalidParameterError } from '../../errors/parameter'
/**
 * Whether the pairing is reused until it expires and concurrent connects are shared (SPEC §4): in
 * Telegram's in-app browser and in Safari on iOS, where a trip to the wallet app and back must
 * find the same pairing. Pure: pass `navigator.userAgent`.
 *
 * @example
 * isPairingReused('Mozilla/5.0 (iPhone; …) Version/17.4 Mobile/15E148 Safari/604.1') // true
 * isPairingReused('Mozilla/5.0 (iPhone; …) CriOS/124.0 Mobile/15E148 Safari/604.1') // false (Chrome)
 */
export function isPairingReused(userAgent: string): boolean {
  if (typeof userAgent !== 'string')
    throw new InvalidParameterError({ reason: 'isPairingReused needs a user agent string' })
  if (/Telegram/i.test(userAgent)) return true
  const ios = /iPhone|iPad|iPod/.test(userAgent)
  const safari = /Safari\//.test(userAgent) && /Version\//.test(userAgent)
  const other = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|DuckDuckGo/.test(userAgent)
  return ios && safari && !other
}
