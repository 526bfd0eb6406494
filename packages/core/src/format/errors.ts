import { BaseError } from '../errors/base'

/**
 * Thrown by {@link parseAmount} (and {@link formatAmount} for a non-bigint) for input that is not a
 * plain non-negative decimal amount, or that has more decimals than the token.
 *
 * @example
 * throw new InvalidAmountError('1e5') // 'Invalid amount: 1e5'
 * throw new InvalidAmountError('1.1234567', { decimals: 6 }) // 'Amount has more than 6 decimals'
 */
export class InvalidAmountError extends BaseError {
  override name = 'InvalidAmountError'
  /** The input that was rejected. */
  readonly input: string
  /** Set when the input was refused for having more decimals than the token. */
  readonly decimals: number | undefined

  constructor(input: string, parameters: { decimals?: number; details?: string } = {}) {
    const { decimals, details } = parameters
    super(
      decimals === undefined
        ? `Invalid amount: ${input}`
        : `Amount has more than ${decimals} decimals`,
      {
        details:
          details ??
          (decimals === undefined
            ? 'expected digits with at most one dot, e.g. "1", "1.5" or ".5"'
            : `"${input}" has more digits after the dot than the token's ${decimals}`),
        docsPath: 'errors.md#amount',
      },
    )
    this.input = input
    this.decimals = decimals
  }
}

/**
 * Thrown when a `decimals` argument is not an integer from 0 to 255 (the range of ERC-20's uint8).
 *
 * @example
 * throw new InvalidDecimalsError(-1) // 'Invalid decimals: -1'
 */
export class InvalidDecimalsError extends BaseError {
  override name = 'InvalidDecimalsError'
  /** The value that was rejected. */
  readonly value: unknown

  constructor(value: unknown) {
    super(`Invalid decimals: ${String(value)}`, {
      details: 'expected an integer from 0 to 255',
      docsPath: 'errors.md#amount',
    })
    this.value = value
  }
}

/** Internal: throws {@link InvalidDecimalsError} unless `decimals` is an integer in 0..255. */
export function assertDecimals(decimals: unknown): asserts decimals is number {
  if (!Number.isInteger(decimals) || (decimals as number) < 0 || (decimals as number) > 255) {
    throw new InvalidDecimalsError(decimals)
  }
}
