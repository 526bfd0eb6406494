// What the Account view and its actions open: a table of lazily loaded views of its own, so that no view it loads imports it (the
// modal's `lazyViews` re-exports it). See lazyViews.ts for how a lazy view is added.
import { lazyView } from '../modal/lazyView'

/** Send and its preview (the send store, the checks, the submit): preloaded by the Account view. */
export const SendView = lazyView(() => import('./SendView').then((m) => m.SendView))
export const SendPreviewView = lazyView(() =>
  import('./SendPreviewView').then((m) => m.SendPreviewView),
)
/** Receive (the address, its QR code, its networks): preloaded by the Account view when on. */
export const ReceiveView = lazyView(() => import('./ReceiveView').then((m) => m.ReceiveView))
/** The Account view's tabs (tokens and the server API they read): loaded when Account shows. */
export const AccountTabs = lazyView(() => import('./AccountTabs').then((m) => m.AccountTabs))
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
