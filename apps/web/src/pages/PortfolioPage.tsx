import './pages.css'
import { formatBalance, formatUsd } from '@portico/core'
import { lazy, Suspense, useState } from 'react'
import { usePortfolio } from '../portfolio/usePortfolio'
import { Link } from '../router/Link'
import { useConnectedAccounts } from '../wallet/useConnectedAccounts'

// The chart is a chunk of its own, fetched once the page has rendered (docs/decisions.md).
const ValueChart = lazy(() => import('../portfolio/ValueChart'))

/**
 * Portfolio: the connected accounts' value in USD, its last 30 days as a chart, then per network
 * and per token (quantities over every network the app requests), with `Refresh` skipping the
 * server's cache.
 */
export default function PortfolioPage() {
  const accounts = useConnectedAccounts()
  const { status, summary, failed, refresh } = usePortfolio(accounts)
  const [version, setVersion] = useState(0)
  return (
    <div className="page-stack">
      <section className="card total-card" aria-labelledby="total-title">
        <h2 id="total-title" className="card-label">
          Total value
        </h2>
        <p className="total-value" aria-live="polite">
          {summary ? formatUsd(summary.totalUsd) : status === 'error' ? '—' : 'Loading…'}
        </p>
        <div className="row-actions">
          <button
            type="button"
            onClick={() => {
              refresh()
              setVersion((n) => n + 1)
            }}
            disabled={status === 'loading'}
          >
            Refresh
          </button>
          <Link className="button-link" href="/send">
            Send
          </Link>
          <Link className="button-link" href="/receive">
            Receive
          </Link>
        </div>
        {status === 'error' ? (
          <p role="alert">Balances are unavailable right now. Try again later.</p>
        ) : failed.length > 0 ? (
          <p role="alert">Not counted (balance unavailable): {failed.join(', ')}.</p>
        ) : null}
      </section>
      {accounts.length > 0 ? (
        <section className="card" aria-labelledby="chart-title">
          <h2 id="chart-title">Last 30 days</h2>
          <Suspense
            fallback={
              <p className="muted" role="status">
                Loading the value history…
              </p>
            }
          >
            <ValueChart accounts={accounts} version={version} />
          </Suspense>
        </section>
      ) : null}
      {summary ? (
        <div className="grid-2">
          <section className="card" aria-labelledby="networks-title">
            <h2 id="networks-title">By network</h2>
            {summary.byNetwork.length === 0 ? (
              <p className="muted">Nothing held yet.</p>
            ) : (
              <ul className="value-list" aria-label="Value by network">
                {summary.byNetwork.map((network) => (
                  <li key={network.caipNetworkId}>
                    <span>{network.name}</span>
                    <span className="figure">{formatUsd(network.totalUsd)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="card" aria-labelledby="tokens-title">
            <h2 id="tokens-title">By token</h2>
            {summary.byToken.length === 0 ? (
              <p className="muted">No tokens yet.</p>
            ) : (
              <table className="data-table">
                <caption className="visually-hidden">Tokens held over every network</caption>
                <thead>
                  <tr>
                    <th scope="col">Token</th>
                    <th scope="col" className="amount-col">
                      Amount
                    </th>
                    <th scope="col">Value</th>
                  </tr>
                </thead>
                <tbody>
                  {summary.byToken.map((token) => (
                    <tr key={`${token.symbol}:${token.name}`}>
                      <th scope="row">
                        {token.symbol}
                        <span className="muted small">{token.networks.join(', ')}</span>
                      </th>
                      <td className="figure amount-col">{`${formatBalance(token.quantity)} ${token.symbol}`}</td>
                      <td className="figure">
                        {formatUsd(token.totalUsd)}
                        {/* On a phone the amount goes under the value (the Amount column hides). */}
                        <span className="muted small amount-inline">
                          {`${formatBalance(token.quantity)} ${token.symbol}`}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </div>
      ) : null}
    </div>
  )
}
