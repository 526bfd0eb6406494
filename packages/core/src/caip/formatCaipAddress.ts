import { InvalidCaipAddressError } from '../errors/caip'
import type { CaipAddress, ChainNamespace } from './knownNamespaces'
import { parseCaipAddress } from './parseCaipAddress'
import { parseCaipNetworkId } from './parseCaipNetworkId'

/**
 * Parameters of {@link formatCaipAddress}: the address plus either `namespace` and `chainId`
 * (the CAIP-2 reference) or a `caipNetworkId`. When both forms are given they must agree, so the
 * result of {@link parseCaipAddress} can be passed back as is.
 */
export type FormatCaipAddressParameters = { address: string } & (
  | { namespace: ChainNamespace; chainId: string | number; caipNetworkId?: string | undefined }
  | { caipNetworkId: string; namespace?: ChainNamespace | undefined; chainId?: string | number }
)
/** Result of {@link formatCaipAddress}. */
export type FormatCaipAddressReturnType = CaipAddress
/** Errors {@link formatCaipAddress} may throw. */
export type FormatCaipAddressErrorType = InvalidCaipAddressError

/**
 * Builds a CAIP-10 account id `namespace:chainId:address`, with the same checks as
 * {@link parseCaipAddress}.
 *
 * @throws {InvalidCaipAddressError} `Invalid CAIP-10 address: {value}`.
 * @example
 * formatCaipAddress({ namespace: 'eip155', chainId: 1, address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb' })
 * // 'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
 * formatCaipAddress({ caipNetworkId: 'eip155:1', address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb' })
 * // the same
 */
export function formatCaipAddress(
  parameters: FormatCaipAddressParameters,
): FormatCaipAddressReturnType {
  const { address, caipNetworkId, namespace, chainId } = parameters
  if (caipNetworkId === undefined) {
    const parsed = parseCaipAddress(`${namespace}:${chainId}:${address}`)
    return `${parsed.caipNetworkId}:${parsed.address}`
  }
  const value = `${caipNetworkId}:${address}`
  const parsed = parseCaipAddress(value)
  const mismatch =
    (namespace !== undefined && namespace !== parsed.namespace) ||
    (chainId !== undefined &&
      normalizeReference(namespace ?? parsed.namespace, chainId) !== parsed.chainId)
  if (mismatch) {
    throw new InvalidCaipAddressError(value, {
      details: `namespace ${namespace} and chainId ${chainId} do not match caipNetworkId ${caipNetworkId}`,
    })
  }
  return `${parsed.caipNetworkId}:${parsed.address}`
}

function normalizeReference(namespace: string, reference: string | number): string | undefined {
  try {
    return parseCaipNetworkId(`${namespace}:${reference}`).reference
  } catch {
    return undefined
  }
}
