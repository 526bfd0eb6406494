import { parseCaipNetworkId } from './parseCaipNetworkId'

/**
 * Whether `value` is a CAIP-2 network id {@link parseCaipNetworkId} accepts.
 *
 * @example
 * isCaipNetworkId('eip155:1') // true
 * isCaipNetworkId('cosmos:cosmoshub-3') // false (unknown namespace)
 */
export function isCaipNetworkId(value: unknown): boolean {
  if (typeof value !== 'string') return false
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}
