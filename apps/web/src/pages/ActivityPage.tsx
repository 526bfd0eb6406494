import './pages.css'
import type { Transaction, TransactionDirection } from '@portico/core'
import { useStore } from '@portico/react'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { describeTransfer } from '../activity/describeTransfer'
import { filterActivity } from '../activity/filterActivity'
import { listActivityTokens } from '../activity/listActivityTokens'
import { useActivity } from '../activity/useActivity'
import { portico } from '../portico'
import { Skeleton } from '../Skeleton'
import { activityEn } from '../strings/pages/activityEn'
import type { PageStrings } from '../strings/types'
import { type PageFormat, usePageStrings } from '../strings/usePageStrings'
import { useConnectedAccounts } from '../wallet/useConnectedAccounts'
import { NetworkLabel } from './NetworkLabel'

type Direction = TransactionDirection | 'all'
const directions: {
  value: Direction
  label: 'allDirections' | 'sentFilter' | 'receivedFilter' | 'toSelfFilter'
}[] = [
  { value: 'all', label: 'allDirections' },
  { value: 'out', label: 'sentFilter' },
  { value: 'in', label: 'receivedFilter' },
  { value: 'self', label: 'toSelfFilter' },
]

/**
 * Activity: the history of a connected account on one network (the wallet's own by default),
 * filtered by direction and token, the next page loading as the end of the list scrolls into
 * view (`Load more` does the same by keyboard). The chosen network's image shows beside its
 * filter and on each row; skeleton rows while a page loads; texts, amounts and dates in the kit's
 * language.
 */
export default function ActivityPage() {
  const accounts = useConnectedAccounts()
  const active = useStore(portico.account)
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
  const { t: a, common, format } = usePageStrings('activity', activityEn)

  return (
    <div className="page-stack">
      <form className="filters" aria-label={a.filters} onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={ids.network}>{a.network}</label>
          <span className="network-field">
            {networkId ? <NetworkLabel caipNetworkId={networkId} /> : null}
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
          </span>
        </div>
        <div className="field">
          <label htmlFor={ids.direction}>{a.direction}</label>
          <select
            id={ids.direction}
            value={direction}
            onChange={(e) => setDirection(e.target.value as Direction)}
          >
            {directions.map((d) => (
              <option key={d.value} value={d.value}>
                {a[d.label]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.token}>{a.token}</label>
          <select id={ids.token} value={token} onChange={(e) => setToken(e.target.value)}>
            <option value="all">{a.allTokens}</option>
            {tokens.map((symbol) => (
              <option key={symbol} value={symbol}>
                {symbol}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={activity.refresh} disabled={activity.loading}>
          {common.refresh}
        </button>
      </form>
      {activity.error ? (
        <div role="alert" className="card">
          <p>{a.failed}</p>
          <button type="button" onClick={activity.retry}>
            {common.tryAgain}
          </button>
        </div>
      ) : null}
      <section className="card" aria-label={a.transactionsOn(choice?.name ?? a.noNetwork)}>
        {shown.length > 0 ? (
          <ul className="activity-list">
            {shown.map((item) => (
              <ActivityRow key={item.id} item={item} t={a} format={format} />
            ))}
          </ul>
        ) : activity.loading ? null : (
          <p className="muted">{activity.transactions.length > 0 ? a.noMatch : a.none}</p>
        )}
        {activity.loading ? <Skeleton label={a.loading} rows={shown.length > 0 ? 2 : 4} /> : null}
        {activity.loadingOlder ? (
          <p role="status" className="muted">
            {a.loadingOlder}
          </p>
        ) : null}
        <NextPage
          next={activity.next}
          loading={activity.loading}
          loadMore={activity.loadMore}
          label={a.loadMore}
        />
      </section>
    </div>
  )
}

type ActivityRowProps = { item: Transaction; t: PageStrings['activity']; format: PageFormat }

function ActivityRow({ item, t, format }: ActivityRowProps) {
  const { label, amounts, counterpart } = describeTransfer(item, { t, decimal: format.decimal })
  const minedAt = new Date(item.metadata.minedAt)
  const status = item.metadata.status
  return (
    <li className="activity-row">
      <div className="activity-main">
        <NetworkLabel caipNetworkId={item.metadata.chain} />
        <div>
          <p className="strong">{label}</p>
          <p className="muted small">
            {counterpart}
            {counterpart ? ' · ' : ''}
            <time dateTime={item.metadata.minedAt}>{format.dateTime(minedAt)}</time>
            {status === 'confirmed' ? '' : ` · ${t.status[status] ?? status}`}
          </p>
        </div>
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
function NextPage(props: {
  next: string | undefined
  loading: boolean
  loadMore: () => void
  label: string
}) {
  const end = useRef<HTMLDivElement>(null)
  const { next, loading, loadMore, label } = props
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
        {label}
      </button>
    </div>
  )
}
