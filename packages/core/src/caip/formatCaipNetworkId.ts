import type { InvalidCaipNetworkIdError } from '../errors/caip'
import type { CaipNetworkId, ChainNamespace } from './knownNamespaces'
import { parseCaipNetworkId } from './parseCaipNetworkId'

/** Parameters of {@link formatCaipNetworkId}. */
export type FormatCaipNetworkIdParameters = {
  namespace: ChainNamespace
  /** The CAIP-2 reference; a number is accepted for eip155 chain ids. */
  reference: string | number
}
/** Result of {@link formatCaipNetworkId}. */
export type FormatCaipNetworkIdReturnType = CaipNetworkId
/** Errors {@link formatCaipNetworkId} may throw. */
export type FormatCaipNetworkIdErrorType = InvalidCaipNetworkIdError

/**
 * Builds a CAIP-2 network id `namespace:reference`, with the same checks as
 * {@link parseCaipNetworkId} (a legacy Solana reference comes out as the current one).
 *
 * @throws {InvalidCaipNetworkIdError} `Invalid CAIP-2 network id: {namespace}:{reference}`.
 * @example
 * formatCaipNetworkId({ namespace: 'eip155', reference: 31337 }) // 'eip155:31337'
 */
export function formatCaipNetworkId(
  parameters: FormatCaipNetworkIdParameters,
): FormatCaipNetworkIdReturnType {
  const { namespace, reference } = parameters
  const parsed = parseCaipNetworkId(`${namespace}:${reference}`)
  return `${parsed.namespace}:${parsed.reference}`
}
