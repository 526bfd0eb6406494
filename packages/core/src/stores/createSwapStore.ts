import type { AdapterAccount, ChainAdapter } from '../adapter'
import { buildSwapApprove } from '../api/buildSwapApprove'
import { buildSwapTransaction } from '../api/buildSwapTransaction'
import type { CreateHttpClientReturnType } from '../api/createHttpClient'
import { getSwapAllowance } from '../api/getSwapAllowance'
import { getSwapGasPrice } from '../api/getSwapGasPrice'
import { getSwapQuote } from '../api/getSwapQuote'
import type { SwapTransactionRequest } from '../api/readSwapTransaction'
import type { Clock } from '../clock/types'
import { DEBOUNCE_MS } from '../constants'
import type { BaseError } from '../errors/base'
import { isUserRejection } from '../errors/isUserRejection'
import { InvalidParameterError } from '../errors/parameter'
import { TransactionDeclinedError, TransactionFailedError } from '../errors/send'
import {
  SwapFeeAboveBalanceError,
  SwapSlippageExceededError,
  SwapWouldFailError,
} from '../errors/swap'
import { formatAmount } from '../format/formatAmount'
import { createStore, type Store } from '../store/createStore'
import { quoteSwap } from '../swap/quoteSwap'
import type { SwapNativeBalance, SwapResult, SwapState } from '../swap/swapState'
import { isNativeSwapToken, type SwapToken } from '../swap/types'
import { validateSwapAmount } from '../swap/validateSwapAmount'

/** Parameters of {@link createSwapStore}. */
export type CreateSwapStoreParameters = {
  /** The Portico server's client (`/v1/convert/*`). */
  client: CreateHttpClientReturnType
  adapter: Pick<ChainAdapter, 'sendTransaction' | 'waitForTransaction'>
  /** The connected account; a change of address or network (or a disconnect) clears the draft. */
  account: Pick<Store<AdapterAccount>, 'getState' | 'subscribe'>
  clock: Clock
  getNativeBalance: () => SwapNativeBalance
  /** Quote this long after the last edit. Default {@link DEBOUNCE_MS} (500 ms, SPEC §9). */
  debounceMs?: number | undefined
}

/** Return type of {@link createSwapStore}. */
export type CreateSwapStoreReturnType = Store<SwapState> & {
  /** Picks the token to sell; picking the token being bought swaps the two sides. */
  setSourceToken(token: SwapToken | undefined): void
  /** Picks the token to buy; picking the token being sold swaps the two sides. */
  setToToken(token: SwapToken | undefined): void
  /** Swaps the two sides (the amount stays). */
  flip(): void
  setAmount(amount: string): void
  /** The largest amount: the token's balance, or for the native token balance − fee reserve. */
  setMaxAmount(): Promise<void>
  /** Quotes the draft now (no debounce), e.g. after a failure. */
  refreshQuote(): Promise<void>
  /**
   * The transaction stack: allowance check → approval → wait → swap → wait. Success clears the
   * amount (the tokens stay). A rejection throws `TransactionDeclinedError`, a swap the pools
   * refuse `SwapSlippageExceededError`, another revert `TransactionFailedError`; the draft stays.
   */
  swap(): Promise<SwapResult>
  /** Clears the draft. */
  reset(): void
  /** Stops following the account and cancels a pending quote. */
  destroy(): void
}

const emptyDraft: SwapState = {
  sourceToken: undefined,
  toToken: undefined,
  sourceTokenAmount: '',
  status: 'idle',
  quote: undefined,
  error: undefined,
}

const sameToken = (a: SwapToken | undefined, b: SwapToken | undefined) =>
  !!a && !!b && a.address.toLowerCase() === b.address.toLowerCase()
const abortError = (error: unknown) => (error as { name?: string })?.name === 'AbortError'
/** The router's revert when the pools give less than `amountOutMin`. */
const slippageRevert = /INSUFFICIENT_OUTPUT_AMOUNT/

/**
 * The swap draft and its flow (issue 15, SPEC §7 `/v1/convert/*`, §9 slippage 1 %): pick two
 * tokens and an amount; 500 ms after the last edit (on the injected clock) the store quotes the
 * pools and shows the rate, price impact, minimum received and network fee, and checks the
 * balance and the fee — all before any wallet prompt. `swap` runs approve-then-swap as a stack.
 *
 * @example
 * const swap = createSwapStore({ client, adapter, account, clock, getNativeBalance })
 * swap.setSourceToken(eth)
 * swap.setToToken(pusd)
 * swap.setAmount('0.1') // quoted 500 ms later
 * if (swap.getState().status === 'ready') await swap.swap() // { hash, toAmount, … }
 */
