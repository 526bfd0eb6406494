// The Buy view's strings, in English (part of `en` as `en.buy`).

export const buyEn = {
  buy: 'Buy',
  token: 'Token to buy',
  amount: 'Amount to pay (USD)',
  quoting: 'Getting quotes…',
  quotes: 'Quotes',
  fee: 'Fee',
  networkFee: 'Network fee',
  youReceive: 'You receive',
  priceOnPage: "Price on the provider's page",
  continueWith: (provider: string) => `Continue with ${provider}`,
  opening: 'Opening the provider…',
  nothingToBuy: 'Nothing can be bought on this network.',
  limits: (min: string, max: string) => `Enter an amount from ${min} to ${max} USD`,
  status: {
    awaiting_payment: 'Waiting for your payment in the other tab…',
    pending: 'Payment accepted: the tokens are on their way…',
    settled: 'Done: the tokens arrived in your wallet.',
    failed: 'The purchase failed.',
  },
  failed: 'The purchase could not be started.',
} as const
