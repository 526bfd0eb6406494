import { randomUUID } from 'node:crypto'
import { isEvmAddress } from '@portico/core'
import { type Clock, DEFAULT_ONRAMP_PAYMENT_CURRENCIES } from '@portico/core/internal'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { type Address, getAddress } from 'viem'
import { z } from 'zod'
import { projectIdSchema } from '../balances/apiSchemas'
import { kitQuery } from '../convert/convertSchemas'
import { errorBody } from '../openapi/errorBody'
import { buildProviderUrl } from './buildProviderUrl'
import type { OrderStore } from './createOrderStore'
import type { SandboxProvider } from './createSandboxProvider'
import { fiatCents, formatCents } from './fiatCents'
import { type OnrampOptions, type OnrampProvider, placeholderQuote } from './onrampProvider'
import {
  currencyRefSchema,
  fiatAmountSchema,
  orderIdSchema,
  orderSchema,
  paymentCurrencySchema,
  providerSchema,
  purchaseCurrencySchema,
  quoteSchema,
} from './onrampSchemas'
import { toOrderAnswer } from './toOrderAnswer'

export type OnrampRoutesParameters = {
  /** The providers that quote, in order of preference (the sandbox when enabled). */
  providers: readonly OnrampProvider[]
  sandbox: SandboxProvider | undefined
  /** URL generators of real providers: Coinbase's app id, Meld's public key. */
  urlKeys: { coinbase?: string | undefined; meld?: string | undefined }
  /** The purchase currencies listed when every provider fails (the server's own chains). */
  fallbackPurchaseCurrencies: OnrampOptions['purchaseCurrencies']
  store: OrderStore
  projects: { has(projectId: string): boolean }
  clock: Pick<Clock, 'now'>
  /** Prefix of the checkout URL (`PORTICO_PUBLIC_URL`); none: a server-relative path. */
  publicUrl?: string | undefined
}

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 429: errorBody, 502: errorBody }
const tags = ['onramp']
/** SPEC §8's fallback payment currencies (USD and EUR; card and ACH limits). */
const fallbackPaymentCurrencies = DEFAULT_ONRAMP_PAYMENT_CURRENCIES.map((currency) => ({
  id: currency.id,
  payment_method_limits: currency.payment_method_limits.map((limit) => ({ ...limit })),
}))
const codeOf = (ref: z.infer<typeof currencyRefSchema>) =>
  typeof ref === 'string' ? ref : (ref.symbol ?? ref.id ?? '')

/** The widest limits of `currency` over its payment methods (SPEC §8's list). */
function limitsOf(currency: string): { min: bigint; max: bigint } | undefined {
  const known = fallbackPaymentCurrencies.find((entry) => entry.id === currency)
  if (!known) return undefined
  const cents = known.payment_method_limits.map((limit) => ({
    min: fiatCents(limit.min) ?? 0n,
    max: fiatCents(limit.max) ?? 0n,
  }))
  return {
    min: cents.reduce((low, limit) => (limit.min < low ? limit.min : low), cents[0]?.min ?? 0n),
    max: cents.reduce((high, limit) => (limit.max > high ? limit.max : high), 0n),
  }
}

/**
 * The on-ramp routes of SPEC §7: `GET /v1/onramp/options` (every quoting provider's currencies
 * merged; SPEC §8's built-in list when all fail), `POST /v1/onramp/quote` (one quote per
 * provider with its fees; the placeholder quote for a provider that fails),
 * `POST /v1/generators/onrampurl` (the provider's page: Coinbase or Meld from config, or the
 * sandbox's checkout, which stores an order with its quote) and `GET /v1/onramp/orders/:id`
 * (a sandbox order's status, for the app to poll).
 *
 * @example
 * await app.register(onrampRoutes, { providers: [sandbox], sandbox, urlKeys: {}, fallbackPurchaseCurrencies: [], store, projects, clock })
 */
