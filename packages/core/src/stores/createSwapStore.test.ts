import { describe, expect, it, vi } from 'vitest'
import type { AdapterAccount, AdapterSendTransactionParameters } from '../adapter'
import { createHttpClient } from '../api/createHttpClient'
import { createTestFetch, type RecordedRequest } from '../api/testFetch.test-helpers'
import { createFakeClock } from '../clock/createFakeClock'
import { formatAmount } from '../format/formatAmount'
import { createStore } from '../store/createStore'
import { SWAP_NATIVE_TOKEN_ADDRESS, type SwapToken } from '../swap/types'
import { createSwapStore } from './createSwapStore'

// The server and the wallet are faked at their boundaries to test the store's own logic; the
// real routes are tested against the devnet in apps/server/test/convert.test.ts and the whole
// flow in e2e/specs/swap.spec.ts.
const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chain = 'eip155:31337'
const gasPrice = 1_000_000_000n
const swapGas = 150_000n
const approveGas = 55_000n
const ether: SwapToken = {
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  address: `${chain}:${SWAP_NATIVE_TOKEN_ADDRESS}`,
  balance: 10n ** 18n,
  price: 2000,
}
const pUSD: SwapToken = {
  name: 'Portico USD',
  symbol: 'pUSD',
  decimals: 6,
  address: `${chain}:0xbd51D5463173997d900C0240495652bc80283cC3`,
  balance: 500_000_000n,
  price: 1,
}
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

/** A pool that gives `rate` pUSD (6 decimals) per ether (18) and 1/rate back, less 0.3 %. */
function fakeServer(options: {
  rate?: bigint
  noLiquidity?: boolean
  unsupported?: boolean
  approveTo?: string
}) {
  const state = { rate: options.rate ?? 2000n, allowance: 0n }
  const out = (from: string, amount: bigint) =>
    from === ether.address
      ? (amount * state.rate * 997n) / 1000n / 10n ** 12n
      : (amount * 10n ** 12n * 997n) / 1000n / state.rate
  const { fetch, requests } = createTestFetch((request: RecordedRequest) => {
    const q = request.url.searchParams
    if (options.unsupported)
      return new Response(
        JSON.stringify({ error: 'Bad Request', message: 'Network not supported for Swaps' }),
        { status: 400 },
      )
    const tx = (gas: bigint, to = '0xE08f852eF9f43Acf5589A7b08f9bc99a9887bE26', value = 0n) => ({
      from: user,
      to,
      data: '0x',
      value: value.toString(),
      eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
    })
    switch (request.url.pathname) {
      case '/v1/convert/quotes': {
        if (options.noLiquidity) return { quotes: [] }
        const amount = BigInt(q.get('amount') ?? '0')
        const toAmount = out(q.get('from') ?? '', amount)
        return {
          quotes: [
            {
              id: null,
              fromAmount: amount.toString(),
              fromAccount: q.get('from'),
              toAmount: toAmount.toString(),
              toAccount: q.get('to'),
              path: [q.get('from'), q.get('to')],
            },
          ],
        }
      }
      case '/v1/convert/gas-price':
        return {
          standard: gasPrice.toString(),
          fast: gasPrice.toString(),
          instant: gasPrice.toString(),
        }
      case '/v1/convert/allowance':
        return { allowance: state.allowance.toString() }
      case '/v1/convert/build-approve':
        // The token approved is the one sold (a server pointing elsewhere is refused).
        return { tx: tx(approveGas, options.approveTo ?? (q.get('from') ?? '').split(':')[2]) }
      case '/v1/convert/build-transaction': {
        const body = request.body as { amount: string; from: string }
        const toAmount = out(body.from, BigInt(body.amount))
        const value = body.from === ether.address ? BigInt(body.amount) : 0n
        return {
          tx: tx(swapGas, undefined, value),
          toAmount: toAmount.toString(),
          toAmountMin: ((toAmount * 9900n) / 10_000n).toString(),
        }
      }
    }
    return new Response('{}', { status: 404 })
  })
  const paths = () => requests.map((r) => r.url.pathname.replace('/v1/convert/', ''))
  return { fetch, requests, state, paths }
}

type Options = Parameters<typeof fakeServer>[0] & {
  reject?: 'approve' | 'swap'
  revert?: boolean
  nativeBalance?: bigint
}

