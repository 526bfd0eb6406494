import { featuresOf, loadSocialProviders } from '@portico/core/internal'
import type { PorticoConfig } from '../createPorticoConfig'
import { AccountView } from './lazyAccountViews'
import { loadRecommendedWallets } from './lazyViews'

/**
 * Loads what the modal's first view draws beyond its chunks. Disconnected, for the Connect view:
 * the social logins the server offers (one request to the app's server, no frame) and its
 * recommended wallets (one page of its wallet directory, with Connect's chunk); connected, the
 * account views' chunk. Called when the page is idle, so a click draws the whole view in its first frame
 * with no request and no row moves after it. What a row does when picked (the frame client, the
 * email code check, WalletConnect, All Wallets, a lazily loaded chain adapter) loads then.
 *
 * @example
 * await prefetchViews(config) // then Connect shows every row at once
 */
export function prefetchViews(config: PorticoConfig): Promise<unknown> {
  if (config.account.getState().status === 'connected') return AccountView.preload()
  // From Connect's chunk, which loads with the modal (no file of its own).
  const recommended = loadRecommendedWallets(config)
  if (config.embeddedWallet !== undefined && featuresOf(config).socials.length > 0)
    return Promise.all([loadSocialProviders(config), recommended])
  return recommended
}
