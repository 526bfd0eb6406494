import { InvalidCaipAddressError } from '../errors/caip'
import { isChainNamespace } from './isChainNamespace'
import type { CaipNetworkId } from './knownNamespaces'

/** Result of {@link splitCaipAddress}. */
export type SplitCaipAddressReturnType = { caipNetworkId: CaipNetworkId; address: string }

/**
 * Splits a CAIP-10 account id the kit itself made (the connected account's) into its network and
 * address, checking only its shape: three non-empty parts and a known namespace. It does not check the address (no
 * EIP-55 hash, no base58 decoding), so the code that only routes an account — the sign-in check on
 * every load — stays light; {@link parseCaipAddress} checks ids that come from outside.
 *
 * @throws {InvalidCaipAddressError} `Invalid CAIP-10 address: {value}` when it has not three parts
 * or its namespace is not a known one.
 * @example
 * splitCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')
 * // { caipNetworkId: 'eip155:1', address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb' }
 */
export function splitCaipAddress(value: string): SplitCaipAddressReturnType {
  const parts = typeof value === 'string' ? value.split(':') : []
  if (parts.length !== 3 || parts.some((part) => part === ''))
    throw new InvalidCaipAddressError(String(value), { details: 'not namespace:reference:address' })
  const [namespace, reference, address] = parts as [string, string, string]
  if (!isChainNamespace(namespace))
    throw new InvalidCaipAddressError(value, { details: `unknown namespace ${namespace}` })
  return { caipNetworkId: `${namespace}:${reference}`, address }
}