export function createSwapStore(parameters: CreateSwapStoreParameters): CreateSwapStoreReturnType {
  const { client, adapter, account, clock, getNativeBalance } = parameters
  const debounceMs = parameters.debounceMs ?? DEBOUNCE_MS
  const store = createStore<SwapState>(emptyDraft)
  let run = 0
  let timer: unknown
  let inFlight: AbortController | undefined

  const active = () => {
    const { address, chainId, caipAddress, status } = account.getState()
    if (status !== 'connected' || !address || chainId === undefined || !caipAddress)
      return undefined
    return { address, chainId, caipNetworkId: caipAddress.split(':').slice(0, 2).join(':') }
  }

  /** Cancels any pending or running quote; returns the new run's id. */
  const cancel = () => {
    clock.clearTimeout(timer)
    inFlight?.abort()
    inFlight = undefined
    return ++run
  }

  /** Edits the draft and quotes it `debounceMs` later (format errors show at once). */
  const edit = (fields: Partial<SwapState>) => {
    const id = cancel()
    store.setState({ ...fields, quote: undefined, error: undefined, status: 'idle' })
    const { sourceToken, toToken, sourceTokenAmount } = store.getState()
    if (!sourceToken || !toToken || sourceTokenAmount.trim() === '') return
    try {
      validateSwapAmount({ token: sourceToken, amount: sourceTokenAmount })
    } catch (error) {
      return void store.setState({ error: error as BaseError })
    }
    store.setState({ status: 'quoting' })
    timer = clock.setTimeout(() => void quote(id), debounceMs)
  }

  const reset = () => {
    cancel()
    store.setState(emptyDraft)
  }

  const stopAccount = account.subscribe((next, previous) => {
    if (next.caipAddress !== previous.caipAddress || next.status === 'disconnected') reset()
  })

  async function quote(id: number) {
    const { sourceToken: from, toToken: to, sourceTokenAmount } = store.getState()
    const current = active()
    if (!from || !to || !current) return void store.setState({ status: 'idle' })
    const controller = new AbortController()
    inFlight = controller
    try {
      const amount = validateSwapAmount({ token: from, amount: sourceTokenAmount })
      const { quote, error } = await quoteSwap({
        client,
        from,
        to,
        amount,
        userAddress: current.address,
        caipNetworkId: current.caipNetworkId,
        native: getNativeBalance(),
        signal: controller.signal,
      })
      if (id !== run) return
      store.setState({ status: error ? 'idle' : 'ready', quote, error })
    } catch (error) {
      if (id !== run || abortError(error)) return
      store.setState({ status: 'idle', quote: undefined, error: error as BaseError })
    } finally {
      if (inFlight === controller) inFlight = undefined
    }
  }

  /** Sends a built transaction from the wallet and waits for it; a revert throws. */
  async function sendAndWait(tx: SwapTransactionRequest, chainId: number | string) {
    let hash: string
    try {
      ;({ hash } = await adapter.sendTransaction({
        to: tx.to,
        data: tx.data,
        value: tx.value,
        chainId,
      }))
    } catch (cause) {
      if (isUserRejection(cause)) throw new TransactionDeclinedError({ cause })
      if (slippageRevert.test(String((cause as Error)?.message)))
        throw new SwapSlippageExceededError({ cause })
      throw cause
    }
    const receipt = await adapter.waitForTransaction({ hash, chainId })
    return { hash, receipt }
  }

  return {
    ...store,
    setSourceToken(token) {
      const { toToken, sourceToken } = store.getState()
      if (sameToken(token, toToken)) return edit({ sourceToken: token, toToken: sourceToken })
      edit({ sourceToken: token })
    },
    setToToken(token) {
      const { toToken, sourceToken } = store.getState()
      if (sameToken(token, sourceToken)) return edit({ toToken: token, sourceToken: toToken })
      edit({ toToken: token })
    },
    flip() {
      const { toToken, sourceToken } = store.getState()
      edit({ sourceToken: toToken, toToken: sourceToken })
    },
    setAmount: (sourceTokenAmount) => edit({ sourceTokenAmount }),
    async setMaxAmount() {
      const { sourceToken: from, toToken: to } = store.getState()
      const current = active()
      if (!from) return
      if (!isNativeSwapToken(from) || !to || !current) {
        return edit({ sourceTokenAmount: formatAmount(from.balance, from.decimals) })
      }
      // Selling the native token: keep what the swap's fee may cost. The wallet may offer up to
      // twice the gas price (EIP-1559 max fee), so twice the estimated fee stays in the account.
      const id = cancel()
      store.setState({ status: 'quoting', error: undefined, quote: undefined })
      try {
        const half = from.balance / 2n
        if (half === 0n) throw new SwapFeeAboveBalanceError({ symbol: from.symbol })
        const [{ standard }, built] = await Promise.all([
          getSwapGasPrice(client, { chainId: current.caipNetworkId }),
          buildSwapTransaction(client, {
            userAddress: current.address,
            from: from.address,
            to: to.address,
            amount: half,
          }),
        ])
        if (id !== run) return
        const reserve = 2n * (built.tx.gas ?? 0n) * standard
        if (reserve >= from.balance) throw new SwapFeeAboveBalanceError({ symbol: from.symbol })
        edit({ sourceTokenAmount: formatAmount(from.balance - reserve, from.decimals) })
      } catch (error) {
        if (id !== run) return
        store.setState({ status: 'idle', error: error as BaseError })
      }
    },
    async refreshQuote() {
      const id = cancel()
      store.setState({ status: 'quoting', error: undefined })
      await quote(id)
    },
    async swap() {
      const state = store.getState()
      const { sourceToken: from, toToken: to, quote: shown } = state
      const current = active()
      if (state.status !== 'ready' || !shown || !from || !to || !current)
        throw new InvalidParameterError({ reason: 'swap() needs a ready quote' })
      cancel()
      const userAddress = current.address
      const amount = shown.fromAmount
      const common = { userAddress, from: from.address, to: to.address, amount }
      let approvalHash: string | undefined
      let minimum = shown.toAmountMin
      try {
        if (shown.needsApproval) {
          store.setState({ status: 'approving', error: undefined })
          const { allowance } = await getSwapAllowance(client, {
            tokenAddress: from.address,
            userAddress,
          })
          if (allowance < amount) {
            const { tx } = await buildSwapApprove(client, common)
            // The server builds it; the kit checks it approves the token sold and pays nothing.
            if (!from.address.toLowerCase().endsWith(`:${tx.to.toLowerCase()}`) || tx.value !== 0n)
              throw new SwapWouldFailError({ details: 'the approval is not for the token sold' })
            const approval = await sendAndWait(tx, current.chainId)
            if (approval.receipt.status === 'reverted')
              throw new TransactionFailedError({ hash: approval.hash })
            approvalHash = approval.hash
          }
          store.setState({ quote: { ...shown, needsApproval: false } })
        }
        store.setState({ status: 'swapping', error: undefined })
        const built = await buildSwapTransaction(client, common)
        // Ether goes with a native swap only, and exactly the amount shown.
        if (built.tx.value !== (isNativeSwapToken(from) ? amount : 0n))
          throw new SwapWouldFailError({ details: 'the swap does not pay the amount shown' })
        minimum = built.toAmountMin
        const quoteNow = store.getState().quote ?? shown
        store.setState({
          quote: { ...quoteNow, toAmount: built.toAmount, toAmountMin: built.toAmountMin },
        })
        const { hash, receipt } = await sendAndWait(built.tx, current.chainId)
        if (receipt.status === 'reverted') {
          // The pools now give less than the minimum: the slippage guard refused the swap.
          const { quote: now } = await getSwapQuote(client, common)
          if (!now || now.toAmount < minimum) throw new SwapSlippageExceededError({ details: hash })
          throw new TransactionFailedError({ hash })
        }
        store.setState({
          sourceTokenAmount: '',
          quote: undefined,
          status: 'idle',
          error: undefined,
        })
        return {
          hash,
          approvalHash,
          fee: receipt.fee,
          sourceToken: from,
          toToken: to,
          fromAmount: amount,
          toAmount: built.toAmount,
          toAmountMin: built.toAmountMin,
        }
      } catch (error) {
        // The draft stays. A refusal in the wallet keeps the quote; a failure on chain needs a new one.
        const keep = error instanceof TransactionDeclinedError
        store.setState({
          status: keep ? 'ready' : 'idle',
          quote: keep ? store.getState().quote : undefined,
          error: error as BaseError,
        })
        throw error
      }
    },
    reset,
    destroy() {
      cancel()
      stopAccount()
    },
  }
}
