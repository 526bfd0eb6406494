import './valueChart.css'
import type { ValuePoint } from '@portico/core'
import { formatUsd } from '@portico/core'
import type { ConnectedAccount } from '../wallet/useConnectedAccounts'
import { CHART_DAYS, useValueHistory } from './useValueHistory'

/** Props of {@link ValueChart}. */
export type ValueChartProps = {
  accounts: ConnectedAccount[]
  /** Changes when the page's Refresh is pressed. */
  version: number
}

const WIDTH = 600
const HEIGHT = 160
const day = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' })
const dayLong = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' })
const percent = new Intl.NumberFormat(undefined, {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
})
const dateOf = (date: string) => new Date(`${date}T00:00:00Z`)
const signedUsd = (value: number) => (value > 0 ? `+${formatUsd(value)}` : formatUsd(value))

/** The line's and the area's SVG paths: x by day, y from the lowest to the highest value. */
function paths(points: ValuePoint[]): { line: string; area: string } {
  const values = points.map((point) => point.value)
  const low = Math.min(...values)
  const high = Math.max(...values)
  const span = high - low
  const step = points.length > 1 ? WIDTH / (points.length - 1) : 0
  // A flat line sits in the middle; otherwise 8 px are kept above and below.
  const y = (value: number) =>
    span === 0 ? HEIGHT / 2 : HEIGHT - 8 - ((value - low) / span) * (HEIGHT - 16)
  const line = points
    .map(
      (point, index) =>
        `${index === 0 ? 'M' : 'L'}${(index * step).toFixed(1)},${y(point.value).toFixed(1)}`,
    )
    .join(' ')
  return { line, area: `${line} L${WIDTH},${HEIGHT} L0,${HEIGHT} Z` }
}

/**
 * The Portfolio's chart of the account's value over the last 30 days (a chunk of its own, loaded
 * after the page renders): a hand-drawn SVG line (no chart library: one series of 31 points needs
 * no more), a text summary (start, end, change) that screen readers get in place of the drawing,
 * and the figures as a table. Colours come from the theme's CSS variables; the fade-in is off
 * under `prefers-reduced-motion`.
 */
export default function ValueChart({ accounts, version }: ValueChartProps) {
  const { status, summary } = useValueHistory(accounts, version)
  if (status === 'error')
    return <p role="alert">The value history is unavailable right now. Try again later.</p>
  if (summary === undefined)
    return status === 'loading' ? (
      <p className="muted" role="status">
        Loading the value history…
      </p>
    ) : (
      <p className="muted">No value history for these networks.</p>
    )
  const { points, start, end, change, changeRatio, currentPrices } = summary
  const first = points[0] as ValuePoint
  const last = points.at(-1) as ValuePoint
  const { line, area } = paths(points)
  const trend = change > 0 ? 'up' : change < 0 ? 'down' : 'flat'
  return (
    <div className="value-chart" data-trend={trend} aria-busy={status === 'loading'}>
      <p className="chart-summary">
        <span>
          {dayLong.format(dateOf(first.date))}:{' '}
          <strong data-figure="start">{formatUsd(start)}</strong>
        </span>
        <span>
          {' '}
          → Today: <strong data-figure="end">{formatUsd(end)}</strong>
        </span>
        <span className="chart-change">
          {' '}
          (<span data-figure="change">{signedUsd(change)}</span>
          {changeRatio === undefined ? '' : `, ${percent.format(changeRatio)}`})
        </span>
      </p>
      <svg
        className="chart-plot"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`Value over the last ${CHART_DAYS} days: from ${formatUsd(start)} to ${formatUsd(end)}`}
      >
        <path className="chart-area" d={area} />
        <path className="chart-line" d={line} vectorEffect="non-scaling-stroke" />
      </svg>
      <div className="chart-axis" aria-hidden="true">
        <span>{day.format(dateOf(first.date))}</span>
        <span>{day.format(dateOf(last.date))}</span>
      </div>
      {accounts.some((account) => account.namespace !== 'eip155') ? (
        <p className="muted small">The chart counts your EVM networks only.</p>
      ) : null}
      {currentPrices ? (
        <p className="muted small">
          Every day is valued at today's prices: the line shows how your holdings changed, not the
          market.
        </p>
      ) : null}
      <details className="chart-table">
        <summary>Daily values</summary>
        <table className="data-table">
          <caption className="visually-hidden">Value at the end of each day (UTC)</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {[...points].reverse().map((point) => (
              <tr key={point.date}>
                <th scope="row">{dayLong.format(dateOf(point.date))}</th>
                <td className="figure">{formatUsd(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  )
}
