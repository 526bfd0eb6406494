/** The part of the Web Storage API read here (`localStorage` fits). */
export type SessionStorageLike = { getItem(key: string): string | null }

export type HasStoredSessionParameters = {
  storage: SessionStorageLike | undefined
  /** The sign client's key prefix (`portico-wc:` by default); its state lives at `{prefix}state`. */
  prefix: string
  /** Now, ms since the epoch. */
  now: number
  /** The namespace the session must grant (`eip155` by default, or `solana`). */
  namespace?: string | undefined
}

/**
 * Whether the WalletConnect sign client's stored state (read synchronously, without loading the
 * client) holds an unexpired session granting `namespace`: only then does a page load import
 * `@portico/walletconnect` to restore it. Unreadable state reads as no session.
 *
 * @example
 * hasStoredSession({ storage: localStorage, prefix: 'portico-wc:', now: Date.now() }) // false
 */
export function hasStoredSession({
  storage,
  prefix,
  now,
  namespace = 'eip155',
}: HasStoredSessionParameters): boolean {
  let text: string | null | undefined
  try {
    text = storage?.getItem(`${prefix}state`)
  } catch {
    return false
  }
  if (!text) return false
  try {
    const state = JSON.parse(text) as { sessions?: unknown }
    if (!Array.isArray(state?.sessions)) return false
    return state.sessions.some(
      (session: { expiry?: unknown; namespaces?: Record<string, unknown> }) =>
        typeof session?.expiry === 'number' &&
        session.expiry * 1000 > now &&
        session.namespaces?.[namespace] !== undefined,
    )
  } catch {
    return false
  }
}
