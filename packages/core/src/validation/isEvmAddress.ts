import { toChecksumAddress } from './toChecksumAddress'

const addressPattern = /^(0x)?[0-9a-fA-F]{40}$/

/**
 * Whether `value` is an EVM address: optional `0x` (lowercase only) plus 40 hex characters. An
 * all-lowercase or all-uppercase address is accepted as is; a mixed-case one must pass the EIP-55
 * checksum.
 *
 * @example
 * isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // true
 * isEvmAddress('0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // false (bad checksum)
 * isEvmAddress('0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // false (uppercase 0X)
 */
export function isEvmAddress(value: unknown): boolean {
  if (typeof value !== 'string' || !addressPattern.test(value)) return false
  const body = value.slice(value.length - 40)
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true
  return toChecksumAddress(body).slice(2) === body
}
