import type {
  AdapterEstimateSendParameters,
  AdapterEstimateSendReturnType,
} from '@portico/core/internal'
import type { Config } from '@wagmi/core'
import { hexToBigInt, numberToHex } from 'viem'
import { estimateFeesPerGas } from 'viem/actions'
import { getChainClient } from './getChainClient'
import { toTransferRequest } from './toTransferRequest'

export type EstimateSendParameters = AdapterEstimateSendParameters
export type EstimateSendReturnType = AdapterEstimateSendReturnType

/**
 * Estimates a transfer (native or ERC-20): `eth_estimateGas` from the sender, and the fee as
 * gas × `maxFeePerGas` (viem's EIP-1559 estimate, what wallets use; `gasPrice` on legacy chains) —
 * the most it may cost, which is what the balance must cover. The gas is asked with a plain
 * `eth_estimateGas` so the page does not load viem's transaction preparation for it.
 *
 * @example
 * const { gas, fee } = await estimateSend(config, { from, to, amount: 10n ** 18n, chainId: 31337 })
 */
export async function estimateSend(
  config: Config,
  parameters: EstimateSendParameters,
): Promise<EstimateSendReturnType> {
  const { from, chainId } = parameters
  const client = getChainClient(config, chainId)
  const { to, value, data } = toTransferRequest(parameters)
  const [gas, fees] = await Promise.all([
    client
      .request({
        method: 'eth_estimateGas',
        params: [{ from: from as `0x${string}`, to, value: numberToHex(value), data }],
      })
      .then(hexToBigInt),
    estimateFeesPerGas(client),
  ])
  const perGas = fees.maxFeePerGas ?? fees.gasPrice ?? 0n
  return { gas, fee: gas * perGas }
}
