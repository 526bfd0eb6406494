/** A payment currency and its payment-method limits (SPEC §3), e.g. USD card 10.00–7500.00. */
export type PaymentCurrency = {
  id: string
  payment_method_limits: { id: string; min: string; max: string }[]
}
/** A token one can buy and the networks it comes on (SPEC §3). */
export type PurchaseCurrency = {
  id: string
  name: string
  symbol: string
  networks: { name: string; display_name: string; chain_id: string; contract_address: string }[]
}
export type OnrampOptions = {
  paymentCurrencies: PaymentCurrency[]
  purchaseCurrencies: PurchaseCurrency[]
}
export type QuoteAmount = { amount: string; currency: string }
/** SPEC §3's quote; `coinbaseFee` is the provider's fee, whichever the provider. */
export type OnrampQuote = {
  coinbaseFee: QuoteAmount
  networkFee: QuoteAmount
  paymentSubtotal: QuoteAmount
  paymentTotal: QuoteAmount
  purchaseAmount: QuoteAmount
  quoteId: string
}
export type OnrampQuoteRequest = {
  /** Symbol of the token to buy, e.g. `pUSD`. */
  symbol: string
  /** CAIP-2 id of the chain to receive it on; undefined: the provider's first. */
  network: string | undefined
  paymentCurrency: string
  paymentTotalCents: bigint
}

/**
 * One on-ramp provider behind `/v1/onramp/*`. `options` and `quote` throw when the provider
 * cannot answer (the routes then use SPEC §8's fallback list and placeholder quote).
 */
export type OnrampProvider = {
  id: string
  name: string
  /** Its fee range in basis points (SPEC §1: 1–2 %). */
  feeBps: { min: number; max: number }
  /** Whether its answers are real (false: a URL generator only, no options or quotes). */
  quotes: boolean
  options(): Promise<OnrampOptions>
  quote(request: OnrampQuoteRequest): Promise<OnrampQuote>
}

/** SPEC §8's placeholder quote: every amount is the payment, so nothing is presented as a price. */
export function placeholderQuote(amount: string, currency: string): OnrampQuote {
  const value = { amount, currency }
  return {
    coinbaseFee: value,
    networkFee: value,
    paymentSubtotal: value,
    paymentTotal: value,
    purchaseAmount: value,
    quoteId: 'placeholder',
  }
}
