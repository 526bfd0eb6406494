/**
 * Parses a fiat amount (`"100"`, `"99.5"`, `"1250.00"`, or a number) into whole cents; undefined
 * for anything else (negative, more than 2 decimals, exponent, over 10^12).
 *
 * @example
 * fiatCents('99.5') // 9950n
 */
export function fiatCents(value: string | number): bigint | undefined {
  const text = typeof value === 'number' ? String(value) : value.trim()
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) return undefined
  return BigInt(match[1] as string) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
}

/**
 * Writes cents as a decimal amount with two decimals.
 *
 * @example
 * formatCents(9950n) // '99.50'
 */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : ''
  const abs = cents < 0n ? -cents : cents
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`
}
