import { type Address, type ContractFunctionParameters, type PublicClient, parseAbi } from 'viem'
import type { ChainTokenList } from './tokenListSchema'

// Multicall3's `getEthBalance` and ERC-20's `balanceOf`: one ABI, so the calls share one type.
const balanceAbi = parseAbi([
  'function getEthBalance(address addr) view returns (uint256 balance)',
  'function balanceOf(address owner) view returns (uint256 balance)',
])

export type ReadAccountBalancesParameters = {
  /** A client of the chain with `chain.contracts.multicall3` set ({@link createChainClients}). */
  client: PublicClient
  list: Pick<ChainTokenList, 'tokens'>
  address: Address
  /** Read the state at this block (e.g. the block the history indexer reached); latest when absent. */
  blockNumber?: bigint | undefined
}
export type ReadAccountBalancesReturnType = {
  /** The native balance in wei (base units). */
  native: bigint
  /** One entry per token of the list, in order; undefined where the token's call failed. */
  tokens: (bigint | undefined)[]
}

/**
 * Reads an account's native balance and its `balanceOf` every token of the chain's list in ONE
 * `eth_call` to Multicall3 (`getEthBalance` + `balanceOf`s, `aggregate3` with failures allowed
 * per token). Throws when the node or Multicall3 does not answer, or the native read fails.
 *
 * @example
 * const { native, tokens } = await readAccountBalances({ client, list, address: '0xf39F…2266' })
 */
export async function readAccountBalances(
  parameters: ReadAccountBalancesParameters,
): Promise<ReadAccountBalancesReturnType> {
  const { client, list, address, blockNumber } = parameters
  const multicall3 = client.chain?.contracts?.multicall3?.address as Address | undefined
  if (multicall3 === undefined) throw new Error('The chain client has no Multicall3 address')
  const calls: ContractFunctionParameters<typeof balanceAbi, 'view'>[] = [
    { address: multicall3, abi: balanceAbi, functionName: 'getEthBalance', args: [address] },
    ...list.tokens.map((token) => ({
      address: token.address,
      abi: balanceAbi,
      functionName: 'balanceOf' as const,
      args: [address] as const,
    })),
  ]
  const [native, ...tokens] = await client.multicall({
    contracts: calls,
    allowFailure: true,
    batchSize: 0,
    ...(blockNumber === undefined ? {} : { blockNumber }),
  })
  if (native === undefined || native.status !== 'success')
    throw new Error(`Native balance read failed: ${native?.error?.message ?? 'no answer'}`)
  return {
    native: native.result,
    tokens: tokens.map((entry) => (entry.status === 'success' ? entry.result : undefined)),
  }
}
