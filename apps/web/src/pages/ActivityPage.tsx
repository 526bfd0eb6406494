import './pages.css'
import type { Transaction, TransactionDirection } from '@portico/core'
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { describeTransfer } from '../activity/describeTransfer'
import { filterActivity } from '../activity/filterActivity'
import { listActivityTokens } from '../activity/listActivityTokens'
import { useActivity } from '../activity/useActivity'
import { portico } from '../portico'
import { useConnectedAccounts } from '../wallet/useConnectedAccounts'

const directions: { value: TransactionDirection | 'all'; label: string }[] = [
  { value: 'all', label: 'All directions' },
  { value: 'out', label: 'Sent' },
  { value: 'in', label: 'Received' },
  { value: 'self', label: 'To self' },
]

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/**
 * Activity: the history of a connected account on one network (the wallet's own by default),
 * filtered by direction and token, the next page loading as the end of the list scrolls into
 * view (`Load more` does the same by keyboard).
 */
export default function ActivityPage() {
  const accounts = useConnectedAccounts()
  const active = useSyncExternalStore(portico.account.subscribe, portico.account.getState)
  const activeNetwork = active.caipAddress?.slice(0, active.caipAddress.lastIndexOf(':'))
  const choices = accounts.flatMap((account) =>
    account.networks.map((network) => ({
      caipNetworkId: network.caipNetworkId,
      name: network.name,
      account: `${network.caipNetworkId}:${account.address}`,
    })),
  )
  const [picked, setPicked] = useState<string | undefined>(undefined)
  const networkId =
    choices.find((c) => c.caipNetworkId === picked)?.caipNetworkId ??
    choices.find((c) => c.caipNetworkId === activeNetwork)?.caipNetworkId ??
    choices[0]?.caipNetworkId
  const choice = choices.find((c) => c.caipNetworkId === networkId)
  const activity = useActivity(choice?.account)
  const [direction, setDirection] = useState<TransactionDirection | 'all'>('all')
  const [token, setToken] = useState('all')
  const tokens = useMemo(() => listActivityTokens(activity.transactions), [activity.transactions])
  const shown = filterActivity({
    transactions: activity.transactions,
    filter: { direction, token },
  })
  const ids = { network: useId(), direction: useId(), token: useId() }

  return (
    <div className="page-stack">
      <form className="filters" aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={ids.network}>Network</label>
          <select
            id={ids.network}
            value={networkId ?? ''}
            onChange={(e) => {
              setPicked(e.target.value)
              setToken('all')
            }}
          >
            {choices.map((c) => (
              <option key={c.caipNetworkId} value={c.caipNetworkId}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.direction}>Direction</label>
          <select
            id={ids.direction}
            value={direction}
            onChange={(e) => setDirection(e.target.value as TransactionDirection | 'all')}
          >
            {directions.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.token}>Token</label>
          <select id={ids.token} value={token} onChange={(e) => setToken(e.target.value)}>
            <option value="all">All tokens</option>
            {tokens.map((symbol) => (
              <option key={symbol} value={symbol}>
                {symbol}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={activity.refresh} disabled={activity.loading}>
          Refresh
        </button>
      </form>
      {activity.error ? (
        <div role="alert" className="card">
          <p>Failed to fetch transactions</p>
          <button type="button" onClick={activity.retry}>
            Try again
          </button>
        </div>
      ) : null}
      <section className="card" aria-label={`Transactions on ${choice?.name ?? 'no network'}`}>
        {shown.length > 0 ? (
          <ul className="activity-list">
            {shown.map((item) => (
              <ActivityRow key={item.id} item={item} />
            ))}
          </ul>
        ) : activity.loading ? null : (
          <p className="muted">
            {activity.transactions.length > 0
              ? 'No transaction matches these filters.'
              : 'No transactions yet'}
          </p>
        )}
        {activity.loading ? <p role="status">Loading activity…</p> : null}
        <NextPage next={activity.next} loading={activity.loading} loadMore={activity.loadMore} />
      </section>
    </div>
  )
}

function ActivityRow({ item }: { item: Transaction }) {
  const { label, amounts, counterpart } = describeTransfer(item)
  const minedAt = new Date(item.metadata.minedAt)
  return (
    <li className="activity-row">
      <div>
        <p className="strong">{label}</p>
        <p className="muted small">
          {counterpart}
          {counterpart ? ' · ' : ''}
          <time dateTime={item.metadata.minedAt}>{dateTime.format(minedAt)}</time>
          {item.metadata.status === 'confirmed' ? '' : ` · ${item.metadata.status}`}
        </p>
      </div>
      <p className="figure">
        {amounts.map((amount) => (
          <span key={amount} className="amount-line">
            {amount}
          </span>
        ))}
      </p>
    </li>
  )
}

/**
 * The end of the list: loads the next page when it scrolls into view, and again after each page
 * while it stays in view (a filter may hide a whole page); `Load more` for the keyboard.
 */
function NextPage(props: { next: string | undefined; loading: boolean; loadMore: () => void }) {
  const end = useRef<HTMLDivElement>(null)
  const { next, loading, loadMore } = props
  useEffect(() => {
    const target = end.current
    if (!target || !next || loading || typeof IntersectionObserver === 'undefined') return
    // A new observer reports the current state at once: still in view after a page loads more.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore()
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [next, loading, loadMore])
  if (!next) return null
  return (
    <div ref={end} className="next-page">
      <button type="button" onClick={loadMore} disabled={loading}>
        Load more
      </button>
    </div>
  )
}
