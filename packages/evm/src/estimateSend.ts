import type { AdapterEstimateSendParameters, AdapterEstimateSendReturnType } from '@portico/core'
import { type Config, estimateFeesPerGas, estimateGas } from '@wagmi/core'
import type { Address } from 'viem'
import { toTransferRequest } from './toTransferRequest'

export type EstimateSendParameters = AdapterEstimateSendParameters
export type EstimateSendReturnType = AdapterEstimateSendReturnType

/**
 * Estimates a transfer (native or ERC-20) with viem through wagmi: `estimateGas` from the sender,
 * and the fee as gas × `maxFeePerGas` (EIP-1559; `gasPrice` on legacy chains) — the most it may
 * cost, which is what the balance must cover.
 *
 * @example
 * const { gas, fee } = await estimateSend(config, { from, to, amount: 10n ** 18n, chainId: 31337 })
 */
export async function estimateSend(
  config: Config,
  parameters: EstimateSendParameters,
): Promise<EstimateSendReturnType> {
  const { from, chainId } = parameters
  const chain = chainId === undefined ? {} : { chainId: Number(chainId) }
  const request = toTransferRequest(parameters)
  const [gas, fees] = await Promise.all([
    estimateGas(config, { account: from as Address, ...request, ...chain }),
    estimateFeesPerGas(config, chain),
  ])
  const perGas = fees.maxFeePerGas ?? fees.gasPrice ?? 0n
  return { gas, fee: gas * perGas }
}
