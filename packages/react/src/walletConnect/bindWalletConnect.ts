import {
  createDeepLinkStorage,
  type DeepLinkStorageLike,
  type WcLinking,
} from '@portico/core/internal'
import type { PorticoConfig } from '../createPorticoConfig'
import type { WalletConnectActions } from './createWalletConnectActions'

/** What views use: `config.walletConnect`. */
export type WalletConnectBinding = {
  /** ConnectingWalletConnect opened (`retry` for `Try again`): pairs, connects, then the config's rules. */
  open(parameters: {
    walletId?: string | undefined
    name?: string | undefined
    retry?: boolean | undefined
  }): Promise<void>
  /** The view went away. */
  leave(): void
  /** The user opened a mobile wallet's deep link (recorded if the connection succeeds). */
  setLinking(linking: WcLinking | undefined): void
}

export type BindWalletConnectParameters = {
  /** The config's storage (`null`: none; `localStorage` by default). */
  storage?: Partial<DeepLinkStorageLike> | null | undefined
}

/**
 * Internal: the config's WalletConnect seam. The deep-link record hooks for the connection store
 * are here at once; the pairing rules and actions load with `import()` on first use, so a page
 * that never shows WalletConnect carries none of it.
 *
 * @example
 * const walletConnect = bindWalletConnect({ storage })
 * const connection = createConnectionStore({ ...walletConnect.deepLinkHooks })
 */
export function bindWalletConnect({ storage }: BindWalletConnectParameters) {
  const given = storage === null ? undefined : (storage ?? globalThis.localStorage)
  const deepLink = createDeepLinkStorage({
    storage:
      given?.getItem && given.setItem && given.removeItem
        ? (given as DeepLinkStorageLike)
        : undefined,
  })
  let loaded: WalletConnectActions | undefined
  let loading: Promise<WalletConnectActions> | undefined
  return {
    deepLinkHooks: { storeDeepLink: deepLink.store, deleteDeepLink: deepLink.remove },
    isAuthenticating: () => loaded?.isAuthenticating() ?? false,
    actions(getConfig: () => PorticoConfig): WalletConnectBinding {
      const load = () => {
        loading ??= import('./createWalletConnectActions').then((module) => {
          loaded = module.createConfigWalletConnectActions(getConfig())
          return loaded
        })
        return loading
      }
      return {
        open: async (parameters) => (await load()).open(parameters),
        leave: () => loaded?.leave(),
        setLinking: (linking) => loaded?.setLinking(linking),
      }
    },
  }
}
