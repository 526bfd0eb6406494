import { describe, expect, test } from 'vitest'
import { createHttpClient } from './createHttpClient'
import { generateOnrampUrl } from './generateOnrampUrl'
import { getOnrampOptions } from './getOnrampOptions'
import { getOnrampOrder } from './getOnrampOrder'
import { getOnrampQuote } from './getOnrampQuote'
import { createTestFetch } from './testFetch.test-helpers'

// The kit's on-ramp clients: the fallbacks of SPEC §8 at the fetch boundary (the answers of the
// real server are checked in apps/server/test/onramp.test.ts).
const down = () => new Response('{}', { status: 503 })
const limits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

describe('on-ramp clients', () => {
  test('options fall back to the built-in list when the server fails or answers a wrong shape', async () => {
    for (const answer of [down(), new Error('offline'), { paymentCurrencies: 1 }]) {
      const { fetch } = createTestFetch(() => answer)
      const client = createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch })
      expect(await getOnrampOptions(client)).toEqual({
        paymentCurrencies: [
          { id: 'USD', payment_method_limits: limits },
          { id: 'EUR', payment_method_limits: limits },
        ],
        purchaseCurrencies: [],
        providers: [],
        fallback: true,
      })
    }
  })

  test('a failed quote is the placeholder: every amount the payment', async () => {
    const { fetch, requests } = createTestFetch(down)
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch })
    const usd = { amount: '50.00', currency: 'USD' }
    expect(
      await getOnrampQuote(client, {
        purchaseCurrency: 'pUSD',
        paymentCurrency: 'USD',
        amount: '50.00',
        network: 'eip155:31337',
      }),
    ).toEqual({
      coinbaseFee: usd,
      networkFee: usd,
      paymentSubtotal: usd,
      paymentTotal: usd,
      purchaseAmount: usd,
      quoteId: 'placeholder',
      provider: '',
      placeholder: true,
      quotes: [],
    })
    expect(requests[0]?.body).toEqual({
      purchaseCurrency: 'pUSD',
      paymentCurrency: 'USD',
      amount: '50.00',
      network: 'eip155:31337',
    })
  })

  test('an aborted call is not turned into a fallback', async () => {
    const controller = new AbortController()
    controller.abort()
    const { fetch } = createTestFetch(() => new DOMException('aborted', 'AbortError'))
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch })
    await expect(getOnrampOptions(client, { signal: controller.signal })).rejects.toThrow()
  })

  test("the sandbox's relative checkout URL is made absolute on the base URL", async () => {
    const { fetch, requests } = createTestFetch(() => ({
      url: '/onramp/sandbox/checkout/0b6f2c1e-0000-4000-8000-000000000000',
      provider: 'sandbox',
      orderId: '0b6f2c1e-0000-4000-8000-000000000000',
    }))
    const client = createHttpClient({ baseUrl: 'https://api.example.com/portico', fetch })
    const answer = await generateOnrampUrl(client, {
      destinationWallets: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }],
      partnerUserId: 'u1',
      presetFiatAmount: 100,
    })
    expect(answer.url).toBe(
      'https://api.example.com/portico/onramp/sandbox/checkout/0b6f2c1e-0000-4000-8000-000000000000',
    )
    expect(requests[0]?.body).toMatchObject({ defaultExperience: 'buy', presetFiatAmount: 100 })
  })

  test('an order id is checked before any request', async () => {
    const { fetch, requests } = createTestFetch(down)
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch })
    await expect(getOnrampOrder(client, { id: '../x' })).rejects.toThrow(
      'getOnrampOrder needs an order id',
    )
    expect(requests).toEqual([])
  })
})
