// The Swap view's strings, in English (part of `en` as `en.swap`).

export const swapEn = {
  swap: 'Swap',
  youPay: 'You pay',
  youReceive: 'You receive',
  quotedAmount: 'Quoted amount',
  amount: 'Amount to swap',
  max: 'Max',
  flip: 'Switch tokens',
  chooseToken: 'Choose a token',
  balanceOf: (balance: string, symbol: string) => `Balance: ${balance} ${symbol}`,
  quoting: 'Getting a quote…',
  rate: 'Rate',
  rateOf: (from: string, rate: string, to: string) => `1 ${from} = ${rate} ${to}`,
  priceImpact: 'Price impact',
  minimumReceived: 'Minimum received',
  slippage: (percent: number) => `Slippage tolerance: ${percent} %`,
  networkFee: 'Network fee (estimated)',
  networkFeeApproval: 'Network fee of the approval (estimated)',
  unknown: 'Unknown',
  approveAndSwap: (symbol: string) => `Approve ${symbol} and swap`,
  confirm: 'Swap',
  getQuote: 'Get a new quote',
  approving: (symbol: string) => `Approve ${symbol} in your wallet…`,
  swapping: 'Confirm the swap in your wallet…',
  swapped: (paid: string, received: string) => `Swapped ${paid} for ${received}`,
  viewOnExplorer: 'View on explorer',
  loadingTokens: 'Loading tokens…',
  // Our own checks and failures; the SPEC §8 texts are core's, verbatim.
  errors: {
    SwapInsufficientBalanceError: (e: { symbol?: string }) => `Insufficient ${e.symbol} balance`,
    SwapNoLiquidityError: () => 'No liquidity for this swap',
    SwapFeeAboveBalanceError: (e: { symbol?: string }) =>
      `Not enough ${e.symbol} to pay the network fee`,
    SwapSlippageExceededError: () =>
      'The price moved beyond the 1 % slippage tolerance: nothing was swapped',
    SwapWouldFailError: () => 'The swap would fail: get a new quote',
  } as Record<string, (error: { symbol?: string }) => string>,
} as const
