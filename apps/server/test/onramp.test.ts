import {
  createHttpClient,
  generateOnrampUrl,
  getOnrampOptions,
  getOnrampOrder,
  getOnrampQuote,
} from '@portico/core/api'
import { createFakeClock } from '@portico/core/internal'
import { devnetTokenAbi } from '@portico/devnet'
import {
  type Address,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { devnetTokenListsPath } from '../src/balances/loadTokenLists'
import type { CreateServerReturnType } from '../src/createServer'
import { contracts, devnetClients, poolPrice } from './devnetFunds'
import { holdDevnet } from './holdDevnet'
import { startTestServer } from './startTestServer'

// Buying tokens through the sandbox provider, end to end: the server quotes, stores the order,
// serves its checkout page; the form is posted over HTTP to the listening server and the
// treasury (a fresh account of this file, never a shared one) pays on the devnet. What arrives
// is read from the chain and compared with the quote.
// This file sets balances and sends tokens: it holds the devnet (one such file at a time, reverted
// after).
holdDevnet()
const chainId = 'eip155:31337'
const rpcUrl = inject('rpcUrlByChain')[chainId] as string
const { chain, client } = devnetClients(rpcUrl, 31337)
const projectId = 'portico-local'
const clock = createFakeClock({ start: Date.now() })
const treasuryKey = generatePrivateKey()
const treasury = privateKeyToAccount(treasuryKey)
const treasuryStock = parseUnits('1000', 6)
let server: CreateServerReturnType
let baseUrl: string

beforeAll(async () => {
  // The treasury: ETH for gas and sales, and pUSD from the token's open faucet.
  await client.request({
    method: 'anvil_setBalance' as 'eth_chainId',
    params: [treasury.address, numberToHex(parseEther('100'))] as unknown as undefined,
  })
  const wallet = createWalletClient({ account: treasury, chain, transport: http(rpcUrl) })
  const hash = await wallet.writeContract({
    address: contracts.pUSD,
    abi: devnetTokenAbi,
    functionName: 'mint',
    args: [treasury.address, treasuryStock],
  })
  await client.waitForTransactionReceipt({ hash })
  server = await startTestServer(
    {
      PORTICO_TOKEN_LISTS: devnetTokenListsPath,
      PORTICO_ONRAMP_SANDBOX_KEY: treasuryKey,
      PORTICO_ONRAMP_SANDBOX_CHAINS: chainId,
      PORTICO_ONRAMP_COINBASE_APP_ID: 'portico-test-app',
      PORTICO_ONRAMP_CHECKOUT_RATE_LIMIT: '1000',
    },
    clock,
  )
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => server.close())

const post = async (url: string, payload: Record<string, unknown>) => {
  const response = await server.app.inject({ method: 'POST', url, payload })
  return { status: response.statusCode, body: response.json() }
}
const quote = (body: Record<string, unknown>) =>
  post(`/v1/onramp/quote?projectId=${projectId}`, {
    purchaseCurrency: 'pUSD',
    paymentCurrency: 'USD',
    amount: '100.00',
    network: chainId,
    ...body,
  })
const buyer = () => privateKeyToAccount(generatePrivateKey()).address
const generate = (address: Address, body: Record<string, unknown> = {}) =>
  post(`/v1/generators/onrampurl?projectId=${projectId}`, {
    destinationWallets: [{ address, assets: ['pUSD'] }],
    partnerUserId: 'user-1',
    defaultNetwork: chainId,
    defaultExperience: 'buy',
    presetFiatAmount: 100,
    ...body,
  })
const order = async (id: string) => (await server.app.inject(`/v1/onramp/orders/${id}`)).json()
const pay = (url: string, card: Record<string, string>) =>
  fetch(new URL(url, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(card).toString(),
  })
const approved = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }
const pUsdOf = (address: Address) =>
  client.readContract({
    address: contracts.pUSD,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

describe('options and quotes', () => {
  test("options: the sandbox's stock on its chain, USD by card, both providers", async () => {
    const response = await server.app.inject(`/v1/onramp/options?projectId=${projectId}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
      ],
      purchaseCurrencies: [
        {
          id: 'pUSD',
          name: 'Portico USD',
          symbol: 'pUSD',
          networks: [
            {
              name: chainId,
              display_name: chainId,
              chain_id: '31337',
              contract_address: contracts.pUSD,
            },
          ],
        },
        {
          id: 'ETH',
          name: 'Ether',
          symbol: 'ETH',
          networks: [
            { name: chainId, display_name: chainId, chain_id: '31337', contract_address: '' },
          ],
        },
      ],
      providers: [
        { id: 'sandbox', name: 'Portico Sandbox', feeBps: { min: 100, max: 100 }, quotes: true },
        { id: 'coinbase', name: 'Coinbase Onramp', feeBps: { min: 100, max: 200 }, quotes: false },
      ],
      fallback: false,
    })
  })

  test('a pUSD quote: 1 % fee, the rest at 1 USD; Coinbase (URL only) gets the placeholder', async () => {
    const { status, body } = await quote({})
    expect(status).toBe(200)
    const sandbox = {
      coinbaseFee: { amount: '1.00', currency: 'USD' },
      networkFee: { amount: '0.00', currency: 'USD' },
      paymentSubtotal: { amount: '99.00', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '99', currency: 'pUSD' },
      quoteId: expect.any(String),
      provider: 'sandbox',
      placeholder: false,
    }
    const usd = { amount: '100.00', currency: 'USD' }
    expect(body).toEqual({
      ...sandbox,
      quotes: [
        sandbox,
        {
          coinbaseFee: usd,
          networkFee: usd,
          paymentSubtotal: usd,
          paymentTotal: usd,
          purchaseAmount: usd,
          quoteId: 'placeholder',
          provider: 'coinbase',
          placeholder: true,
        },
      ],
    })
  })

  test("an ETH quote is priced by the devnet's WETH/pUSD pool", async () => {
    const { body } = await quote({ purchaseCurrency: { symbol: 'ETH' }, amount: 250 })
    const price = await poolPrice(rpcUrl, 31337, 'WETH')
    // 250.00 − 2.50 fee = 247.50 USD of ETH.
    const wei = (24_750n * 10n ** 18n * price.denominator) / (100n * price.numerator)
    expect(body.purchaseAmount.currency).toBe('ETH')
    expect(parseEther(body.purchaseAmount.amount)).toBe(wei)
    expect(body.coinbaseFee).toEqual({ amount: '2.50', currency: 'USD' })
  })

  test.each([
    [{ amount: '9.99' }, 'The amount must be from 10.00 to 25000.00 USD'],
    [
      { amount: '25000.01', paymentCurrency: { id: 'EUR' } },
      'The amount must be from 10.00 to 25000.00 EUR',
    ],
    [
      { amount: '10.001' },
      'Invalid body field "amount": must be a decimal amount with at most 2 decimals',
    ],
    [{ paymentCurrency: 'JPY' }, 'Unsupported payment currency: JPY'],
    [{ provider: 'nobody' }, 'Unknown provider: nobody'],
  ])('quote refuses %j: %s', async (body, message) => {
    expect(await quote(body)).toEqual({ status: 400, body: { error: 'Bad Request', message } })
  })

  test('an unknown project is refused', async () => {
    const response = await server.app.inject('/v1/onramp/options?projectId=nope')
    expect(response.statusCode).toBe(401)
    expect((await post('/v1/onramp/quote?projectId=nope', { amount: 1 })).status).toBe(400)
  })
})

describe('URL generators', () => {
  test("Coinbase: its hosted page with SPEC §7's parameters", async () => {
    const address = buyer()
    const { status, body } = await generate(address, { provider: 'coinbase' })
    expect(status).toBe(200)
    const url = new URL(body.url)
    expect(url.origin + url.pathname).toBe('https://pay.coinbase.com/buy/select-asset')
    expect(url.searchParams.get('appId')).toBe('portico-test-app')
    expect(JSON.parse(url.searchParams.get('destinationWallets') ?? '')).toEqual([
      { address, assets: ['pUSD'] },
    ])
    expect(url.searchParams.get('presetFiatAmount')).toBe('100')
    expect(url.searchParams.get('defaultExperience')).toBe('buy')
  })

  test.each([
    [{ provider: 'meld' }, 'The meld provider is not configured'],
    [{ destinationWallets: [{ address: '0x1234' }] }, 'The sandbox sends to an EVM address (0x…)'],
    [{ presetFiatAmount: undefined }, 'The sandbox needs presetFiatAmount (USD)'],
    [{ presetFiatAmount: 7500.01 }, 'The amount must be from 10.00 to 7500.00 USD'],
    [{ defaultNetwork: 'eip155:31338' }, 'The sandbox does not sell this asset on this network'],
  ])('refuses %j: %s', async (body, message) => {
    expect(await generate(buyer(), body)).toEqual({
      status: 400,
      body: { error: 'Bad Request', message },
    })
  })

  test('order ids are checked by shape; an unknown one is 404', async () => {
    expect((await server.app.inject('/v1/onramp/orders/1%00')).statusCode).toBe(400)
    const unknown = await server.app.inject(`/v1/onramp/orders/${crypto.randomUUID()}`)
    expect(unknown.statusCode).toBe(404)
  })
})

describe('sandbox checkout', () => {
  test('pays by test card over HTTP: the quoted pUSD arrives exactly, once', async () => {
    const address = buyer()
    const { body: quoted } = await quote({})
    const { status, body } = await generate(address)
    expect(status).toBe(200)
    expect(body).toEqual({
      url: `/onramp/sandbox/checkout/${body.orderId}`,
      provider: 'sandbox',
      orderId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    expect(await order(body.orderId)).toMatchObject({
      status: 'awaiting_payment',
      asset: `${chainId}:${contracts.pUSD}`,
      recipient: address,
      purchaseAmount: quoted.purchaseAmount,
      paymentTotal: quoted.paymentTotal,
      coinbaseFee: quoted.coinbaseFee,
      txHash: null,
    })

    const page = await fetch(new URL(body.url, baseUrl))
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+={0,2}'; form-action 'self'/,
    )
    const html = await page.text()
    expect(html).toContain('<dt>You receive</dt><dd class="total">99 pUSD</dd>')
    expect(html).toContain('<label for="number">Card number</label>')

    // A mistyped number (Luhn) shows the form again; nothing is paid.
    const typo = await pay(body.url, { ...approved, number: '4242 4242 4242 4241' })
    expect(typo.status).toBe(422)
    expect(await typo.text()).toContain('<p role="alert">The card number is not valid.</p>')
    expect(await pUsdOf(address)).toBe(0n)

    const paid = await pay(body.url, approved)
    expect(paid.status).toBe(200)
    expect(await paid.text()).toContain('Done: the tokens were sent to your wallet.')
    expect(await pUsdOf(address)).toBe(parseUnits(quoted.purchaseAmount.amount, 6))
    const settled = await order(body.orderId)
    expect(settled).toMatchObject({ status: 'settled', failureReason: null })
    const receipt = await client.getTransactionReceipt({ hash: settled.txHash as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(treasury.address.toLowerCase())

    // A second submit (back button, double click) shows the status and pays nothing more.
    const again = await pay(body.url, approved)
    expect(again.status).toBe(200)
    expect(await pUsdOf(address)).toBe(99_000_000n)
  })

  test('two submits at once settle once', async () => {
    const address = buyer()
    const { body } = await generate(address, { presetFiatAmount: 20 })
    const answers = await Promise.all([pay(body.url, approved), pay(body.url, approved)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    // 20.00 − 0.20 fee.
    expect(await pUsdOf(address)).toBe(19_800_000n)
    expect((await order(body.orderId)).status).toBe('settled')
  })

  test('ETH: the quoted wei arrives exactly', async () => {
    const address = buyer()
    const { body } = await generate(address, {
      destinationWallets: [{ address, assets: ['ETH'] }],
      presetFiatAmount: 30,
    })
    const quoted = await order(body.orderId)
    expect(quoted.asset).toBe(`${chainId}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`)
    expect((await pay(body.url, approved)).status).toBe(200)
    expect(await client.getBalance({ address })).toBe(parseEther(quoted.purchaseAmount.amount))
  })

  test('the declining test card fails the order; nothing is sent', async () => {
    const address = buyer()
    const { body } = await generate(address)
    const declined = await pay(body.url, { ...approved, number: '4000 0000 0000 0002' })
    expect(declined.status).toBe(402)
    expect(await declined.text()).toContain('Your card was declined.')
    expect(await order(body.orderId)).toMatchObject({
      status: 'failed',
      failureReason: 'Your card was declined.',
      txHash: null,
    })
    expect(await pUsdOf(address)).toBe(0n)
  })
})

test('a quote older than 30 minutes cannot be paid: the order fails, nothing is sent', async () => {
  const address = buyer()
  const { body } = await generate(address)
  clock.advance(30 * 60_000 + 1)
  const late = await pay(body.url, approved)
  expect(late.status).toBe(410)
  expect(await late.text()).toContain('The quote expired: start a new purchase.')
  expect(await order(body.orderId)).toMatchObject({ status: 'failed', txHash: null })
  expect(await pUsdOf(address)).toBe(0n)
})

describe("the kit's clients against this server", () => {
  test('options, quote, checkout URL and order status: what the Buy view will call', async () => {
    const api = createHttpClient({ baseUrl, params: { projectId } })
    const options = await getOnrampOptions(api)
    expect(options.fallback).toBe(false)
    expect(options.purchaseCurrencies.map((currency) => currency.symbol)).toEqual(['pUSD', 'ETH'])
    const quoted = await getOnrampQuote(api, {
      purchaseCurrency: 'pUSD',
      paymentCurrency: 'USD',
      amount: '42.00',
      network: chainId,
    })
    expect(quoted).toMatchObject({ placeholder: false, purchaseAmount: { amount: '41.58' } })
    const address = buyer()
    const { url, orderId } = await generateOnrampUrl(api, {
      destinationWallets: [{ address, assets: ['pUSD'] }],
      partnerUserId: address,
      defaultNetwork: chainId,
      presetFiatAmount: 42,
    })
    expect(url).toBe(`${baseUrl}/onramp/sandbox/checkout/${orderId}`)
    expect((await getOnrampOrder(api, { id: orderId ?? '' })).status).toBe('awaiting_payment')
    expect((await pay(url, approved)).status).toBe(200)
    const settled = await getOnrampOrder(api, { id: orderId ?? '' })
    expect(settled).toMatchObject({ status: 'settled', purchaseAmount: quoted.purchaseAmount })
    expect(await pUsdOf(address)).toBe(parseUnits(quoted.purchaseAmount.amount, 6))
  })
})

describe('limits and failures', () => {
  test('checkout posts are rate-limited per address', async () => {
    const limited = await startTestServer({
      PORTICO_TOKEN_LISTS: devnetTokenListsPath,
      PORTICO_ONRAMP_SANDBOX_KEY: treasuryKey,
      PORTICO_ONRAMP_SANDBOX_CHAINS: chainId,
      PORTICO_ONRAMP_CHECKOUT_RATE_LIMIT: '2',
    })
    try {
      const created = await limited.app.inject({
        method: 'POST',
        url: `/v1/generators/onrampurl?projectId=${projectId}`,
        payload: {
          destinationWallets: [{ address: buyer() }],
          partnerUserId: 'u',
          presetFiatAmount: 10,
        },
      })
      const url = created.json().url
      const submit = () =>
        limited.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'number=1&expiry=1&cvc=1',
        })
      expect([(await submit()).statusCode, (await submit()).statusCode]).toEqual([422, 422])
      const third = await submit()
      expect(third.statusCode).toBe(429)
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0)
    } finally {
      await limited.close()
    }
  })

  test('daily caps (N-L9): per recipient and in all, counted over what was paid out in 24 hours', async () => {
    const capped = await startTestServer(
      {
        // A database of its own (also on CI's shared PostgreSQL): the caps count every payout.
        DATABASE_URL: 'memory://',
        PORTICO_TOKEN_LISTS: devnetTokenListsPath,
        PORTICO_ONRAMP_SANDBOX_KEY: treasuryKey,
        PORTICO_ONRAMP_SANDBOX_CHAINS: chainId,
        PORTICO_ONRAMP_CHECKOUT_RATE_LIMIT: '1000',
        PORTICO_ONRAMP_SANDBOX_RECIPIENT_DAILY_LIMIT: '30',
        PORTICO_ONRAMP_SANDBOX_DAILY_LIMIT: '50',
      },
      clock,
    )
    try {
      const order = (address: Address, amount: number) =>
        capped.app.inject({
          method: 'POST',
          url: `/v1/generators/onrampurl?projectId=${projectId}`,
          payload: {
            destinationWallets: [{ address, assets: ['pUSD'] }],
            partnerUserId: 'u',
            defaultNetwork: chainId,
            presetFiatAmount: amount,
          },
        })
      const pay = async (created: { json(): { url: string } }) => {
        const paid = await capped.app.inject({
          method: 'POST',
          url: created.json().url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(approved).toString(),
        })
        return { status: paid.statusCode, page: paid.body }
      }
      const buy = async (address: Address, amount: number) => pay(await order(address, amount))
      const [alice, bob, carol] = [buyer(), buyer(), buyer()]
      expect((await buy(alice, 25)).status).toBe(200)
      const again = await buy(alice, 10)
      expect(again.status).toBe(429)
      expect(again.page).toContain('This address reached the sandbox&#39;s daily limit')
      expect((await buy(bob, 20)).status).toBe(200)
      const total = await buy(carol, 10)
      expect(total.status).toBe(429)
      expect(total.page).toContain('The sandbox reached its daily limit')
      expect(await pUsdOf(carol)).toBe(0n)
      // A day later the payouts have left the window.
      clock.advance(24 * 60 * 60_000 + 1)
      expect((await buy(carol, 10)).status).toBe(200)
      // Parallel checkouts are counted one after the other: four of 10 to a 30 cap, three paid.
      const dave = buyer()
      const orders = await Promise.all([1, 2, 3, 4].map(() => order(dave, 10)))
      const parallel = await Promise.all(orders.map(pay))
      expect(parallel.map((paid) => paid.status).sort()).toEqual([200, 200, 200, 429])
      expect(await pUsdOf(dave)).toBe(3n * (await pUsdOf(carol)))
    } finally {
      await capped.close()
    }
  })

  test("a provider whose chain is unreachable: SPEC §8's options list and placeholder quote", async () => {
    const down = await startTestServer({
      PORTICO_RPC_URLS: `${chainId}=http://127.0.0.1:9`,
      PORTICO_TOKEN_LISTS: devnetTokenListsPath,
      PORTICO_ONRAMP_SANDBOX_KEY: treasuryKey,
      PORTICO_ONRAMP_SANDBOX_CHAINS: chainId,
    })
    try {
      const options = (await down.app.inject(`/v1/onramp/options?projectId=${projectId}`)).json()
      const limits = [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ]
      expect(options.fallback).toBe(true)
      expect(options.paymentCurrencies).toEqual([
        { id: 'USD', payment_method_limits: limits },
        { id: 'EUR', payment_method_limits: limits },
      ])
      expect(options.purchaseCurrencies.map((currency: { id: string }) => currency.id)).toEqual([
        'pUSD',
        'ETH',
      ])
      const response = await down.app.inject({
        method: 'POST',
        url: `/v1/onramp/quote?projectId=${projectId}`,
        payload: {
          purchaseCurrency: 'ETH',
          paymentCurrency: 'USD',
          amount: '50',
          network: chainId,
        },
      })
      const usd = { amount: '50.00', currency: 'USD' }
      expect(response.json()).toMatchObject({
        coinbaseFee: usd,
        networkFee: usd,
        paymentSubtotal: usd,
        paymentTotal: usd,
        purchaseAmount: usd,
        quoteId: 'placeholder',
        provider: 'sandbox',
        placeholder: true,
      })
    } finally {
      await down.close()
    }
  })
})
