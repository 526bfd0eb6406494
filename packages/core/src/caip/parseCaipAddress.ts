import { InvalidCaipAddressError } from '../errors/caip'
import { checkAccountAddress } from './checkAccountAddress'
import { checkReference } from './checkReference'
import { isChainNamespace } from './isChainNamespace'
import { type CaipNetworkId, type ChainNamespace, knownNamespaces } from './knownNamespaces'
import { type ParseCaipNetworkIdOptions, parseCaipNetworkId } from './parseCaipNetworkId'

/** Result of {@link parseCaipAddress}. */
export type ParseCaipAddressReturnType = {
  namespace: ChainNamespace
  /** The CAIP-2 reference, e.g. `'1'` for Ethereum mainnet. */
  chainId: string
  address: string
  /** `namespace:chainId`. */
  caipNetworkId: CaipNetworkId
}
/** Errors {@link parseCaipAddress} may throw. */
export type ParseCaipAddressErrorType = InvalidCaipAddressError
/** Options of {@link parseCaipAddress}: the app's own networks are accepted as they are. */
export type ParseCaipAddressOptions = ParseCaipNetworkIdOptions

/**
 * Parses a CAIP-10 account id `namespace:reference:address`. It needs exactly three non-empty
 * parts, a known namespace, a valid reference (legacy Solana ids are mapped to the current ones)
 * and an address valid for the namespace (EIP-55 for eip155, 32-byte base58 for solana).
 *
 * With `options.networks`, an account on a network the app configured itself (a local Solana
 * cluster) is accepted, as in {@link parseCaipNetworkId}.
 *
 * @throws {InvalidCaipAddressError} `Invalid CAIP-10 address: {value}`.
 * @example
 * parseCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')
 * // { namespace: 'eip155', chainId: '1', address: '0xab16…5Bfcdb', caipNetworkId: 'eip155:1' }
 */
export function parseCaipAddress(
  value: string,
  options: ParseCaipAddressOptions = {},
): ParseCaipAddressReturnType {
  if (typeof value !== 'string') {
    throw new InvalidCaipAddressError(String(value), { details: 'not a string' })
  }
  const parts = value.split(':')
  if (parts.length !== 3) {
    throw new InvalidCaipAddressError(value, {
      details: `expected 3 parts separated by ":", got ${parts.length}`,
    })
  }
  const [namespace = '', reference = '', address = ''] = parts
  if (!namespace || !reference || !address) {
    throw new InvalidCaipAddressError(value, { details: 'a part is empty' })
  }
  if (!isChainNamespace(namespace)) {
    throw new InvalidCaipAddressError(value, {
      details: `unknown namespace "${namespace}" (known: ${knownNamespaces.join(', ')})`,
    })
  }
  let checked = checkReference(namespace, reference)
  if ('details' in checked && options.networks) {
    try {
      // A network the app configured itself (e.g. a local Solana cluster) is accepted as it is.
      checked = { reference: parseCaipNetworkId(`${namespace}:${reference}`, options).reference }
    } catch {}
  }
  if ('details' in checked) throw new InvalidCaipAddressError(value, { details: checked.details })
  const addressProblem = checkAccountAddress(namespace, address)
  if (addressProblem) throw new InvalidCaipAddressError(value, { details: addressProblem })
  const chainId = checked.reference
  return { namespace, chainId, address, caipNetworkId: `${namespace}:${chainId}` }
}
