import {
  type AdapterNetwork,
  describeTransaction,
  shortenAddress,
  type Transaction,
  toExplorerUrl,
} from '@portico/core'
import { parseCaipAddress } from '@portico/core/caip'
import {
  type CreateTransactionsStoreReturnType,
  getTransactionsStore,
  type TransactionsByYear,
} from '@portico/core/internal'
import { type ReactNode, useEffect, useId } from 'react'
import { usePorticoConfig } from '../context'
import type { Strings } from '../strings/en'
import { useStore } from '../useStore'
import { operationLabel } from './operationLabel'
import { Skeleton } from './Skeleton'

/**
 * The Account view's Activity: the connected account's history on its current network (core's
 * transactions store over the server's history route), grouped under month headings
 * (`March 2026`), newest first; each row names its operation in the catalogue's words (an
 * unknown one as `Transaction`) and, for a send or a receipt, the other side. Loads when shown
 * and on an account or network change; shows a loading status, `No transactions yet`, or
 * `Failed to fetch transactions` with `Try again`, and `Load more` while the server has older
 * pages.
 */
export function AccountActivity() {
  const config = usePorticoConfig()
  const transactions = getTransactionsStore(config)
  if (!transactions) return null
  return <ActivityList transactions={transactions} />
}

function ActivityList({ transactions }: { transactions: CreateTransactionsStoreReturnType }) {
  const config = usePorticoConfig()
  const strings = config.strings.activity
  const { caipAddress, status } = useStore(config.account)
  const state = useStore(transactions)

  useEffect(() => {
    if (status !== 'connected' || !caipAddress) return
    void transactions.fetch({ account: caipAddress })
  }, [transactions, caipAddress, status])

  if (!caipAddress || state.account !== caipAddress) return <Loading text={strings.loading} />
  const { caipNetworkId } = parseCaipAddress(caipAddress, { networks: config.networks })
  const network = config.networks.find((n) => n.caipNetworkId === caipNetworkId)
  const retry = () => void transactions.fetch({ account: caipAddress })
  const hasItems = state.transactions.length > 0

  if (state.loading && !hasItems) return <Loading text={strings.loading} />
  return (
    <div className="portico-activity">
      {hasItems ? (
        <Groups byYear={state.transactionsByYear} network={network} strings={config.strings} />
      ) : state.empty && !state.error ? (
        <p className="portico-muted portico-activity-note">{strings.empty}</p>
      ) : null}
      {state.error ? (
        <div className="portico-activity-note">
          <p role="alert" className="portico-muted">
            {strings.failed}
          </p>
          <button type="button" className="portico-link-button" onClick={retry}>
            {strings.tryAgain}
          </button>
        </div>
      ) : null}
      {state.next && !state.error ? (
        <button
          type="button"
          className="portico-row portico-row-secondary portico-activity-more"
          disabled={state.loading}
          aria-busy={state.loading}
          onClick={() => void transactions.loadMore()}
        >
          <span className="portico-row-name">{strings.loadMore}</span>
        </button>
      ) : null}
    </div>
  )
}

function Loading({ text }: { text: string }) {
  return <Skeleton label={text} rows={4} />
}

type GroupsProps = {
  byYear: TransactionsByYear
  network: AdapterNetwork | undefined
  strings: Strings
}

const descending = (keys: string[]) => keys.map(Number).sort((a, b) => b - a)

function Groups({ byYear, network, strings }: GroupsProps) {
  const { dateLocale } = strings.activity
  const monthName = new Intl.DateTimeFormat(dateLocale, { month: 'long', year: 'numeric' })
  const time = new Intl.DateTimeFormat(dateLocale, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
  return (
    <>
      {descending(Object.keys(byYear)).flatMap((year) => {
        const months = byYear[year] ?? {}
        return descending(Object.keys(months)).map((month) => (
          <MonthGroup
            key={`${year}-${month}`}
            title={monthName.format(new Date(year, month, 1))}
            transactions={months[month] ?? []}
            render={(transaction) => (
              <Row
                key={transaction.id}
                transaction={transaction}
                network={network}
                strings={strings}
                time={time}
              />
            )}
          />
        ))
      })}
    </>
  )
}

function MonthGroup(props: {
  title: string
  transactions: Transaction[]
  render: (transaction: Transaction) => ReactNode
}) {
  const headingId = useId()
  return (
    <section className="portico-activity-group" aria-labelledby={headingId}>
      <h4 className="portico-activity-month" id={headingId}>
        {props.title}
      </h4>
      <ul className="portico-activity-list" aria-labelledby={headingId}>
        {props.transactions.map(props.render)}
      </ul>
    </section>
  )
}

type RowProps = {
  transaction: Transaction
  network: AdapterNetwork | undefined
  strings: Strings
  time: Intl.DateTimeFormat
}

function Row({ transaction, network, strings, time }: RowProps) {
  const s = strings.activity
  const row = describeTransaction(transaction)
  const explorer = network?.blockExplorers?.default
  const href = row.hash ? toExplorerUrl({ network, kind: 'tx', value: row.hash }) : undefined
  const counterpart = shortenAddress(row.counterpart)
  return (
    <li className="portico-activity-item">
      <div className="portico-activity-what">
        <span className="portico-strong">{operationLabel(s, row.operationType)}</span>
        {row.operationType === 'send' || row.operationType === 'receive' ? (
          <span className="portico-muted">
            {row.operationType === 'send' ? s.to(counterpart) : s.from(counterpart)}
          </span>
        ) : null}
      </div>
      <div className="portico-activity-side">
        {row.transfers.map((transfer, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: transfers have no id; their order is fixed
            key={index}
            className={`portico-activity-amount portico-activity-${transfer.direction ?? 'self'}`}
          >
            {transfer.amount}
          </span>
        ))}
        {row.status !== 'confirmed' ? (
          <span className={`portico-activity-status portico-activity-${row.status}`}>
            {s.status[row.status]}
          </span>
        ) : null}
        {Number.isFinite(row.minedAt) ? (
          <time className="portico-muted" dateTime={transaction.metadata.minedAt}>
            {time.format(row.minedAt)}
          </time>
        ) : null}
        {explorer && href ? (
          <a className="portico-activity-link" href={href} target="_blank" rel="noreferrer">
            {s.viewOnExplorer(explorer.name)}
          </a>
        ) : null}
      </div>
    </li>
  )
}
