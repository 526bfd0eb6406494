import type {
  Clock,
  EmbeddedWallet,
  EmbeddedWalletFrame,
  EmbeddedWalletSession,
} from '@portico/core'

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
}
export type CreateEmbeddedWalletReturnType = EmbeddedWallet

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
  let loading: Promise<EmbeddedWalletFrame> | undefined
  const accountListeners = new Set<() => void>()

  return {
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
      try {
        const saved = JSON.parse(storage.getItem(sessionKey) ?? 'null') as { email?: unknown }
        return typeof saved?.email === 'string' ? { email: saved.email } : undefined
      } catch {
        return undefined
      }
    },
    setSession(session: EmbeddedWalletSession | undefined) {
      if (session === undefined) storage.removeItem(sessionKey)
      else storage.setItem(sessionKey, JSON.stringify({ email: session.email }))
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
}
