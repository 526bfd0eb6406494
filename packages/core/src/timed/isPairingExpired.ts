import { PAIRING_EXPIRY_MARGIN_MS } from '../constants'
import { InvalidParameterError } from '../errors/parameter'

/** Parameters of {@link isPairingExpired}. */
export type IsPairingExpiredParameters = {
  /** Pairing expiry in ms since the epoch; missing means expired. */
  expiry: number | undefined
  /** The current time, from the injected clock. */
  now: number
}

/**
 * A pairing is expired when it is missing or within {@link PAIRING_EXPIRY_MARGIN_MS} (10 s) of its
 * expiry (SPEC §4).
 *
 * @example
 * isPairingExpired({ expiry: state.wcPairingExpiry, now: clock.now() })
 */
export function isPairingExpired({ expiry, now }: IsPairingExpiredParameters): boolean {
  if (!Number.isFinite(now))
    throw new InvalidParameterError({ reason: `now must be a time in ms, got ${now}` })
  if (expiry === undefined || !Number.isFinite(expiry)) return true
  return expiry - now <= PAIRING_EXPIRY_MARGIN_MS
}
