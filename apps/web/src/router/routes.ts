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

/** One page of the web app: its path, its title (heading, link text, document title). */
export type Route = {
  id: RouteId
  path: string
  title: string
  /** The page shows the connected account's data: a disconnected visitor sees the landing. */
  needsWallet: boolean
}

/** Every page, in the order the navigation lists them. `/` is Portfolio once connected. */
export const routes: readonly Route[] = [
  { id: 'portfolio', path: '/', title: 'Portfolio', needsWallet: true },
  { id: 'activity', path: '/activity', title: 'Activity', needsWallet: true },
  { id: 'send', path: '/send', title: 'Send', needsWallet: true },
  { id: 'receive', path: '/receive', title: 'Receive', needsWallet: true },
  { id: 'swap', path: '/swap', title: 'Swap', needsWallet: true },
  { id: 'buy', path: '/buy', title: 'Buy', needsWallet: true },
  { id: 'names', path: '/names', title: 'Names', needsWallet: true },
  { id: 'sessions', path: '/sessions', title: 'Sessions', needsWallet: true },
  { id: 'settings', path: '/settings', title: 'Settings', needsWallet: false },
]
