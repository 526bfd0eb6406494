import { BaseError, type BaseErrorParameters } from './base'

/** Parameters every error of this file takes. */
type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/**
 * Thrown when gas price is asked for an unsupported network. Short message (SPEC): `Network not supported for Gas Price`.
 *
 * @example
 * throw new GasPriceNetworkUnsupportedError()
 */
export class GasPriceNetworkUnsupportedError extends BaseError {
  override name = 'GasPriceNetworkUnsupportedError'
  constructor(parameters: ErrorParameters = {}) {
    super('Network not supported for Gas Price', { docsPath: 'errors.md#swap', ...parameters })
  }
}

/**
 * Thrown when a swap is asked on an unsupported network. Short message (SPEC): `Network not supported for Swaps`.
 *
 * @example
 * throw new SwapNetworkUnsupportedError()
 */
export class SwapNetworkUnsupportedError extends BaseError {
  override name = 'SwapNetworkUnsupportedError'
  constructor(parameters: ErrorParameters = {}) {
    super('Network not supported for Swaps', { docsPath: 'errors.md#swap', ...parameters })
  }
}

// Portico's own swap checks (not in SPEC §8): clear texts shown before any wallet prompt, or after
// one failed. The React kit shows its catalogue's text for each (strings `swap.errors`).

/**
 * The account holds less of the token than the swap's amount.
 *
 * @example
 * throw new SwapInsufficientBalanceError({ symbol: 'pUSD' }) // 'Insufficient pUSD balance'
 */
export class SwapInsufficientBalanceError extends BaseError {
  override name = 'SwapInsufficientBalanceError'
  readonly symbol: string
  constructor(parameters: ErrorParameters & { symbol: string }) {
    const { symbol, ...rest } = parameters
    super(`Insufficient ${symbol} balance`, { docsPath: 'swaps.md#errors', ...rest })
    this.symbol = symbol
  }
}

/**
 * No pool (direct or routed) has liquidity for the pair: there is no quote.
 *
 * @example
 * throw new SwapNoLiquidityError()
 */
export class SwapNoLiquidityError extends BaseError {
  override name = 'SwapNoLiquidityError'
  constructor(parameters: ErrorParameters = {}) {
    super('No liquidity for this swap', { docsPath: 'swaps.md#errors', ...parameters })
  }
}

/**
 * The native balance does not cover the network fee (plus the amount, for a native swap).
 *
 * @example
 * throw new SwapFeeAboveBalanceError({ symbol: 'ETH' }) // 'Not enough ETH to pay the network fee'
 */
export class SwapFeeAboveBalanceError extends BaseError {
  override name = 'SwapFeeAboveBalanceError'
  readonly symbol: string
  constructor(parameters: ErrorParameters & { symbol: string }) {
    const { symbol, ...rest } = parameters
    super(`Not enough ${symbol} to pay the network fee`, { docsPath: 'swaps.md#errors', ...rest })
    this.symbol = symbol
  }
}

/**
 * The pools would give less than the minimum received (the price moved more than the slippage
 * tolerance): the swap was refused on chain and nothing was traded.
 *
 * @example
 * throw new SwapSlippageExceededError()
 */
export class SwapSlippageExceededError extends BaseError {
  override name = 'SwapSlippageExceededError'
  constructor(parameters: ErrorParameters = {}) {
    super('The price moved beyond the 1 % slippage tolerance: nothing was swapped', {
      docsPath: 'swaps.md#errors',
      ...parameters,
    })
  }
}

/**
 * The server found the swap would revert when it estimated it (its reason in `details`).
 *
 * @example
 * throw new SwapWouldFailError({ details: 'execution reverted' })
 */
export class SwapWouldFailError extends BaseError {
  override name = 'SwapWouldFailError'
  constructor(parameters: ErrorParameters = {}) {
    super('The swap would fail', { docsPath: 'swaps.md#errors', ...parameters })
  }
}
