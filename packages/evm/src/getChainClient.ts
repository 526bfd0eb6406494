import { NetworkNotFoundError } from '@portico/core'
import type { AdapterWaitForTransactionParameters } from '@portico/core/internal'
import { type Config, type GetClientReturnType, getClient } from '@wagmi/core'

export type GetChainClientReturnType = NonNullable<GetClientReturnType<Config>>

/**
 * The viem client of one of the adapter's chains (`chainId` as a number or a string of digits), or
 * of the current chain without one. A chain the adapter was not created with throws
 * `NetworkNotFoundError` (`Network not found`, SPEC §8).
 *
 * @example
 * const client = getChainClient(config, 31337)
 */
export function getChainClient(
  config: Config,
  chainId: AdapterWaitForTransactionParameters['chainId'],
): GetChainClientReturnType {
  const client = getClient(config, chainId === undefined ? {} : { chainId: Number(chainId) })
  if (!client) throw new NetworkNotFoundError({ details: `No client for chain ${String(chainId)}` })
  return client
}
