import { ConnectButton, usePorticoAccount, useSiwx } from '@portico/react'
import { useEffect } from 'react'
import { CurrentPage } from './CurrentPage'
import { Link } from './router/Link'
import { routes } from './router/routes'
import { usePathname } from './router/usePathname'
import { shellEn } from './strings/shellEn'
import type { ShellStrings } from './strings/types'
import { useAppLocale } from './strings/useAppLocale'

/**
 * The frame of every page: a skip link, the header (name, the kit's connect button), the
 * navigation once a wallet is connected, the sign-in line and the current page in `<main>`. The
 * texts follow the kit's language, and so do the page's `lang` and `dir` (Arabic right to left).
 */
export function AppShell() {
  const { isConnected } = usePorticoAccount()
  const pathname = usePathname()
  const catalogue = useAppLocale()
  const t = catalogue?.shell ?? shellEn
  useEffect(() => {
    document.documentElement.lang = catalogue?.locale ?? 'en'
    document.documentElement.dir = catalogue?.dir ?? 'ltr'
  }, [catalogue])
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
          {t.skipLink}
        </a>
        <Link className="app-name" href="/">
          Portico
        </Link>
        <ConnectButton />
      </header>
      {isConnected ? (
        <nav className="app-nav" aria-label={t.mainNav}>
          <ul>
            {routes.map((route) => (
              <li key={route.id}>
                <Link href={route.path}>{t.routes[route.id]}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <main className="app-main" id="main">
        <SignInStatus t={t} />
        <CurrentPage t={t} />
      </main>
      {isConnected ? null : (
        <footer className="app-footer">
          <Link href="/settings">{t.routes.settings}</Link>
        </footer>
      )}
    </>
  )
}

/** One line saying the visitor is signed in with the wallet (server session). */
function SignInStatus({ t }: { t: ShellStrings }) {
  const { signedIn } = useSiwx()
  return signedIn ? <p className="signin-status">{t.signedIn}</p> : null
}
