import type {
  AdapterWaitForTransactionParameters,
  AdapterWaitForTransactionReturnType,
} from '@portico/core/internal'
import type { Config } from '@wagmi/core'
import type { Hex } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { getChainClient } from './getChainClient'

export type WaitForTransactionParameters = AdapterWaitForTransactionParameters
export type WaitForTransactionReturnType = AdapterWaitForTransactionReturnType

/**
 * Waits for a transaction's receipt and reports whether it reverted, and the fee it paid
 * (`gasUsed × effectiveGasPrice`). Unlike wagmi's own wait, a revert is a result, not a throw.
 *
 * @example
 * const { status, fee } = await waitForTransaction(config, { hash, chainId: 31337 })
 */
export async function waitForTransaction(
  config: Config,
  parameters: WaitForTransactionParameters,
): Promise<WaitForTransactionReturnType> {
  const { hash, chainId } = parameters
  const client = getChainClient(config, chainId)
  const receipt = await waitForTransactionReceipt(client, { hash: hash as Hex })
  return {
    status: receipt.status,
    fee: receipt.gasUsed * receipt.effectiveGasPrice,
  }
}
