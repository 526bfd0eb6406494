import { isSolanaAddress } from '@portico/core'
import { parseCaipAddress } from '@portico/core/caip'
import { parseServedChainId } from './parseServedChainId'

/** A CAIP-10 id on a chain the server may serve: namespace, the (normalised) CAIP-2 id and the address. */
export type ServedCaipAddress = { namespace: string; caipNetworkId: string; address: string }
export type ParseServedCaipAddressReturnType = ServedCaipAddress | undefined

/**
 * Parses a CAIP-10 id the server may be asked about: what `@portico/core` accepts and, as
 * {@link parseServedChainId} does for chains, a base58 address on any `solana:` cluster of 32
 * base58 characters (a local or private cluster such as the Portico devnet's). `undefined` if invalid.
 *
 * @example
 * parseServedCaipAddress('solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR:4Bjq…cizE')
 * // { namespace: 'solana', caipNetworkId: 'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR', address: '4Bjq…cizE' }
 */
export function parseServedCaipAddress(value: string): ParseServedCaipAddressReturnType {
  try {
    const { namespace, caipNetworkId, address } = parseCaipAddress(value)
    return { namespace, caipNetworkId, address }
  } catch {
    const split = value.lastIndexOf(':')
    const chain = split === -1 ? undefined : parseServedChainId(value.slice(0, split))
    const address = value.slice(split + 1)
    if (chain?.namespace !== 'solana' || !isSolanaAddress(address)) return undefined
    return { namespace: 'solana', caipNetworkId: chain.caipNetworkId, address }
  }
}
