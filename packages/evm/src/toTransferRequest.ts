import { InvalidAmountError } from '@portico/core'
import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem'

/** Parameters of {@link toTransferRequest}. */
export type ToTransferRequestParameters = {
  to: string
  /** ERC-20 contract; absent for the native token. */
  token?: string | undefined
  /** Amount in the token's smallest unit. */
  amount: bigint
}

/** The transaction fields of a transfer. */
export type ToTransferRequestReturnType = { to: Address; value: bigint; data?: Hex }

/**
 * The transaction that moves `amount` to `to`: a plain value transfer for the native token, or a
 * call of the token's ERC-20 `transfer(to, amount)` with no value.
 *
 * @example
 * toTransferRequest({ to: '0x7099…79C8', amount: 1n }) // { to: '0x7099…79C8', value: 1n }
 * toTransferRequest({ to: '0x7099…79C8', token: pUSD, amount: 1n })
 * // { to: pUSD, value: 0n, data: '0xa9059cbb…' }
 */
export function toTransferRequest(
  parameters: ToTransferRequestParameters,
): ToTransferRequestReturnType {
  const { to, token, amount } = parameters
  if (typeof amount !== 'bigint' || amount < 0n) {
    throw new InvalidAmountError(String(amount), { details: 'The amount must be a bigint ≥ 0' })
  }
  if (!token) return { to: to as Address, value: amount }
  return {
    to: token as Address,
    value: 0n,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to as Address, amount],
    }),
  }
}
