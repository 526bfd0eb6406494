import type { RouteId } from '../router/routes'

/**
 * The web app's frame in English: header, navigation, not-found and loading lines. It is in the
 * first load; the landing's texts are in landingEn.ts (with the landing's chunk), the pages' in
 * pages/ (each with its page).
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
}
