import { randomUUID } from 'node:crypto'
import { formatUnits } from 'viem'
import type { TokenLists } from '../balances/tokenListSchema'
import type { PriceSource, UsdPrice } from '../prices/priceSource'
import type { Treasury } from './createTreasury'
import { fiatCents, formatCents } from './fiatCents'
import type { OnrampProvider, OnrampQuote } from './onrampProvider'
import { quoteSandboxPurchase } from './quoteSandboxPurchase'
import { type SandboxItem, sellableItems, toPurchaseCurrencies } from './sellableItems'

export type { SandboxItem }
/** A sandbox quote with what an order stores. */
export type SandboxQuote = {
  item: SandboxItem
  quote: OnrampQuote
  feeCents: bigint
  networkFeeCents: bigint
  purchaseAmount: bigint
}

export type CreateSandboxProviderParameters = {
  /** The chains it settles on that have a node and a priced token list. */
  chains: readonly string[]
  tokenLists: TokenLists
  priceSource: PriceSource
  treasury: Treasury
  feeBps: number
  /** The payment limits it accepts (the SPEC's card limits). */
  cardLimits: { min: string; max: string }
}
export type SandboxProvider = OnrampProvider & {
  /** The chains it settles on. */
  chains: readonly string[]
  /** The card limits it accepts, in cents. */
  limitsCents: { min: bigint; max: bigint }
  /** The tokens it sells on `network` (the chain's USD token and native currency). */
  items(network: string): SandboxItem[]
  /** Prices a purchase of `item` for `paymentTotalCents` (USD only); throws when it cannot. */
  quoteItem(item: SandboxItem, paymentTotalCents: bigint): Promise<SandboxQuote>
}

/**
 * The sandbox on-ramp provider: sells each configured chain's USD token (priced at 1 USD) and
 * native currency (priced by the chain's price source) for USD by test card, at `feeBps`, and
 * lists only what the treasury holds. It reads the chain, so a dead node makes it fail (the
 * routes then fall back as SPEC §8 says).
 *
 * @example
 * const sandbox = createSandboxProvider({ chains: ['eip155:31337'], tokenLists, priceSource, treasury, feeBps: 100, cardLimits })
 * await sandbox.quote({ symbol: 'pUSD', network: 'eip155:31337', paymentCurrency: 'USD', paymentTotalCents: 10000n })
 */
export function createSandboxProvider(
  parameters: CreateSandboxProviderParameters,
): SandboxProvider {
  const { chains, tokenLists, priceSource, treasury, feeBps, cardLimits } = parameters
  const items = (network: string): SandboxItem[] =>
    chains.includes(network) ? sellableItems(tokenLists, network) : []
  const priceOf = async (item: SandboxItem): Promise<UsdPrice> => {
    if (item.asset !== 'native') return { numerator: 1n, denominator: 1n }
    const [price] = await priceSource.getUsdPrices({
      caipNetworkId: item.network,
      tokens: [{ address: 'native' }],
    })
    if (!price) throw new Error(`No price for ${item.symbol} on ${item.network}`)
    return price
  }
  const limitsCents = { min: fiatCents(cardLimits.min) ?? 0n, max: fiatCents(cardLimits.max) ?? 0n }
  const quoteItem = async (item: SandboxItem, paymentTotalCents: bigint) => {
    if (paymentTotalCents < limitsCents.min || paymentTotalCents > limitsCents.max)
      throw new RangeError('Outside the card limits')
    const priced = quoteSandboxPurchase({
      paymentTotalCents,
      feeBps,
      networkFeeCents: 0n,
      price: await priceOf(item),
      decimals: item.decimals,
    })
    const usd = (cents: bigint) => ({ amount: formatCents(cents), currency: 'USD' })
    return {
      item,
      feeCents: priced.feeCents,
      networkFeeCents: priced.networkFeeCents,
      purchaseAmount: priced.purchaseAmount,
      quote: {
        coinbaseFee: usd(priced.feeCents),
        networkFee: usd(priced.networkFeeCents),
        paymentSubtotal: usd(priced.subtotalCents),
        paymentTotal: usd(paymentTotalCents),
        purchaseAmount: {
          amount: formatUnits(priced.purchaseAmount, item.decimals),
          currency: item.symbol,
        },
        quoteId: randomUUID(),
      },
    }
  }
  return {
    id: 'sandbox',
    name: 'Portico Sandbox',
    feeBps: { min: feeBps, max: feeBps },
    quotes: true,
    chains,
    limitsCents,
    items,
    quoteItem,
    async options() {
      const inStock: SandboxItem[] = []
      for (const item of chains.flatMap(items))
        if ((await treasury.balanceOf(item.network, item.asset)) > 0n) inStock.push(item)
      return {
        paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', ...cardLimits }] }],
        purchaseCurrencies: toPurchaseCurrencies(inStock),
      }
    },
    async quote(request) {
      if (request.paymentCurrency !== 'USD') throw new Error('The sandbox takes USD only')
      const networks = request.network === undefined ? chains : [request.network]
      const item = networks
        .flatMap(items)
        .find((candidate) => candidate.symbol.toLowerCase() === request.symbol.toLowerCase())
      if (!item) throw new Error(`The sandbox does not sell ${request.symbol} there`)
      return (await quoteItem(item, request.paymentTotalCents)).quote
    },
  }
}
