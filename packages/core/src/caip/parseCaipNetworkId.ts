import { InvalidCaipNetworkIdError } from '../errors/caip'
import { checkReference } from './checkReference'
import { isChainNamespace } from './isChainNamespace'
import { type ChainNamespace, knownNamespaces } from './knownNamespaces'

const referencePattern = /^[-_a-zA-Z0-9]{1,32}$/

/** Result of {@link parseCaipNetworkId}. */
export type ParseCaipNetworkIdReturnType = {
  namespace: ChainNamespace
  reference: string
}
/** Options of {@link parseCaipNetworkId}. */
export type ParseCaipNetworkIdOptions = {
  /**
   * Networks the app configured explicitly (their CAIP-2 ids). An id listed here is accepted when
   * it fits the CAIP-2 grammar even if the namespace profile would refuse it — e.g. a local
   * Solana cluster `solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR`, outside SPEC §5's mainnet, testnet
   * and devnet. Ids from elsewhere (a wallet, a URL) still meet the profile.
   */
  networks?: readonly (string | { caipNetworkId: string })[] | undefined
}
/** Errors {@link parseCaipNetworkId} may throw. */
export type ParseCaipNetworkIdErrorType = InvalidCaipNetworkIdError

/**
 * Parses a CAIP-2 network id `namespace:reference`. It needs exactly two non-empty parts, a known
 * namespace and a reference valid for that namespace (see `checkReference`). Legacy Solana
 * mainnet/devnet references are returned as the current ones. With `options.networks`, an id the
 * app configured itself is accepted as it is (the lead's rule for local Solana clusters).
 *
 * @throws {InvalidCaipNetworkIdError} `Invalid CAIP-2 network id: {value}`.
 * @example
 * parseCaipNetworkId('eip155:31337') // { namespace: 'eip155', reference: '31337' }
 * parseCaipNetworkId('solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR', { networks: [localSolana] })
 * // { namespace: 'solana', reference: 'GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR' }
 */
export function parseCaipNetworkId(
  value: string,
  options: ParseCaipNetworkIdOptions = {},
): ParseCaipNetworkIdReturnType {
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
  const configured = options.networks?.some(
    (network) => (typeof network === 'string' ? network : network.caipNetworkId) === value,
  )
  if (configured && referencePattern.test(reference)) return { namespace, reference }
  const checked = checkReference(namespace, reference)
  if ('details' in checked) throw new InvalidCaipNetworkIdError(value, { details: checked.details })
  return { namespace, reference: checked.reference }
}
