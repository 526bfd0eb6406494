import { ONRAMP_RESTRICTED_TIME_ZONES } from '../constants'

/** Parameters of {@link isOnrampRestricted}. */
export type IsOnrampRestrictedParameters = {
  /** An IANA time zone; the runtime's own (`Intl…resolvedOptions().timeZone`) by default. */
  timeZone?: string | undefined
}

/**
 * Whether buying tokens is not offered here: the time zone is one of mainland China's
 * ({@link ONRAMP_RESTRICTED_TIME_ZONES}, SPEC §1). An unknown time zone is not restricted.
 *
 * @example
 * isOnrampRestricted({ timeZone: 'Asia/Shanghai' }) // true
 * isOnrampRestricted() // the browser's own time zone
 */
export function isOnrampRestricted(parameters: IsOnrampRestrictedParameters = {}): boolean {
  let timeZone = parameters.timeZone
  if (timeZone === undefined) {
    try {
      timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
    } catch {
      return false
    }
  }
  return (ONRAMP_RESTRICTED_TIME_ZONES as readonly string[]).includes(timeZone ?? '')
}
