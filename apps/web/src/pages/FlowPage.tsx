import './pages.css'
import type { ViewWithoutData } from '@portico/core'
import { portico } from '../portico'
import type { RouteId } from '../router/routes'
import { flowsEn } from '../strings/pages/flowsEn'
import type { PageStrings } from '../strings/types'
import { usePageStrings } from '../strings/usePageStrings'
import type { PageProps } from './PageProps'

/** The kit's view each flow page opens (what the page says is in the catalogue, `flows`). */
const views: Partial<Record<RouteId, ViewWithoutData>> = {
  send: 'Send',
  receive: 'Receive',
  swap: 'Swap',
  buy: 'Buy',
  names: 'RegisterAccountName',
}

/**
 * Send, Receive, Swap, Buy and Names: a page that opens the kit's own flow in its dialog (the
 * same views as the connect button's Account), so there is one implementation of each.
 */
export default function FlowPage({ route }: PageProps) {
  const { t } = usePageStrings('flows', flowsEn)
  const view = views[route]
  const flow = route in t ? t[route as keyof PageStrings['flows']] : undefined
  if (!view || !flow) return null
  return (
    <section className="card flow-card">
      <p>{flow.text}</p>
      <button type="button" className="primary" onClick={() => portico.open(view)}>
        {flow.action}
      </button>
    </section>
  )
}
