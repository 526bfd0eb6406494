import type {
  Clock,
  EmbeddedWallet,
  EmbeddedWalletFrame,
  EmbeddedWalletSession,
  PendingSocialLogin,
  SocialLoginId,
  SocialProvider,
} from '@portico/core/internal'

/** A `localStorage`-like place on the app's origin (holds only the email, the last code time and the frame's chain, never keys or tokens). */
export type EmbeddedWalletStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export type CreateEmbeddedWalletParameters = {
  /** The frame page on its own origin, e.g. `http://localhost:3001/frame`. */
  frameUrl: string
  projectId: string
  /** The frame's first chain: a number (EVM) or a CAIP-2 id. Later loads start on the chain the app last switched the frame to. */
  chainId: number | string
  enableLogger?: boolean | undefined
  clock?: Clock | undefined
  /** `localStorage` by default; `null` for memory only. */
  storage?: EmbeddedWalletStorage | null | undefined
  /** Key prefix on the app's origin, default `portico.embedded.`. */
  storagePrefix?: string | undefined
  /**
   * Social logins: `popup` (default; redirect where `window.open` is refused) or `redirect` (the
   * whole page goes to the provider and comes back, e.g. for in-app browsers).
   */
  socialLoginMode?: 'popup' | 'redirect' | undefined
  /**
   * The Portico server the app talks to, for the list of social providers (default: the frame's
   * origin, which serves the same routes). A page whose CSP allows connections only to its own
   * origin passes its server here.
   */
  apiUrl?: string | undefined
  fetch?: typeof fetch | undefined
}
export type CreateEmbeddedWalletReturnType = EmbeddedWallet & {
  /** The social login mode the app chose (`popup` unless told). */
  readonly socialLoginMode: 'popup' | 'redirect'
}

const socialProviderIds: readonly SocialProvider[] = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
]

const memoryStorage = (): EmbeddedWalletStorage => {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

/**
 * The app's handle on the embedded wallet, light enough for the first load: it holds the frame's
 * address and what the app origin remembers (the email of the session, the last code time, SPEC
 * §3, and the chain the app last switched the frame to, so a reload injects the frame on it), and
 * loads the frame client (`createEmbeddedWalletClient`, with its protocol and zod) with `import()`
 * on the first `load()`. Give it to the EVM adapter (`embeddedWallet`) and to the
 * kit (`createPorticoConfig({ embeddedWallet })`).
 *
 * @example
 * import { createEmbeddedWallet } from '@portico/embedded-wallet/lazy'
 * const wallet = createEmbeddedWallet({ frameUrl: 'http://localhost:3001/frame', projectId: 'portico-local', chainId: 31337 })
 * const frame = await wallet.load() // the iframe is ready
 */
export function createEmbeddedWallet(
  parameters: CreateEmbeddedWalletParameters,
): CreateEmbeddedWalletReturnType {
  const prefix = parameters.storagePrefix ?? 'portico.embedded.'
  const storage =
    parameters.storage === null
      ? memoryStorage()
      : (parameters.storage ?? globalThis.localStorage ?? memoryStorage())
  const sessionKey = `${prefix}session`
  const lastCodeKey = `${prefix}lastCodeAt`
  const chainKey = `${prefix}chainId`
  const pendingSocialKey = `${prefix}socialPending`
  let loading: Promise<EmbeddedWalletFrame> | undefined
  let providers: Promise<SocialLoginId[]> | undefined
  const readJson = (key: string) => {
    try {
      return JSON.parse(storage.getItem(key) ?? 'null') as Record<string, unknown> | null
    } catch {
      return null
    }
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
  const accountListeners = new Set<() => void>()

  const wallet: CreateEmbeddedWalletReturnType = {
    socialLoginMode: parameters.socialLoginMode ?? 'popup',
    load() {
      loading ??= import('../client/createEmbeddedWalletClient').then(async (module) => {
        // The frame starts on the app's current chain (SPEC §7 query `chainId`): the one the app
        // last switched it to, so a reload does not put it back on the first chain.
        const client = module.createEmbeddedWalletClient({
          frameUrl: parameters.frameUrl,
          projectId: parameters.projectId,
          chainId: storage.getItem(chainKey) ?? parameters.chainId,
          enableLogger: parameters.enableLogger,
          clock: parameters.clock,
          // Set by the kit (createPorticoConfig `defaultAccountTypes`); checked by the client.
          defaultAccountTypes: wallet.defaultAccountTypes,
        })
        try {
          await client.ready
        } catch (error) {
          client.destroy()
          throw error
        }
        return {
          ...client,
          async switchNetwork(chainId: number | string) {
            const switched = await client.switchNetwork(chainId)
            storage.setItem(chainKey, String(chainId))
            return switched
          },
          async setPreferredAccount(type: 'eoa' | 'smartAccount') {
            const user = await client.setPreferredAccount(type)
            // The connector reads the new account and tells the app (accountsChanged).
            for (const listener of accountListeners) listener()
            return user
          },
        }
      })
      // A frame that failed to load is tried again on the next use.
      loading.catch(() => {
        loading = undefined
      })
      return loading
    },
    getSession() {
      const saved = readJson(sessionKey)
      const email = text(saved?.email)
      if (email === undefined) return undefined
      const socialProvider = text(saved?.socialProvider)
      const userName = text(saved?.userName)
      return {
        email,
        ...(socialProvider === undefined ? {} : { socialProvider }),
        ...(userName === undefined ? {} : { userName }),
      }
    },
    setSession(session: EmbeddedWalletSession | undefined) {
      if (session === undefined) storage.removeItem(sessionKey)
      else
        storage.setItem(
          sessionKey,
          JSON.stringify({
            email: session.email,
            socialProvider: session.socialProvider,
            userName: session.userName,
          }),
        )
    },
    getSocialProviders() {
      // One small request to the server (no frame load; its code loads on demand), once per page.
      providers ??= import('./readSocialProviders').then((module) =>
        module.readSocialProviders({
          apiUrl: parameters.apiUrl ?? new URL(parameters.frameUrl).origin,
          projectId: parameters.projectId,
          fetch: parameters.fetch,
        }),
      )
      // A failed read shows no social button and is tried again next time.
      return providers.catch(() => {
        providers = undefined
        return []
      })
    },
    getPendingSocial() {
      const saved = readJson(pendingSocialKey)
      const provider = text(saved?.provider) as SocialProvider | undefined
      const view = text(saved?.view)
      const hash = text(saved?.hash)
      return provider !== undefined && socialProviderIds.includes(provider) && view !== undefined
        ? { provider, view, ...(hash?.startsWith('#') ? { hash } : {}) }
        : undefined
    },
    setPendingSocial(pending: PendingSocialLogin | undefined) {
      if (pending === undefined) storage.removeItem(pendingSocialKey)
      else storage.setItem(pendingSocialKey, JSON.stringify(pending))
    },
    getLastCodeAt() {
      const value = Number(storage.getItem(lastCodeKey) ?? Number.NaN)
      return Number.isFinite(value) ? value : undefined
    },
    setLastCodeAt(time) {
      if (time === undefined) storage.removeItem(lastCodeKey)
      else storage.setItem(lastCodeKey, String(time))
    },
    onAccountChange(listener) {
      accountListeners.add(listener)
      return () => accountListeners.delete(listener)
    },
  }
  return wallet
}
