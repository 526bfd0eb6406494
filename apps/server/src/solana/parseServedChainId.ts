import { parseCaipNetworkId } from '@portico/core/caip'

/** A chain id the server serves: namespace, reference and the (normalised) CAIP-2 id. */
export type ServedChainId = { namespace: string; reference: string; caipNetworkId: string }
export type ParseServedChainIdReturnType = ServedChainId | undefined

/** `solana:` + 32 base58 characters: the first 32 characters of a genesis hash (CAIP-2 profile). */
const solanaChainPattern = /^solana:([1-9A-HJ-NP-Za-km-z]{32})$/

/**
 * Parses the CAIP-2 id of a chain the server may serve: what `@portico/core` accepts (legacy
 * Solana ids mapped to current ones) and, beyond core's mainnet/testnet/devnet rule, any
 * `solana:` id of 32 base58 characters — a local or private cluster, such as the Portico devnet's
 * `solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR`. The server only ever serves the ids its operator
 * configured (`PORTICO_RPC_URLS`), so it needs no list of public clusters. `undefined` if invalid.
 *
 * @example
 * parseServedChainId('solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR') // { namespace: 'solana', … }
 * parseServedChainId('eip155:31337') // { namespace: 'eip155', reference: '31337', caipNetworkId: 'eip155:31337' }
 * parseServedChainId('solana:nope') // undefined
 */
export function parseServedChainId(value: string): ParseServedChainIdReturnType {
  try {
    const { namespace, reference } = parseCaipNetworkId(value)
    return { namespace, reference, caipNetworkId: `${namespace}:${reference}` }
  } catch {
    const reference = solanaChainPattern.exec(value)?.[1]
    return reference === undefined
      ? undefined
      : { namespace: 'solana', reference, caipNetworkId: value }
  }
}