function setup(options: Options = {}) {
  const server = fakeServer(options)
  const client = createHttpClient({
    baseUrl: 'http://127.0.0.1:3000',
    fetch: server.fetch,
    params: { projectId: 'portico-local' },
  })
  const account = createStore<AdapterAccount>({
    status: 'connected',
    address: user,
    chainId: 31337,
    caipAddress: `${chain}:${user}`,
    connectorId: 'dev.portico.testwallet',
  })
  const clock = createFakeClock()
  const sent: AdapterSendTransactionParameters[] = []
  const log: string[] = []
  const swap = createSwapStore({
    client,
    clock,
    account,
    getNativeBalance: () => ({
      value: options.nativeBalance ?? ether.balance,
      symbol: 'ETH',
      decimals: 18,
      price: 2000,
    }),
    adapter: {
      async sendTransaction(parameters) {
        const built = server.paths().filter((path) => path.startsWith('build-'))
        const step = built.at(-1) === 'build-approve' ? 'approve' : 'swap'
        if (options.reject === step)
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        sent.push(parameters)
        log.push(`send ${step}`)
        return { hash: hashOf(sent.length) }
      },
      async waitForTransaction({ hash }) {
        log.push(`wait ${hash.slice(-1)}`)
        if (options.revert && hash === hashOf(sent.length)) {
          server.state.rate /= 2n // the price moved before the swap was mined
          return { status: 'reverted', fee: swapGas * gasPrice }
        }
        const approval = log.at(-2) === 'send approve'
        if (approval) server.state.allowance = 2n ** 255n
        return { status: 'success', fee: (approval ? approveGas : swapGas) * gasPrice }
      },
    },
  })
  const quoted = () => vi.waitFor(() => expect(['ready', 'idle']).toContain(swap.getState().status))
  return { swap, clock, account, server, sent, log, quoted }
}

