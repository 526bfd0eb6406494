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

/** The account views' chunk, its strings sections provided: Account, sign-in, UnsupportedChain. */
export const loadAccountViews = () =>
  import('./accountViewsChunk').then((m) => {
    m.provideAccountStrings()
    return m
  })
const accountViews = loadAccountViews
/** Account, the sign-in prompt and UnsupportedChain (one chunk): preloaded once connected. */
export const AccountView = lazyView(() => accountViews().then((m) => m.AccountView))
export const SIWXSignMessageView = lazyView(() => accountViews().then((m) => m.SIWXSignMessageView))
export const UnsupportedChainView = lazyView(() =>
  accountViews().then((m) => m.UnsupportedChainView),
)

/** All Wallets (the server's directory, its search and links): preloaded by the Connect view. */
export const AllWalletsView = lazyView(() =>
  import('./AllWalletsView').then((m) => m.AllWalletsView),
)
/** Send and its preview (the send store, the checks, the submit): preloaded by the Account view. */
export const SendView = lazyView(() => import('./SendView').then((m) => m.SendView))
export const SendPreviewView = lazyView(() =>
  import('./SendPreviewView').then((m) => m.SendPreviewView),
)
/** Receive (the address, its QR code, its networks): preloaded by the Account view when on. */
export const ReceiveView = lazyView(() => import('./ReceiveView').then((m) => m.ReceiveView))
/** The Account view's tabs (tokens and the server API they read): loaded when Account shows. */
export const AccountTabs = lazyView(() => import('./AccountTabs').then((m) => m.AccountTabs))
/** The Activity tab's list: preloaded when the Account view's tabs show. */
export const AccountActivity = lazyView(() =>
  import('./AccountActivity').then((m) => m.AccountActivity),
)
/** Account's `View on {explorer}` (the explorer URL builder Activity shares): loaded when Account shows. */
export const AccountExplorerLink = lazyView(() =>
  import('./AccountExplorerLink').then((m) => m.AccountExplorerLink),
)
/** The Account view's network picker (images, the list and its keys): loaded when Account shows. */
export const NetworkPicker = lazyView(() =>
  import('../networks/NetworkPicker').then((m) => m.NetworkPicker),
)
/** The Account view's account switcher (a wallet giving several accounts): loaded when shown. */
export const AccountSwitcher = lazyView(() =>
  import('../accounts/AccountSwitcher').then((m) => m.AccountSwitcher),
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

/** Preloads `views` (a failed preload is tried again when the view shows). */
export function preloadViews(...views: { preload(): Promise<unknown> }[]): void {
  for (const view of views) view.preload().catch(() => {})
}
