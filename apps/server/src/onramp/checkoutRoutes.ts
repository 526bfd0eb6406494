import type { Clock } from '@portico/core/internal'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createRateLimiter } from '../http/createRateLimiter'
import { rateLimitKey } from '../rateLimitKey'
import { checkTestCard } from './checkTestCard'
import type { OnrampOrder, OrderStore } from './createOrderStore'
import type { Treasury } from './createTreasury'
import { orderIdSchema } from './onrampSchemas'
import { checkoutPagePolicy, renderCheckoutPage } from './renderCheckoutPage'
import { settleOrder } from './settleOrder'

export type CheckoutRoutesParameters = {
  store: OrderStore
  /** The sandbox's treasury; none (sandbox off): orders are shown but never paid. */
  treasury: Treasury | undefined
  clock: Pick<Clock, 'now'>
  /** Card submissions per minute per client address (IPv6: per /64). */
  checkoutsPerMinute: number
  /** Most paid out to one recipient, and in all, in 24 hours (cents of the payment currency). */
  dailyCaps: { recipientCents: number; totalCents: number }
}

const day = 24 * 60 * 60_000

/** How long an order's quote can be paid (then it fails: the price may have moved). */
export const quoteLifetimeMs = 30 * 60_000

const tags = ['onramp']
const params = z.object({ id: orderIdSchema })

/**
 * The sandbox provider's hosted checkout, server-rendered with no script:
 * `GET /onramp/sandbox/checkout/:id` shows the order's quote and a card form;
 * `POST` (form-encoded `number`, `expiry`, `cvc`; rate-limited per address) checks the test card,
 * claims the order once (a double submit shows the status, it never pays twice) and settles it
 * on the chain from the treasury before answering the status page. A declined card fails the
 * order, and so does a quote older than {@link quoteLifetimeMs} (410); a mistyped field shows the
 * form again (422). An order that would take the recipient's or the sandbox's payouts of the last
 * 24 hours past `dailyCaps` is not paid (429, the order stays payable later). Card data is never
 * stored or logged.
 *
 * @example
 * await app.register(checkoutRoutes, { store, treasury, clock, checkoutsPerMinute: 10,
 *   dailyCaps: { recipientCents: 1_000_000, totalCents: 10_000_000 } })
 */
export async function checkoutRoutes(
  fastify: FastifyInstance,
  parameters: CheckoutRoutesParameters,
): Promise<void> {
  const { store, treasury, clock } = parameters
  const limiter = createRateLimiter({ perMinute: parameters.checkoutsPerMinute, clock })
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // Scoped to this plugin: the rest of the API takes JSON only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  const page = (reply: FastifyReply, code: number, order: OnrampOrder, error?: string) =>
    reply
      .code(code)
      .header('content-security-policy', checkoutPagePolicy)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderCheckoutPage({ order, error }))
  const notFound = (reply: FastifyReply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('Unknown order')

  app.get(
    '/onramp/sandbox/checkout/:id',
    {
      schema: {
        summary: "The sandbox's checkout page (HTML): the quote and a test-card form",
        tags,
        params,
      },
    },
    async (request, reply) => {
      const order = await store.find(request.params.id)
      return order ? page(reply, 200, order) : notFound(reply)
    },
  )

  app.post(
    '/onramp/sandbox/checkout/:id',
    {
      schema: {
        summary: 'Pays a sandbox order by test card (form post) and settles it on the chain',
        tags,
        params,
        consumes: ['application/x-www-form-urlencoded'],
        body: z.object({
          number: z.string().max(40),
          expiry: z.string().max(10),
          cvc: z.string().max(10),
        }),
      },
    },
    async (request, reply) => {
      const decision = limiter.take(rateLimitKey(request.ip))
      if (!decision.allowed) {
        const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000))
        return reply
          .code(429)
          .header('retry-after', String(seconds))
          .type('text/plain; charset=utf-8')
          .send(`Too many attempts: retry in ${seconds} s`)
      }
      const order = await store.find(request.params.id)
      if (!order) return notFound(reply)
      if (order.status !== 'awaiting_payment') return page(reply, 200, order)
      if (!treasury) return page(reply, 503, order, 'The sandbox provider is turned off.')
      const now = new Date(clock.now())
      if (now.getTime() - order.createdAt.getTime() > quoteLifetimeMs) {
        await store.claim(order.id, 'failed', now, 'The quote expired: start a new purchase.')
        return page(reply, 410, (await store.find(order.id)) ?? order)
      }
      const card = checkTestCard({ ...request.body, now })
      if (card.outcome === 'invalid') return page(reply, 422, order, card.message)
      if (card.outcome === 'declined') {
        await store.claim(order.id, 'failed', now, 'Your card was declined.')
        return page(reply, 402, (await store.find(order.id)) ?? order)
      }
      const claimed = await store.claimWithinCaps(order, {
        now,
        since: new Date(now.getTime() - day),
        recipientCents: BigInt(parameters.dailyCaps.recipientCents),
        totalCents: BigInt(parameters.dailyCaps.totalCents),
      })
      if (claimed === 'recipientCap')
        return page(
          reply,
          429,
          order,
          "This address reached the sandbox's daily limit: try again tomorrow.",
        )
      if (claimed === 'totalCap')
        return page(reply, 429, order, 'The sandbox reached its daily limit: try again tomorrow.')
      if (claimed === 'claimed')
        await settleOrder({
          order,
          store,
          treasury,
          clock,
          onError: (error) => request.log.error({ err: error, order: order.id }, 'onramp settle'),
        })
      return page(reply, 200, (await store.find(order.id)) ?? order)
    },
  )
}
