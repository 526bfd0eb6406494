import { usePorticoAccount } from '@portico/react'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { matchRoute } from './router/matchRoute'
import type { RouteId } from './router/routes'
import { usePathname } from './router/usePathname'
import { Skeleton } from './Skeleton'
import type { ShellStrings } from './strings/types'

// Every page is a chunk of its own, loaded when its route is shown; the landing too (with its
// English), fetched at once by a disconnected visitor: the first load keeps only the frame.
const Landing = lazy(() => import('./Landing'))
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
 * title says which page waits), `Page not found` for an unknown path, else the route's page (a
 * skeleton while its chunk loads). The document title follows, and after a move within the app the
 * focus goes to the new heading. `t`: the shell's texts in the language shown.
 */
export function CurrentPage({ t }: { t: ShellStrings }) {
  const pathname = usePathname()
  const route = matchRoute({ pathname })
  const { isConnected, status } = usePorticoAccount()
  const heading = useRef<HTMLHeadingElement>(null)
  const first = useRef(true)
  const showLanding = route?.needsWallet === true && !isConnected && status !== 'reconnecting'
  const title = route ? t.routes[route.id] : t.notFound

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

  if (showLanding)
    return (
      <Suspense fallback={<Skeleton label={t.loadingPage} />}>
        <Landing waiting={route?.id === 'portfolio' ? undefined : title} />
      </Suspense>
    )
  const Page = route ? pages[route.id] : undefined
  return (
    <>
      <h1 ref={heading} tabIndex={-1} className="page-title">
        {title}
      </h1>
      {!route ? (
        <p>
          {t.noPage} <a href="/">{t.goHome}</a>
        </p>
      ) : status === 'reconnecting' && route.needsWallet ? (
        <Skeleton label={t.reconnecting} />
      ) : Page ? (
        <Suspense fallback={<Skeleton label={t.loadingPage} />}>
          <Page route={route.id} />
        </Suspense>
      ) : null}
    </>
  )
}
