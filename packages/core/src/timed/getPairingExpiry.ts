import { PAIRING_LIFETIME_MS } from '../constants'
import { InvalidParameterError } from '../errors/parameter'

/**
 * The expiry of a pairing created at `now`: {@link PAIRING_LIFETIME_MS} (4 minutes) later.
 *
 * @example
 * connection.setPairing({ uri, expiry: getPairingExpiry(clock.now()) })
 */
export function getPairingExpiry(now: number): number {
  if (!Number.isFinite(now))
    throw new InvalidParameterError({ reason: `now must be a time in ms, got ${now}` })
  return now + PAIRING_LIFETIME_MS
}
