import { InvalidCaipNetworkIdError } from '../errors/caip'
import { checkReference } from './checkReference'
import { isChainNamespace } from './isChainNamespace'
import { type ChainNamespace, knownNamespaces } from './knownNamespaces'

/** Result of {@link parseCaipNetworkId}. */
export type ParseCaipNetworkIdReturnType = {
  namespace: ChainNamespace
  reference: string
}
/** Errors {@link parseCaipNetworkId} may throw. */
export type ParseCaipNetworkIdErrorType = InvalidCaipNetworkIdError

/**
 * Parses a CAIP-2 network id `namespace:reference`. It needs exactly two non-empty parts, a known
 * namespace and a reference valid for that namespace (see `checkReference`). Legacy Solana
 * mainnet/devnet references are returned as the current ones.
 *
 * @throws {InvalidCaipNetworkIdError} `Invalid CAIP-2 network id: {value}`.
 * @example
 * parseCaipNetworkId('eip155:31337') // { namespace: 'eip155', reference: '31337' }
 */
export function parseCaipNetworkId(value: string): ParseCaipNetworkIdReturnType {
  if (typeof value !== 'string') {
    throw new InvalidCaipNetworkIdError(String(value), { details: 'not a string' })
  }
  const parts = value.split(':')
  if (parts.length !== 2) {
    throw new InvalidCaipNetworkIdError(value, {
      details: `expected 2 parts separated by ":", got ${parts.length}`,
    })
  }
  const [namespace = '', reference = ''] = parts
  if (!namespace || !reference) {
    throw new InvalidCaipNetworkIdError(value, { details: 'a part is empty' })
  }
  if (!isChainNamespace(namespace)) {
    throw new InvalidCaipNetworkIdError(value, {
      details: `unknown namespace "${namespace}" (known: ${knownNamespaces.join(', ')})`,
    })
  }
  const checked = checkReference(namespace, reference)
  if ('details' in checked) throw new InvalidCaipNetworkIdError(value, { details: checked.details })
  return { namespace, reference: checked.reference }
}
