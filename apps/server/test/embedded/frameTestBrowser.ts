// What the wallet frame's logic needs of a browser, for suites that run it in Node against the
// real server: its own storage (a Map: each call is a fresh browser) and a fetch that sends the
// frame's origin, as the frame page's requests carry it.
import type { FrameStorage } from '@portico/embedded-wallet'

/**
 * A browser's frame storage over a Map (a new one: a fresh browser; the same one again: the same
 * browser after a reload), with the Map for tests that look inside.
 */
export function memoryFrameStorage(store = new Map<string, string>()): {
  store: Map<string, string>
  storage: FrameStorage
} {
  const storage: FrameStorage = {
    get: async (key) => store.get(key),
    set: async (key, value) => {
      store.set(key, value)
    },
    delete: async (key) => {
      store.delete(key)
    },
  }
  return { store, storage }
}

/** `fetch` with the frame's `origin` header, as the frame page's own requests have it. */
export function frameOriginFetch(frameOrigin: string): typeof fetch {
  return (input, init = {}) =>
    fetch(input, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), origin: frameOrigin },
    })
}
