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
 * Scrolls a navigation link whole into view, clear of the list's faded edges: on a phone the
 * links scroll sideways without a scrollbar. The current page's link, as it becomes current or
 * the navigation shows (its ref), and each link that takes the focus (Chromium leaves one that
 * shows 32 px or more where it is).
 */
const reveal = (link: Element | null) =>
  link?.scrollIntoView({ block: 'nearest', inline: 'nearest' })

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
          <ul onFocus={(e) => reveal(e.target)}>
            {routes.map((route) => (
              <li key={route.id}>
                <Link href={route.path} ref={route.path === pathname ? reveal : undefined}>
                  {t.routes[route.id]}
                </Link>
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
