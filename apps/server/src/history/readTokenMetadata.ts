import type { ChainRpc } from './createChainRpc'
import { decodeAbiText } from './decodeAbiText'

/** What the indexer knows of an ERC-20; a field is null when the contract does not answer it. */
export type TokenMetadata = {
  address: string
  name: string | null
  symbol: string | null
  decimals: number | null
}

export type ReadTokenMetadataParameters = {
  rpc: ChainRpc
  /** Token contract addresses. */
  tokens: readonly string[]
}
export type ReadTokenMetadataReturnType = TokenMetadata[]

const selectors = { name: '0x06fdde03', symbol: '0x95d89b41', decimals: '0x313ce567' } as const

function decodeDecimals(data: unknown): number | null {
  if (typeof data !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(data)) return null
  const value = BigInt(data)
  return value <= 255n ? Number(value) : null
}

/**
 * Reads `name()`, `symbol()` and `decimals()` of ERC-20 contracts with one batch of `eth_call`s.
 * A call that reverts or answers garbage gives null for that field.
 *
 * @example
 * const [ptk] = await readTokenMetadata({ rpc, tokens: ['0xddd1fd182517ca507a6876649e209c3c6bb1dc32'] })
 * // { address: '0xddd1…', name: 'Portico Token', symbol: 'PTK', decimals: 18 }
 */
export async function readTokenMetadata(
  parameters: ReadTokenMetadataParameters,
): Promise<ReadTokenMetadataReturnType> {
  const { rpc, tokens } = parameters
  const calls = tokens.flatMap((to) =>
    Object.values(selectors).map((data) => ({
      method: 'eth_call',
      params: [{ to, data }, 'latest'],
    })),
  )
  const answers = await rpc.batch(calls)
  const result = (index: number) => {
    const answer = answers[index]
    return answer !== undefined && 'result' in answer ? answer.result : undefined
  }
  return tokens.map((address, index) => ({
    address,
    name: decodeAbiText(result(index * 3)),
    symbol: decodeAbiText(result(index * 3 + 1)),
    decimals: decodeDecimals(result(index * 3 + 2)),
  }))
}
