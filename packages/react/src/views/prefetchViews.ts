import { featuresOf } from '../config/configOptions'
import type { PorticoConfig } from '../createPorticoConfig'
import { AccountView } from './lazyViews'
import { loadSocialProviders } from './socialProvidersOf'

/**
 * Loads what the modal's first view draws beyond its chunks. Disconnected, for the Connect view:
 * the social logins the server offers (one request to the app's server, no frame); connected, the
 * account views' chunk. Called when the page is idle, so a click draws the whole view in its first frame
 * with no request and no row moves after it. What a row does when picked (the frame client, the
 * email code check, WalletConnect, All Wallets, a lazily loaded chain adapter) loads then.
 *
 * @example
 * await prefetchViews(config) // then Connect shows every row at once
 */
export function prefetchViews(config: PorticoConfig): Promise<unknown> {
  if (config.account.getState().status === 'connected') return AccountView.preload()
  if (config.embeddedWallet !== undefined && featuresOf(config).socials.length > 0)
    return loadSocialProviders(config)
  return Promise.resolve()
}