describe('createSwapStore', () => {
  it('quotes 500 ms after the last edit, on the clock, with rate, impact, minimum and fee', async () => {
    const { swap, clock, server, quoted } = setup()
    swap.setSourceToken(ether)
    swap.setToToken(pUSD)
    swap.setAmount('0.0')
    swap.setAmount('0.1')
    expect(swap.getState().status).toBe('quoting')
    clock.advance(499)
    expect(server.requests).toHaveLength(0)
    swap.setAmount('0.25') // typing again restarts the wait
    clock.advance(499)
    expect(server.requests).toHaveLength(0)
    clock.advance(1)
    await quoted()
    expect(server.paths()).toEqual(['quotes', 'gas-price', 'build-transaction'])
    expect(server.requests[0]?.url.searchParams.get('amount')).toBe('250000000000000000')
    const toAmount = (25n * 10n ** 16n * 2000n * 997n) / 1000n / 10n ** 12n
    expect(swap.getState()).toMatchObject({ status: 'ready', error: undefined })
    expect(swap.getState().quote).toEqual({
      fromAmount: 25n * 10n ** 16n,
      toAmount,
      toAmountMin: (toAmount * 99n) / 100n,
      path: [ether.address, pUSD.address],
      rate: 2000 * 0.997,
      priceImpact: expect.closeTo(0.3, 10),
      needsApproval: false,
      networkFee: swapGas * gasPrice,
      networkFeeUsd: expect.closeTo((Number(swapGas * gasPrice) / 1e18) * 2000, 10),
    })
  })

  it('shows a format error at once and asks nothing of the server', () => {
    const { swap, clock, server } = setup()
    swap.setSourceToken(pUSD)
    swap.setToToken(ether)
    swap.setAmount('1.0000001')
    expect(swap.getState().error?.shortMessage).toBe('pUSD has at most 6 decimals')
    clock.advance(1000)
    expect(server.requests).toHaveLength(0)
  })

  it('refuses an amount above the balance (the quote still shows) and keeps the draft', async () => {
    const { swap, clock, server, quoted } = setup()
    swap.setSourceToken(pUSD)
    swap.setToToken(ether)
    swap.setAmount('600')
    clock.advance(500)
    await quoted()
    expect(swap.getState().error?.shortMessage).toBe('Insufficient pUSD balance')
    expect(swap.getState()).toMatchObject({ status: 'idle', sourceTokenAmount: '600' })
    expect(swap.getState().quote?.toAmount).toBeGreaterThan(0n)
    expect(server.paths()).not.toContain('build-transaction')
  })

  it('says when no pool has liquidity, and SPEC §8 for a network without swaps', async () => {
    const dry = setup({ noLiquidity: true })
    dry.swap.setSourceToken(pUSD)
    dry.swap.setToToken(ether)
    dry.swap.setAmount('1')
    dry.clock.advance(500)
    await dry.quoted()
    expect(dry.swap.getState().error?.shortMessage).toBe('No liquidity for this swap')

    const other = setup({ unsupported: true })
    other.swap.setSourceToken(pUSD)
    other.swap.setToToken(ether)
    other.swap.setAmount('1')
    other.clock.advance(500)
    await other.quoted()
    expect(other.swap.getState().error?.shortMessage).toBe('Network not supported for Swaps')
  })

  it("refuses when the native balance cannot pay the fee (the approval's, when one is due)", async () => {
    const { swap, clock, quoted } = setup({ nativeBalance: approveGas * gasPrice - 1n })
    swap.setSourceToken(pUSD)
    swap.setToToken(ether)
    swap.setAmount('10')
    clock.advance(500)
    await quoted()
    expect(swap.getState().quote).toMatchObject({
      needsApproval: true,
      networkFee: approveGas * gasPrice,
    })
    expect(swap.getState().error?.shortMessage).toBe('Not enough ETH to pay the network fee')
  })

  it('approves then swaps as a stack, and clears the amount (the tokens stay)', async () => {
    const { swap, clock, server, log, sent, quoted } = setup()
    swap.setSourceToken(pUSD)
    swap.setToToken(ether)
    swap.setAmount('100')
    clock.advance(500)
    await quoted()
    expect(swap.getState().quote?.needsApproval).toBe(true)
    server.requests.length = 0
    const result = await swap.swap()
    expect(server.paths()).toEqual(['allowance', 'build-approve', 'build-transaction'])
    expect(log).toEqual(['send approve', 'wait 1', 'send swap', 'wait 2'])
    expect(sent.map((tx) => tx.chainId)).toEqual([31337, 31337])
    expect(result).toMatchObject({
      hash: hashOf(2),
      approvalHash: hashOf(1),
      fromAmount: 100_000_000n,
      toAmount: (100n * 10n ** 18n * 997n) / 1000n / 2000n,
    })
    expect(swap.getState()).toMatchObject({
      sourceToken: pUSD,
      toToken: ether,
      sourceTokenAmount: '',
      quote: undefined,
      status: 'idle',
    })
  })

  it('refuses an approval the server built for another contract, before any wallet prompt', async () => {
    const { swap, clock, sent, quoted } = setup({ approveTo: user })
    swap.setSourceToken(pUSD)
    swap.setToToken(ether)
    swap.setAmount('100')
    clock.advance(500)
    await quoted()
    await expect(swap.swap()).rejects.toThrowError('The swap would fail')
    expect(sent).toEqual([])
    expect(swap.getState().sourceTokenAmount).toBe('100')
  })

  it('keeps the draft and the quote when the swap is declined in the wallet', async () => {
    const { swap, clock, quoted } = setup({ reject: 'swap' })
    swap.setSourceToken(ether)
    swap.setToToken(pUSD)
    swap.setAmount('0.1')
    clock.advance(500)
    await quoted()
    await expect(swap.swap()).rejects.toThrowError('Transaction declined')
    expect(swap.getState()).toMatchObject({ status: 'ready', sourceTokenAmount: '0.1' })
    expect(swap.getState().quote?.fromAmount).toBe(10n ** 17n)
    expect(swap.getState().error?.name).toBe('TransactionDeclinedError')
  })

  it('names a revert below the minimum (slippage exceeded on chain) and keeps the draft', async () => {
    const { swap, clock, quoted } = setup({ revert: true })
    swap.setSourceToken(ether)
    swap.setToToken(pUSD)
    swap.setAmount('0.1')
    clock.advance(500)
    await quoted()
    await expect(swap.swap()).rejects.toThrowError(
      'The price moved beyond the 1 % slippage tolerance: nothing was swapped',
    )
    expect(swap.getState()).toMatchObject({
      status: 'idle',
      sourceTokenAmount: '0.1',
      sourceToken: ether,
      toToken: pUSD,
    })
    await swap.refreshQuote()
    expect(swap.getState().status).toBe('ready')
  })

  it('picking the other side swaps the sides; an account switch clears the draft', () => {
    const { swap, account } = setup()
    swap.setSourceToken(ether)
    swap.setToToken(pUSD)
    swap.setSourceToken(pUSD)
    expect(swap.getState()).toMatchObject({ sourceToken: pUSD, toToken: ether })
    swap.flip()
    expect(swap.getState()).toMatchObject({ sourceToken: ether, toToken: pUSD })
    account.setState({ caipAddress: `eip155:31338:${user}`, chainId: 31338 })
    expect(swap.getState()).toMatchObject({ sourceToken: undefined, toToken: undefined })
  })

  it('Max keeps twice the swap fee when selling ether, the whole balance otherwise', async () => {
    const { swap } = setup()
    swap.setSourceToken(pUSD)
    swap.setToToken(ether)
    await swap.setMaxAmount()
    expect(swap.getState().sourceTokenAmount).toBe('500')
    swap.flip()
    await swap.setMaxAmount()
    const reserve = 2n * swapGas * gasPrice
    expect(swap.getState().sourceTokenAmount).toBe(formatAmount(ether.balance - reserve, 18))
  })
})
