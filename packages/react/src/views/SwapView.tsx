import { formatAmount, formatFee } from '@portico/core'
import { getSwapStore, SWAP_SLIPPAGE, type SwapToken } from '@portico/core/internal'
import { useEffect, useId } from 'react'
import { usePorticoConfig } from '../context'
import { useLocaleFormat } from '../format/useLocaleFormat'
import { submitSwap } from '../swap/submitSwap'
import { swapErrorText } from '../swap/swapErrorText'
import { useSwapTokens } from '../swap/useSwapTokens'
import { useStore } from '../useStore'
import { AmountField, TokenBalanceNote } from './AmountField'
import './send.css'

const same = (a: SwapToken | undefined, b: SwapToken | undefined) =>
  !!a && !!b && a.address.toLowerCase() === b.address.toLowerCase()
const rateText = (rate: number) =>
  rate.toLocaleString('en-US', { maximumSignificantDigits: 6, useGrouping: false })
/** The list's token moved on from the draft's copy: a new balance, or its price arrived. */
const changed = (listed: SwapToken, drafted: SwapToken) =>
  listed.balance !== drafted.balance || listed.price !== drafted.price

/**
 * Swap (issue 15): the token to pay and the amount (with `Max`), the token to receive, and —
 * 500 ms after the last edit — the quote: what the pools give, rate, price impact, minimum
 * received (1 % slippage), network fee. Every check runs before any wallet prompt and shows inline
 * (`role="alert"`); the button runs approve-then-swap (one wallet prompt each).
 */
export function SwapView() {
  const config = usePorticoConfig()
  const store = getSwapStore(config)
  if (!store) return null
  return <SwapForm store={store} />
}

function SwapForm({ store }: { store: NonNullable<ReturnType<typeof getSwapStore>> }) {
  const config = usePorticoConfig()
  const strings = config.strings.swap
  const format = useLocaleFormat()
  const draft = useStore(store)
  const { tokens, loading } = useSwapTokens()
  const network = useStore(config.account)
  const ids = { from: useId(), to: useId(), amount: useId(), out: useId(), error: useId() }
  const native = config.networks.find((n) =>
    network.caipAddress?.startsWith(`${n.caipNetworkId}:`),
  )?.nativeCurrency

  // Native → the first other token until the person picks; refreshed balances and prices that
  // arrive after the first quote (the price impact needs both sides') update the draft.
  const source = tokens.find((t) => same(t, draft.sourceToken))
  const target = tokens.find((t) => same(t, draft.toToken))
  useEffect(() => {
    if (!draft.sourceToken && !draft.toToken && tokens.length > 1) {
      store.setSourceToken(tokens[0])
      store.setToToken(tokens[1])
      return
    }
    if (source && draft.sourceToken && changed(source, draft.sourceToken))
      store.setSourceToken(source)
    if (target && draft.toToken && changed(target, draft.toToken)) store.setToToken(target)
  }, [store, tokens, source, target, draft.sourceToken, draft.toToken])

  const pick = (address: string) => tokens.find((t) => t.address === address)
  const { quote, status, sourceToken: from, toToken: to } = draft
  const busy = status === 'approving' || status === 'swapping'
  const amountOut = quote && to ? formatAmount(quote.toAmount, to.decimals) : ''
  const chainFailure =
    !quote && status === 'idle' && draft.sourceTokenAmount !== '' && !!draft.error
  const button = (() => {
    if (status === 'approving') return strings.approving(from?.symbol ?? '')
    if (status === 'swapping') return strings.swapping
    if (status === 'quoting') return strings.quoting
    if (chainFailure) return strings.getQuote
    if (quote?.needsApproval && from) return strings.approveAndSwap(from.symbol)
    return strings.confirm
  })()
  const act = () => {
    if (status === 'ready') void submitSwap(config)
    else if (chainFailure) void store.refreshQuote()
  }

  if (loading)
    return (
      <p className="portico-muted" role="status">
        {strings.loadingTokens}
      </p>
    )

  return (
    <form
      className="portico-send"
      aria-describedby={draft.error ? ids.error : undefined}
      onSubmit={(event) => {
        event.preventDefault()
        act()
      }}
    >
      <div className="portico-field">
        <label className="portico-muted" htmlFor={ids.from}>
          {strings.youPay}
        </label>
        <select
          id={ids.from}
          className="portico-select"
          value={from?.address ?? ''}
          disabled={busy}
          onChange={(event) => store.setSourceToken(pick(event.target.value))}
        >
          {from ? null : <option value="">{strings.chooseToken}</option>}
          {tokens.map((token) => (
            <option key={token.address} value={token.address}>
              {token.symbol}
            </option>
          ))}
        </select>
        <TokenBalanceNote token={from} balanceOf={strings.balanceOf} />
      </div>
      <AmountField
        id={ids.amount}
        label={strings.amount}
        maxLabel={strings.max}
        value={draft.sourceTokenAmount}
        onChange={store.setAmount}
        onMax={() => void store.setMaxAmount()}
        maxDisabled={!from || busy}
        disabled={busy}
      />
      <button
        type="button"
        className="portico-link-button"
        disabled={busy}
        onClick={() => store.flip()}
      >
        {strings.flip}
      </button>
      <div className="portico-field">
        <label className="portico-muted" htmlFor={ids.to}>
          {strings.youReceive}
        </label>
        <select
          id={ids.to}
          className="portico-select"
          value={to?.address ?? ''}
          disabled={busy}
          onChange={(event) => store.setToToken(pick(event.target.value))}
        >
          {to ? null : <option value="">{strings.chooseToken}</option>}
          {tokens.map((token) => (
            <option key={token.address} value={token.address}>
              {token.symbol}
            </option>
          ))}
        </select>
        <output
          id={ids.out}
          htmlFor={ids.amount}
          aria-label={strings.quotedAmount}
          aria-live="polite"
        >
          {amountOut ? `${amountOut} ${to?.symbol}` : ''}
        </output>
      </div>
      {quote && from && to ? (
        <dl className="portico-send-summary" aria-label={strings.swap}>
          <dt>{strings.rate}</dt>
          <dd>{strings.rateOf(from.symbol, rateText(quote.rate), to.symbol)}</dd>
          <dt>{strings.priceImpact}</dt>
          <dd>
            {quote.priceImpact === undefined
              ? strings.unknown
              : `${quote.priceImpact.toFixed(2)} %`}
          </dd>
          <dt>{strings.minimumReceived}</dt>
          <dd>
            {formatAmount(quote.toAmountMin, to.decimals)} {to.symbol}
          </dd>
          <dt>{quote.needsApproval ? strings.networkFeeApproval : strings.networkFee}</dt>
          <dd>
            {quote.networkFee === undefined
              ? strings.unknown
              : `${formatFee(formatAmount(quote.networkFee, native?.decimals ?? 18))} ${native?.symbol ?? ''}${
                  quote.networkFeeUsd === undefined ? '' : ` (${format.usd(quote.networkFeeUsd)})`
                }`}
          </dd>
        </dl>
      ) : null}
      <p className="portico-muted">{strings.slippage(SWAP_SLIPPAGE)}</p>
      {draft.error ? (
        <p id={ids.error} role="alert" className="portico-send-error">
          {swapErrorText(draft.error, config.strings)}
        </p>
      ) : null}
      <button
        type="submit"
        className="portico-row portico-row-secondary"
        disabled={busy || !(status === 'ready' || chainFailure)}
      >
        <span className="portico-row-name">{button}</span>
      </button>
    </form>
  )
}
