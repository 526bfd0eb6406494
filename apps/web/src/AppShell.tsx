import { ConnectButton, usePorticoAccount, useSiwx } from '@portico/react'
import { useEffect } from 'react'
import { CurrentPage } from './CurrentPage'
import { Link } from './router/Link'
import { routes } from './router/routes'
import { usePathname } from './router/usePathname'

/**
 * The frame of every page: a skip link, the header (name, the kit's connect button), the
 * navigation once a wallet is connected, the sign-in line and the current page in `<main>`.
 */
export function AppShell() {
  const { isConnected } = usePorticoAccount()
  const pathname = usePathname()
  // On a phone the navigation scrolls sideways: keep the current page's link in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each page and on connect
  useEffect(() => {
    document
      .querySelector('.app-nav [aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [pathname, isConnected])
  return (
    <>
      <header className="app-header">
        {/* First in the banner landmark, so no content sits outside a landmark. */}
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Link className="app-name" href="/">
          Portico
        </Link>
        <ConnectButton />
      </header>
      {isConnected ? (
        <nav className="app-nav" aria-label="Main">
          <ul>
            {routes.map((route) => (
              <li key={route.id}>
                <Link href={route.path}>{route.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <main className="app-main" id="main">
        <SignInStatus />
        <CurrentPage />
      </main>
      {isConnected ? null : (
        <footer className="app-footer">
          <Link href="/settings">Settings</Link>
        </footer>
      )}
    </>
  )
}

/** One line saying the visitor is signed in with the wallet (server session). */
function SignInStatus() {
  const { signedIn } = useSiwx()
  return signedIn ? <p className="signin-status">Signed in with your wallet.</p> : null
}
