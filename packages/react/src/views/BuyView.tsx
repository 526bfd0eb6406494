import {
  type CreateHttpClientReturnType,
  type GetOnrampOptionsReturnType,
  type GetOnrampOrderReturnType,
  type GetOnrampQuoteReturnType,
  generateOnrampUrl,
  getOnrampOptions,
  getOnrampOrder,
  getOnrampQuote,
} from '@portico/core/api'
import { DEBOUNCE_MS } from '@portico/core/internal'
import { useEffect, useId, useMemo, useState } from 'react'
import { usePorticoConfig } from '../context'
import { useStore } from '../useStore'
import './send.css'

/** How often the app asks for the sandbox order's status while the checkout tab is open. */
const orderPollMs = 2_000

/**
 * Buy (issue 15): the token to buy on the account's network (from the server's options), the
 * amount in USD, each provider's quote with its fee and network fee (a provider without a real
 * quote says its price is on its page), and Continue, which opens the provider's page in a new
 * tab. A sandbox purchase's status is polled back here; once settled, balances and Activity are
 * refreshed. Its styles are the Send view's (`send.css`, loaded with the Account view).
 */
export function BuyView(props: {
  /** The server's HTTP client (the modal's; passed in so this chunk shares the modal's modules). */
  client: CreateHttpClientReturnType | undefined
}) {
  const config = usePorticoConfig()
  const s = config.strings.buy
  // One object per client (a new one each render would re-run every effect below: each run aborts
  // the options read, whose failure answer is SPEC's fallback list, so nothing matched the network).
  const api = useMemo(() => (props.client ? { client: props.client } : null), [props.client])
  const { address, caipAddress } = useStore(config.account)
  const network = caipAddress?.split(':').slice(0, 2).join(':')
  const ids = { token: useId(), amount: useId() }
  const [options, setOptions] = useState<GetOnrampOptionsReturnType>()
  const [symbol, setSymbol] = useState<string>()
  const [amount, setAmount] = useState('100')
  const [quote, setQuote] = useState<GetOnrampQuoteReturnType>()
  const [order, setOrder] = useState<GetOnrampOrderReturnType>()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  useEffect(() => {
    if (!api) return
    const controller = new AbortController()
    getOnrampOptions(api.client, { signal: controller.signal }).then(setOptions, () => {})
    return () => controller.abort()
  }, [api])
  const currencies = (options?.purchaseCurrencies ?? []).filter((currency) =>
    currency.networks.some((entry) => `eip155:${entry.chain_id}` === network),
  )
  const chosen = symbol ?? currencies[0]?.symbol
  const limits = options?.paymentCurrencies
    .find((currency) => currency.id === 'USD')
    ?.payment_method_limits.find((limit) => limit.id === 'card')
  const valid =
    /^\d{1,7}(\.\d{1,2})?$/.test(amount) &&
    (!limits || (Number(amount) >= Number(limits.min) && Number(amount) <= Number(limits.max)))

  // A quote 500 ms (SPEC §9) after the last edit.
  useEffect(() => {
    setQuote(undefined)
    if (!api || !chosen || !network || !valid) return
    const controller = new AbortController()
    const timer = config.clock.setTimeout(() => {
      getOnrampQuote(api.client, {
        purchaseCurrency: chosen,
        paymentCurrency: 'USD',
        amount,
        network,
        signal: controller.signal,
      }).then(setQuote, () => {})
    }, DEBOUNCE_MS)
    return () => {
      config.clock.clearTimeout(timer)
      controller.abort()
    }
  }, [api, chosen, network, amount, valid, config.clock])

  // The sandbox order's status, until it is settled or failed.
  useEffect(() => {
    if (!api || !order || order.status === 'settled' || order.status === 'failed') return
    const timer = config.clock.setTimeout(() => {
      getOnrampOrder(api.client, { id: order.id }).then(
        (next) => {
          setOrder(next)
          const hash = next.status === 'settled' ? next.txHash : null
          // Loaded with the modal (Send uses it): a dynamic import keeps it out of this chunk.
          if (hash)
            void import('../send/refreshAfterTransaction').then((m) =>
              m.refreshAfterTransaction(config, hash),
            )
        },
        () => setOrder({ ...order }),
      )
    }, orderPollMs)
    return () => config.clock.clearTimeout(timer)
  }, [api, order, config])

  if (!api || !address || !network) return null
  const best = quote?.quotes.find((entry) => !entry.placeholder)

  const start = async () => {
    if (!chosen || !valid) return
    setBusy(true)
    setError(undefined)
    // Opened now, in the click, so no pop-up blocker stops it; pointed at the provider below.
    const tab = window.open('', '_blank')
    try {
      const { url, orderId } = await generateOnrampUrl(api.client, {
        destinationWallets: [{ address, assets: [chosen] }],
        partnerUserId: address.slice(0, 42),
        defaultNetwork: network,
        presetFiatAmount: Number(amount),
        ...(best ? { provider: best.provider } : {}),
      })
      if (tab) {
        tab.opener = null
        tab.location.href = url
      } else window.open(url, '_blank', 'noopener')
      if (orderId) setOrder(await getOnrampOrder(api.client, { id: orderId }))
    } catch {
      tab?.close()
      setError(s.failed)
    } finally {
      setBusy(false)
    }
  }

  if (options && currencies.length === 0)
    return (
      <div className="portico-send">
        <p className="portico-muted">{s.nothingToBuy}</p>
      </div>
    )
  return (
    <div className="portico-send">
      <label className="portico-muted" htmlFor={ids.token}>
        {s.token}
      </label>
      <select
        className="portico-select"
        id={ids.token}
        value={chosen ?? ''}
        onChange={(event) => setSymbol(event.target.value)}
        disabled={!!order}
      >
        {currencies.map((currency) => (
          <option key={currency.symbol} value={currency.symbol}>
            {currency.name} ({currency.symbol})
          </option>
        ))}
      </select>
      <label className="portico-muted" htmlFor={ids.amount}>
        {s.amount}
      </label>
      <input
        className="portico-input"
        id={ids.amount}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value.trim())}
        aria-invalid={!valid}
        disabled={!!order}
      />
      {!valid && limits ? (
        <p className="portico-muted" role="alert">
          {s.limits(limits.min, limits.max)}
        </p>
      ) : null}
      <section aria-label={s.quotes}>
        {valid && !quote ? <p className="portico-muted">{s.quoting}</p> : null}
        {quote?.quotes.map((entry) => {
          const name = options?.providers.find((p) => p.id === entry.provider)?.name
          return (
            <dl
              key={entry.provider}
              aria-label={name ?? entry.provider}
              className="portico-send-summary portico-buy-quote"
            >
              <dt>{name ?? entry.provider}</dt>
              {entry.placeholder ? (
                <dd>{s.priceOnPage}</dd>
              ) : (
                <>
                  <dt>{s.youReceive}</dt>
                  <dd>{`${entry.purchaseAmount.amount} ${entry.purchaseAmount.currency}`}</dd>
                  <dt>{s.fee}</dt>
                  <dd>{`${entry.coinbaseFee.amount} ${entry.coinbaseFee.currency}`}</dd>
                  <dt>{s.networkFee}</dt>
                  <dd>{`${entry.networkFee.amount} ${entry.networkFee.currency}`}</dd>
                </>
              )}
            </dl>
          )
        })}
      </section>
      {order ? (
        <p role="status" className="portico-strong">
          {s.status[order.status]}
          {order.failureReason ? ` ${order.failureReason}` : ''}
        </p>
      ) : (
        <button
          type="button"
          className="portico-row portico-row-secondary"
          disabled={!valid || !chosen || busy}
          onClick={() => void start()}
        >
          {busy
            ? s.opening
            : s.continueWith(
                options?.providers.find((p) => p.id === best?.provider)?.name ??
                  options?.providers[0]?.name ??
                  '',
              )}
        </button>
      )}
      {error ? (
        <p role="alert" className="portico-muted">
          {error}
        </p>
      ) : null}
    </div>
  )
}
