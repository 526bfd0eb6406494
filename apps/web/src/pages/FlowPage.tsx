import './pages.css'
import type { ViewWithoutData } from '@portico/core'
import { portico } from '../portico'
import type { RouteId } from '../router/routes'
import type { PageProps } from './PageProps'

type Flow = { view: ViewWithoutData; action: string; text: string }

/** The kit's view each flow page opens, and what the page says about it. */
const flows: Partial<Record<RouteId, Flow>> = {
  send: {
    view: 'Send',
    action: 'Start a send',
    text: 'Send a token of the connected network to an address. Every check runs before your wallet is asked to sign.',
  },
  receive: {
    view: 'Receive',
    action: 'Show my address',
    text: 'Your address and its QR code, with the networks it receives on.',
  },
  swap: {
    view: 'Swap',
    action: 'Start a swap',
    text: "Trade one token for another on the connected network's pools, with the quote, price impact and minimum received shown first.",
  },
  buy: {
    view: 'Buy',
    action: 'Buy crypto',
    text: "Compare the on-ramp providers' quotes and continue with one; the purchase's status comes back here.",
  },
  names: {
    view: 'RegisterAccountName',
    action: 'Choose a name',
    text: 'Register a readable name for your address, so others can send to it.',
  },
}

/**
 * Send, Receive, Swap, Buy and Names: a page that opens the kit's own flow in its dialog (the
 * same views as the connect button's Account), so there is one implementation of each.
 */
export default function FlowPage({ route }: PageProps) {
  const flow = flows[route]
  if (!flow) return null
  return (
    <section className="card flow-card">
      <p>{flow.text}</p>
      <button type="button" className="primary" onClick={() => portico.open(flow.view)}>
        {flow.action}
      </button>
    </section>
  )
}
