import {
  SendAmountDecimalsError,
  SendAmountInvalidError,
  SendAmountZeroError,
  SendTokenRequiredError,
} from '../errors/send'
import { parseAmount } from '../format/parseAmount'
import type { SwapToken } from './types'

/** Parameters of {@link validateSwapAmount}. */
export type ValidateSwapAmountParameters = {
  token: Pick<SwapToken, 'symbol' | 'decimals'> | undefined
  /** The amount as typed, e.g. `1.5` (surrounding spaces are ignored). */
  amount: string
}

/** Errors {@link validateSwapAmount} throws. */
export type ValidateSwapAmountErrorType =
  | SendTokenRequiredError
  | SendAmountInvalidError
  | SendAmountDecimalsError
  | SendAmountZeroError

const amountPattern = /^(\d*)(?:\.(\d*))?$/

/**
 * Reads the amount to swap exactly (bigint, the token's smallest unit), with the send flow's
 * checks and texts: a token, a plain decimal number, at most the token's decimals, above zero.
 *
 * @throws {ValidateSwapAmountErrorType} the first rule broken.
 * @example
 * validateSwapAmount({ token: { symbol: 'pUSD', decimals: 6 }, amount: '2.5' }) // 2500000n
 */
export function validateSwapAmount(parameters: ValidateSwapAmountParameters): bigint {
  const { token } = parameters
  if (!token) throw new SendTokenRequiredError()
  const amount = parameters.amount.trim()
  const match = amountPattern.exec(amount)
  const [, integer = '', fraction = ''] = match ?? []
  if (!match || (integer === '' && fraction === '')) {
    throw new SendAmountInvalidError({ details: amount })
  }
  if (fraction.length > token.decimals && /[1-9]/.test(fraction.slice(token.decimals))) {
    throw new SendAmountDecimalsError({ symbol: token.symbol, decimals: token.decimals })
  }
  const value = parseAmount(amount, token.decimals)
  if (value === 0n) throw new SendAmountZeroError()
  return value
}
