import './pages.css'
import { formatBalance } from '@portico/core'
import { lazy, Suspense, useState } from 'react'
import { usePortfolio } from '../portfolio/usePortfolio'
import { Link } from '../router/Link'
import { Skeleton } from '../Skeleton'
import { chartEn } from '../strings/pages/chartEn'
import { portfolioEn } from '../strings/pages/portfolioEn'
import { usePageStrings } from '../strings/usePageStrings'
import { useConnectedAccounts } from '../wallet/useConnectedAccounts'
import { NetworkLabel } from './NetworkLabel'

// The chart is a chunk of its own, fetched once the page has rendered (docs/decisions.md).
const ValueChart = lazy(() => import('../portfolio/ValueChart'))

/**
 * Portfolio: the connected accounts' value in USD, its last 30 days as a chart, then per network
 * (with each network's image) and per token (quantities over every network the app requests),
 * with `Refresh` skipping the server's cache. Skeletons while loading; texts, amounts and dollars
 * in the kit's language.
 */
export default function PortfolioPage() {
  const accounts = useConnectedAccounts()
  const { status, summary, failed, refresh } = usePortfolio(accounts)
  const [version, setVersion] = useState(0)
  const { t, common, format } = usePageStrings('portfolio', portfolioEn)
  const chart = usePageStrings('chart', chartEn).t
  const amount = (quantity: string, symbol: string) =>
    `${format.decimal(formatBalance(quantity))} ${symbol}`
  return (
    <div className="page-stack">
      <section className="card total-card" aria-labelledby="total-title">
        <h2 id="total-title" className="card-label">
          {t.total}
        </h2>
        {summary ? (
          <p className="total-value" aria-live="polite">
            {format.usd(summary.totalUsd)}
          </p>
        ) : status === 'error' ? (
          <p className="total-value">—</p>
        ) : (
          <div className="total-value">
            <Skeleton label={t.loadingTotal} rows={1} shape="figure" />
          </div>
        )}
        <div className="row-actions">
          <button
            type="button"
            onClick={() => {
              refresh()
              setVersion((n) => n + 1)
            }}
            disabled={status === 'loading'}
          >
            {common.refresh}
          </button>
          <Link className="button-link" href="/send">
            {t.send}
          </Link>
          <Link className="button-link" href="/receive">
            {t.receive}
          </Link>
        </div>
        {status === 'error' ? (
          <p role="alert">{t.unavailable}</p>
        ) : failed.length > 0 ? (
          <p role="alert">{t.notCounted(failed.join(', '))}</p>
        ) : null}
      </section>
      {accounts.length > 0 ? (
        <section className="card" aria-labelledby="chart-title">
          <h2 id="chart-title">{t.chartTitle}</h2>
          <Suspense fallback={<Skeleton label={chart.loading} rows={1} shape="chart" />}>
            <ValueChart accounts={accounts} version={version} />
          </Suspense>
        </section>
      ) : null}
      {summary ? (
        <div className="grid-2">
          <section className="card" aria-labelledby="networks-title">
            <h2 id="networks-title">{t.byNetwork}</h2>
            {summary.byNetwork.length === 0 ? (
              <p className="muted">{t.nothingHeld}</p>
            ) : (
              <ul className="value-list" aria-label={t.byNetworkList}>
                {summary.byNetwork.map((network) => (
                  <li key={network.caipNetworkId}>
                    <NetworkLabel caipNetworkId={network.caipNetworkId} name={network.name} />
                    <span className="figure">{format.usd(network.totalUsd)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="card" aria-labelledby="tokens-title">
            <h2 id="tokens-title">{t.byToken}</h2>
            {summary.byToken.length === 0 ? (
              <p className="muted">{t.noTokens}</p>
            ) : (
              <table className="data-table">
                <caption className="visually-hidden">{t.tokensCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.token}</th>
                    <th scope="col" className="amount-col">
                      {t.amount}
                    </th>
                    <th scope="col">{t.value}</th>
                  </tr>
                </thead>
                <tbody>
                  {summary.byToken.map((token) => (
                    <tr key={`${token.symbol}:${token.name}`}>
                      <th scope="row">
                        {token.symbol}
                        <span className="muted small">{token.networks.join(', ')}</span>
                      </th>
                      <td className="figure amount-col">{amount(token.quantity, token.symbol)}</td>
                      <td className="figure">
                        {format.usd(token.totalUsd)}
                        {/* On a phone the amount goes under the value (the Amount column hides). */}
                        <span className="muted small amount-inline">
                          {amount(token.quantity, token.symbol)}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </div>
      ) : status === 'loading' ? (
        <section className="card">
          <Skeleton label={t.loadingBalances} rows={3} />
        </section>
      ) : null}
    </div>
  )
}
