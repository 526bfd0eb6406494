// The modal's views that are their own chunks (loaded when one click away, or when shown), so the
// modal's chunk — preloaded on every page when idle — does not carry them. A view that is rarely
// the first one shown belongs here: add `export const XView = lazyView(() => import('./XView')
// .then((m) => m.XView))`, render it in Modal.tsx, and preload it from the view that opens it.
import type { RefObject } from 'react'
import type { PorticoConfig } from '../createPorticoConfig'
import { lazyView } from '../modal/lazyView'

/**
 * Connect (the wallets, email, social logins, WalletConnect and All Wallets rows): with the modal
 * when disconnected (`loadModal`), so a click draws it whole; a connected visitor loads it only
 * when shown.
 */
const connectModule = () => import('./ConnectView')
export const ConnectView = lazyView(() => connectModule().then((m) => m.ConnectView))
/**
 * ConnectingExternal (waiting for the picked wallet): with Connect's chunk, preloaded with it, so
 * the row's click draws it at once and a connected visitor's modal chunk does not carry it.
 */
export const ConnectingExternalView = lazyView(() =>
  connectModule().then((m) => m.ConnectingExternalView),
)
/** Lays the Connect dialog drawn ahead and hidden out once, when drawn (modal/warmLayout). */
export const warmConnectLayout = (layer: RefObject<HTMLDivElement | null>) =>
  connectModule().then((m) => m.whenDrawn(layer, m.warmLayout))
/** Reads Connect's recommended wallets (with Connect's chunk: one import site, one file). */
export const loadRecommendedWallets = (config: PorticoConfig) =>
  connectModule().then((m) => m.loadRecommendedWallets(config))

/** All Wallets (the server's directory, its search and links): preloaded by the Connect view. */
export const AllWalletsView = lazyView(() =>
  import('./AllWalletsView').then((m) => m.AllWalletsView),
)
/** WalletConnect's views: preloaded when the Connect view shows (picking it loads its client too). */
export const ConnectingWalletConnectView = lazyView(() =>
  import('./ConnectingWalletConnectView').then((m) => {
    m.provideWalletConnectStrings()
    return m.ConnectingWalletConnectView
  }),
)
export const ConnectingWalletConnectBasicView = lazyView(() =>
  import('./ConnectingWalletConnectBasicView').then((m) => {
    m.provideWalletConnectStrings()
    return m.ConnectingWalletConnectBasicView
  }),
)

export {
  AccountExplorerLink,
  AccountSwitcher,
  AccountTabs,
  NetworkPicker,
  ReceiveView,
  SendPreviewView,
  SendView,
} from './lazyAccountParts'
// The views other views open, each table in a file that none of the views it loads imports (no
// import cycle): the modal renders them all from here.
export {
  AccountView,
  loadAccountViews,
  SIWXSignMessageView,
  UnsupportedChainView,
} from './lazyAccountViews'
export { AccountActivity } from './lazyActivity'