export async function onrampRoutes(
  fastify: FastifyInstance,
  parameters: OnrampRoutesParameters,
): Promise<void> {
  const { providers, sandbox, urlKeys, store, projects, clock } = parameters
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const refuse = (reply: FastifyReply, code: 400 | 401 | 404 | 502, message: string) =>
    reply.code(code).send({
      error: { 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found', 502: 'Bad Gateway' }[
        code
      ],
      message,
    })
  const unknownProject = (projectId: string) => !projects.has(projectId)

  app.get(
    '/v1/onramp/options',
    {
      schema: {
        summary: 'What can be bought and paid with, merged over the providers',
        description:
          "When no provider answers, SPEC §8's built-in list: USD and EUR (card 10.00–7500.00, ACH 10.00–25000.00) and the server's chains' tokens, with `fallback: true`.",
        tags,
        querystring: z.object(kitQuery),
        response: {
          200: z.object({
            paymentCurrencies: z.array(paymentCurrencySchema),
            purchaseCurrencies: z.array(purchaseCurrencySchema),
            providers: z.array(providerSchema),
            fallback: z.boolean(),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { projectId } = request.query
      if (unknownProject(projectId)) return refuse(reply, 401, `Unknown projectId: ${projectId}`)
      const answers = await Promise.all(
        providers.map((provider) =>
          provider.quotes ? provider.options().catch(() => undefined) : undefined,
        ),
      )
      const listed = answers.filter((answer): answer is OnrampOptions => answer !== undefined)
      const described = [
        ...providers.map(({ id, name, feeBps, quotes }) => ({ id, name, feeBps, quotes })),
      ]
      if (listed.length === 0 || listed.every((answer) => answer.purchaseCurrencies.length === 0))
        return {
          paymentCurrencies: fallbackPaymentCurrencies,
          purchaseCurrencies: parameters.fallbackPurchaseCurrencies,
          providers: described,
          fallback: true,
        }
      const payment = new Map<string, OnrampOptions['paymentCurrencies'][number]>()
      const purchase = new Map<string, OnrampOptions['purchaseCurrencies'][number]>()
      for (const answer of listed) {
        for (const currency of answer.paymentCurrencies)
          if (!payment.has(currency.id)) payment.set(currency.id, currency)
        for (const currency of answer.purchaseCurrencies)
          if (!purchase.has(currency.symbol)) purchase.set(currency.symbol, currency)
      }
      return {
        paymentCurrencies: [...payment.values()],
        purchaseCurrencies: [...purchase.values()],
        providers: described,
        fallback: false,
      }
    },
  )

  app.post(
    '/v1/onramp/quote',
    {
      schema: {
        summary: 'What `amount` of the payment currency buys, per provider, with the fees',
        description:
          "The top-level fields are the first real quote (the requested provider's when `provider` is set). A provider that fails, or only generates URLs, gets SPEC §8's placeholder quote (every amount = the payment, `placeholder: true`).",
        tags,
        querystring: z.object({ projectId: projectIdSchema.optional() }),
        body: z.object({
          projectId: projectIdSchema.optional(),
          purchaseCurrency: currencyRefSchema.describe('symbol, or the options entry'),
          paymentCurrency: currencyRefSchema.describe('code, or the options entry'),
          amount: fiatAmountSchema.describe('What the buyer pays in all, e.g. "100.00"'),
          network: z.string().max(100).describe('CAIP-2 id of the chain to receive on'),
          provider: z.string().max(50).optional(),
        }),
        response: {
          200: quoteSchema.extend({
            provider: z.string(),
            placeholder: z.boolean(),
            quotes: z.array(quoteSchema.extend({ provider: z.string(), placeholder: z.boolean() })),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const body = request.body
      const projectId = body.projectId ?? request.query.projectId
      if (projectId === undefined) return refuse(reply, 400, 'Missing query parameter "projectId"')
      if (unknownProject(projectId)) return refuse(reply, 401, `Unknown projectId: ${projectId}`)
      const currency = codeOf(body.paymentCurrency).toUpperCase()
      const symbol = codeOf(body.purchaseCurrency)
      const cents = fiatCents(body.amount)
      if (cents === undefined)
        return refuse(
          reply,
          400,
          'Invalid body field "amount": must be a decimal amount with at most 2 decimals',
        )
      const limits = limitsOf(currency)
      if (!limits)
        return refuse(reply, 400, `Unsupported payment currency: ${currency.slice(0, 10)}`)
      if (cents < limits.min || cents > limits.max)
        return refuse(
          reply,
          400,
          `The amount must be from ${formatCents(limits.min)} to ${formatCents(limits.max)} ${currency}`,
        )
      if (symbol === '') return refuse(reply, 400, 'Invalid body field "purchaseCurrency"')
      const chosen = body.provider
        ? providers.filter((provider) => provider.id === body.provider)
        : providers
      if (chosen.length === 0)
        return refuse(reply, 400, `Unknown provider: ${String(body.provider).slice(0, 50)}`)
      const network = /^eip155:\d{1,20}$/.test(body.network) ? body.network : undefined
      const amount = formatCents(cents)
      const quotes = await Promise.all(
        chosen.map(async (provider) => {
          const quote = provider.quotes
            ? await provider
                .quote({ symbol, network, paymentCurrency: currency, paymentTotalCents: cents })
                .catch(() => undefined)
            : undefined
          return quote
            ? { ...quote, provider: provider.id, placeholder: false }
            : { ...placeholderQuote(amount, currency), provider: provider.id, placeholder: true }
        }),
      )
      const best = quotes.find((quote) => !quote.placeholder) ?? quotes[0]
      if (!best) return refuse(reply, 400, 'No on-ramp provider is configured')
      return { ...best, quotes }
    },
  )

  app.post(
    '/v1/generators/onrampurl',
    {
      schema: {
        summary: "The provider's hosted buy page for the wallet",
        description:
          'Coinbase Onramp or Meld (configured by key) get their URL with these parameters; the sandbox stores an order with its quote and answers its checkout page (`orderId` to poll). Default provider: the sandbox when enabled, else Coinbase, else Meld.',
        tags,
        querystring: z.object({ projectId: projectIdSchema }),
        body: z.object({
          destinationWallets: z
            .array(
              z.object({
                address: z.string().max(100),
                blockchains: z.array(z.string().max(100)).max(50).optional(),
                assets: z.array(z.string().max(50)).max(50).optional(),
                supportedNetworks: z.array(z.string().max(100)).max(50).optional(),
              }),
            )
            .min(1)
            .max(10),
          partnerUserId: z.string().min(1).max(49),
          defaultNetwork: z.string().max(100).optional(),
          defaultExperience: z.enum(['buy', 'send']).optional(),
          presetCryptoAmount: z.number().positive().optional(),
          presetFiatAmount: z.number().positive().optional(),
          provider: z.enum(['sandbox', 'coinbase', 'meld']).optional(),
        }),
        response: {
          200: z.object({
            url: z.string(),
            provider: z.string(),
            orderId: z.string().optional().describe('The sandbox order to poll'),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { projectId } = request.query
      if (unknownProject(projectId)) return refuse(reply, 401, `Unknown projectId: ${projectId}`)
      const body = request.body
      const provider =
        body.provider ??
        (sandbox ? 'sandbox' : urlKeys.coinbase ? 'coinbase' : urlKeys.meld ? 'meld' : undefined)
      if (provider === undefined) return refuse(reply, 400, 'No on-ramp provider is configured')
      if (provider !== 'sandbox') {
        const key = urlKeys[provider]
        if (!key) return refuse(reply, 400, `The ${provider} provider is not configured`)
        return { url: buildProviderUrl({ ...body, provider, key }), provider }
      }
      if (!sandbox) return refuse(reply, 400, 'The sandbox provider is not configured')
      const [wallet] = body.destinationWallets
      if (!wallet?.address.startsWith('0x') || !isEvmAddress(wallet.address))
        return refuse(reply, 400, 'The sandbox sends to an EVM address (0x…)')
      const candidates = (
        body.defaultNetwork === undefined ? sandbox.chains : [body.defaultNetwork]
      ).flatMap(sandbox.items)
      const wanted = wallet.assets?.[0]
      const item = candidates.find(
        (candidate) =>
          wanted === undefined || candidate.symbol.toLowerCase() === wanted.toLowerCase(),
      )
      if (!item) return refuse(reply, 400, 'The sandbox does not sell this asset on this network')
      if (body.presetFiatAmount === undefined)
        return refuse(reply, 400, 'The sandbox needs presetFiatAmount (USD)')
      const cents = fiatCents(body.presetFiatAmount.toFixed(2))
      const limits = sandbox.limitsCents
      if (cents === undefined || cents < limits.min || cents > limits.max)
        return refuse(
          reply,
          400,
          `The amount must be from ${formatCents(limits.min)} to ${formatCents(limits.max)} USD`,
        )
      const priced = await sandbox.quoteItem(item, cents).catch(() => undefined)
      if (!priced) return refuse(reply, 502, 'The sandbox could not price this purchase')
      const id = randomUUID()
      await store.create({
        id,
        projectId,
        provider: 'sandbox',
        network: item.network,
        asset: item.asset,
        symbol: item.symbol,
        decimals: item.decimals,
        recipient: getAddress(wallet.address) as Address,
        partnerUserId: body.partnerUserId,
        paymentCurrency: 'USD',
        paymentTotalCents: cents.toString(),
        feeCents: priced.feeCents.toString(),
        networkFeeCents: priced.networkFeeCents.toString(),
        purchaseAmount: priced.purchaseAmount.toString(),
        createdAt: new Date(clock.now()),
      })
      return {
        url: `${parameters.publicUrl ?? ''}/onramp/sandbox/checkout/${id}`,
        provider: 'sandbox',
        orderId: id,
      }
    },
  )

  app.get(
    '/v1/onramp/orders/:id',
    {
      schema: {
        summary: 'A sandbox order: awaiting_payment → pending → settled | failed, with its tx hash',
        tags,
        params: z.object({ id: orderIdSchema }),
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const order = await store.find(request.params.id)
      if (!order) return refuse(reply, 404, 'Unknown order')
      return toOrderAnswer(order)
    },
  )
}
