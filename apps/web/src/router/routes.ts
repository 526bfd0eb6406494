/** The web app's pages. `wallet` pages need a connected wallet; the others do not. */
export type RouteId =
  | 'portfolio'
  | 'activity'
  | 'send'
  | 'receive'
  | 'swap'
  | 'buy'
  | 'names'
  | 'sessions'
  | 'settings'

/**
 * One page of the web app: its path (its title — heading, link text, document title — is in the
 * strings catalogue, `shell.routes`).
 */
export type Route = {
  id: RouteId
  path: string
  /** The page shows the connected account's data: a disconnected visitor sees the landing. */
  needsWallet: boolean
}

/** Every page, in the order the navigation lists them. `/` is Portfolio once connected. */
export const routes: readonly Route[] = [
  { id: 'portfolio', path: '/', needsWallet: true },
  { id: 'activity', path: '/activity', needsWallet: true },
  { id: 'send', path: '/send', needsWallet: true },
  { id: 'receive', path: '/receive', needsWallet: true },
  { id: 'swap', path: '/swap', needsWallet: true },
  { id: 'buy', path: '/buy', needsWallet: true },
  { id: 'names', path: '/names', needsWallet: true },
  { id: 'sessions', path: '/sessions', needsWallet: true },
  { id: 'settings', path: '/settings', needsWallet: false },
]
