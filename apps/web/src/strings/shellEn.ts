import type { RouteId } from '../router/routes'

/**
 * The web app's frame in English: header, navigation, landing, not-found and loading lines. It is
 * in the first load (the landing shows it); the pages' texts are in pagesEn.ts, with the pages.
 */
export const shellEn = {
  skipLink: 'Skip to content',
  mainNav: 'Main',
  routes: {
    portfolio: 'Portfolio',
    activity: 'Activity',
    send: 'Send',
    receive: 'Receive',
    swap: 'Swap',
    buy: 'Buy',
    names: 'Names',
    sessions: 'Sessions',
    settings: 'Settings',
  } satisfies Record<RouteId, string>,
  notFound: 'Page not found',
  noPage: 'No page here.',
  goHome: 'Go to Portico',
  reconnecting: 'Reconnecting your wallet…',
  loadingPage: 'Loading the page…',
  signedIn: 'Signed in with your wallet.',
  landing: {
    lead: 'An open, self-hostable wallet-connection kit. Connect a wallet to begin.',
    waiting: (page: string) => `Connect a wallet to open ${page}.`,
    features: [
      'See what your EVM and Solana accounts hold, in US dollars, network by network.',
      'Follow every transfer, filtered by network, direction and token.',
      'Send, receive, swap, buy and register a name with the wallet you already use.',
      'Sign in with your wallet and revoke sessions you no longer trust.',
    ],
    note: 'Runs on your own server: no account with us, no outside host, nothing sent before you act.',
  },
}
