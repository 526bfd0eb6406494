import { parseCaipAddress } from './parseCaipAddress'

/**
 * Whether `value` is a CAIP-10 account id {@link parseCaipAddress} accepts.
 *
 * @example
 * isCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb') // true
 * isCaipAddress('eip155:1') // false
 */
export function isCaipAddress(value: unknown): boolean {
  if (typeof value !== 'string') return false
  try {
    parseCaipAddress(value)
    return true
  } catch {
    return false
  }
}
