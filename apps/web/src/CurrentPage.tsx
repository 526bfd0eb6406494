import { usePorticoAccount } from '@portico/react'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { Landing } from './Landing'
import { matchRoute } from './router/matchRoute'
import type { RouteId } from './router/routes'
import { usePathname } from './router/usePathname'

// Every page but the landing is a chunk of its own, loaded when its route is shown.
const FlowPage = lazy(() => import('./pages/FlowPage'))
const pages: Record<RouteId, ReturnType<typeof lazy>> = {
  portfolio: lazy(() => import('./pages/PortfolioPage')),
  activity: lazy(() => import('./pages/ActivityPage')),
  sessions: lazy(() => import('./pages/SessionsPage')),
  settings: lazy(() => import('./pages/SettingsPage')),
  send: FlowPage,
  receive: FlowPage,
  swap: FlowPage,
  buy: FlowPage,
  names: FlowPage,
}

/**
 * The page of the current path: the landing for a disconnected visitor on a wallet page (its
 * title says which page waits), `Page not found` for an unknown path, else the route's page. The
 * document title follows, and after a move within the app the focus goes to the new heading.
 */
export function CurrentPage() {
  const pathname = usePathname()
  const route = matchRoute({ pathname })
  const { isConnected, status } = usePorticoAccount()
  const heading = useRef<HTMLHeadingElement>(null)
  const first = useRef(true)
  const showLanding = route?.needsWallet === true && !isConnected && status !== 'reconnecting'
  const title = route ? route.title : 'Page not found'

  useEffect(() => {
    document.title = showLanding && route?.id === 'portfolio' ? 'Portico' : `${title} · Portico`
  }, [title, showLanding, route])
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each move to another path
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    window.scrollTo(0, 0)
    heading.current?.focus()
  }, [pathname])

  if (showLanding) return <Landing waiting={route?.id === 'portfolio' ? undefined : title} />
  const Page = route ? pages[route.id] : undefined
  return (
    <>
      <h1 ref={heading} tabIndex={-1} className="page-title">
        {title}
      </h1>
      {!route ? (
        <p>
          No page here. <a href="/">Go to Portico</a>
        </p>
      ) : status === 'reconnecting' && route.needsWallet ? (
        <p role="status">Reconnecting your wallet…</p>
      ) : Page ? (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Page route={route.id} />
        </Suspense>
      ) : null}
    </>
  )
}
