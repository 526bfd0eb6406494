import './valueChart.css'
import type { ValuePoint } from '@portico/core/api'
import { Skeleton } from '../Skeleton'
import { chartEn } from '../strings/pages/chartEn'
import { usePageStrings } from '../strings/usePageStrings'
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
const dateOf = (date: string) => new Date(`${date}T00:00:00Z`)

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
 * under `prefers-reduced-motion`. Days, dollars and the percentage in the kit's language.
 */
export default function ValueChart({ accounts, version }: ValueChartProps) {
  const { status, summary } = useValueHistory(accounts, version)
  const { t, format } = usePageStrings('chart', chartEn)
  if (status === 'error') return <p role="alert">{t.unavailable}</p>
  if (summary === undefined)
    return status === 'loading' ? (
      <Skeleton label={t.loading} rows={1} shape="chart" />
    ) : (
      <p className="muted">{t.none}</p>
    )
  const signedUsd = (value: number) => (value > 0 ? `+${format.usd(value)}` : format.usd(value))
  const { points, start, end, change, changeRatio, currentPrices } = summary
  const first = points[0] as ValuePoint
  const last = points.at(-1) as ValuePoint
  const { line, area } = paths(points)
  const trend = change > 0 ? 'up' : change < 0 ? 'down' : 'flat'
  return (
    <div className="value-chart" data-trend={trend} aria-busy={status === 'loading'}>
      <p className="chart-summary">
        <span>
          {format.dayLong(dateOf(first.date))}:{' '}
          <strong data-figure="start">{format.usd(start)}</strong>
        </span>
        <span>
          {' '}
          {t.today}: <strong data-figure="end">{format.usd(end)}</strong>
        </span>
        <span className="chart-change">
          {' '}
          (<span data-figure="change">{signedUsd(change)}</span>
          {changeRatio === undefined ? '' : `, ${format.percent(changeRatio)}`})
        </span>
      </p>
      <svg
        className="chart-plot"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t.label(CHART_DAYS, format.usd(start), format.usd(end))}
      >
        <path className="chart-area" d={area} />
        <path className="chart-line" d={line} vectorEffect="non-scaling-stroke" />
      </svg>
      <div className="chart-axis" aria-hidden="true">
        <span>{format.day(dateOf(first.date))}</span>
        <span>{format.day(dateOf(last.date))}</span>
      </div>
      {accounts.some((account) => account.namespace !== 'eip155') ? (
        <p className="muted small">{t.evmOnly}</p>
      ) : null}
      {currentPrices ? <p className="muted small">{t.currentPrices}</p> : null}
      <details className="chart-table">
        <summary>{t.dailyValues}</summary>
        <table className="data-table">
          <caption className="visually-hidden">{t.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.day}</th>
              <th scope="col">{t.value}</th>
            </tr>
          </thead>
          <tbody>
            {[...points].reverse().map((point) => (
              <tr key={point.date}>
                <th scope="row">{format.dayLong(dateOf(point.date))}</th>
                <td className="figure">{format.usd(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  )
}
