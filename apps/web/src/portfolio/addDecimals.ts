/**
 * The exact sum of two non-negative decimal strings (`'1.5' + '0.25' = '1.75'`): token quantities
 * add without float rounding.
 *
 * @example
 * addDecimals('0.1', '0.2') // '0.3'
 */
export function addDecimals(a: string, b: string): string {
  const [aWhole = '0', aFraction = ''] = a.split('.')
  const [bWhole = '0', bFraction = ''] = b.split('.')
  const places = Math.max(aFraction.length, bFraction.length)
  const scaled = (whole: string, fraction: string) => BigInt(whole + fraction.padEnd(places, '0'))
  const digits = (scaled(aWhole, aFraction) + scaled(bWhole, bFraction))
    .toString()
    .padStart(places + 1, '0')
  if (places === 0) return digits
  const fraction = digits.slice(-places).replace(/0+$/, '')
  const whole = digits.slice(0, -places)
  return fraction ? `${whole}.${fraction}` : whole
}
