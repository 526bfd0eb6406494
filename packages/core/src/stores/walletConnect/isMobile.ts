import { InvalidParameterError } from '../../errors/parameter'
/**
 * Whether a user agent is a phone or tablet browser, where a wallet list opens the wallet's deep
 * link directly instead of showing a QR code. Pure: pass `navigator.userAgent`.
 *
 * @example
 * isMobile(navigator.userAgent)
 * isMobile('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) … Mobile/15E148') // true
 */
export function isMobile(userAgent: string): boolean {
  if (typeof userAgent !== 'string')
    throw new InvalidParameterError({ reason: 'isMobile needs a user agent string' })
  return /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i.test(userAgent)
}
