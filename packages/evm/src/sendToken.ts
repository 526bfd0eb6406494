import { isUserRejection, TransactionDeclinedError } from '@portico/core'
import type { AdapterSendTokenParameters, AdapterSendTokenReturnType } from '@portico/core/internal'
import { type Config, sendTransaction } from '@wagmi/core'
import { toTransferRequest } from './toTransferRequest'

export type SendTokenParameters = AdapterSendTokenParameters
export type SendTokenReturnType = AdapterSendTokenReturnType

/**
 * Asks the connected wallet to send a token: native value, or an ERC-20 `transfer`. With a
 * `chainId`, wagmi refuses when the wallet sits on another chain. A user rejection (4001) throws
 * `TransactionDeclinedError` (`Transaction declined`).
 *
 * @example
 * const { hash } = await sendToken(config, { to, token: pUSD, amount: 1_000_000n, chainId: 31337 })
 */
export async function sendToken(
  config: Config,
  parameters: SendTokenParameters,
): Promise<SendTokenReturnType> {
  const { chainId } = parameters
  const request = toTransferRequest(parameters)
  try {
    const hash = await sendTransaction(config, {
      ...request,
      ...(chainId === undefined ? {} : { chainId: Number(chainId) }),
    })
    return { hash }
  } catch (cause) {
    throw isUserRejection(cause) ? new TransactionDeclinedError({ cause }) : cause
  }
}
