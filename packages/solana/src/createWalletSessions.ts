import type { SolanaAdapterStorage } from './solanaAdapterTypes'
import type { SolanaSession } from './startSession'

/** Storage key of the wallet in use (its Wallet Standard name). */
const currentKey = 'portico.solana.wallet'
/** Storage key of every connected wallet's name (SPEC §3 local storage "connections"). */
const allKey = 'portico.solana.wallets'

/** Parameters of {@link createWalletSessions}. */
export type CreateWalletSessionsParameters = {
  storage: SolanaAdapterStorage | undefined
}
/** Return type of {@link createWalletSessions}. */
export type WalletSessions = {
  /** The session in use, if any. */
  current(): SolanaSession | undefined
  /** Every connected wallet's session, the one in use among them. */
  all(): readonly SolanaSession[]
  /**
   * Holds a new session (a session of the same wallet is replaced) and makes it the one in use,
   * or, with `use: false`, only when none is in use (a silent restore of another wallet).
   */
  add(session: SolanaSession, use?: boolean): void
  /** Makes a held wallet's session the one in use; false when that wallet is not connected. */
  use(name: string): boolean
  /** Stops and forgets a session; when it was in use, the next held one (if any) takes over. */
  remove(session: SolanaSession): void
  /** The wallets a previous visit left connected: the one in use first. */
  stored(): readonly string[]
}

/**
 * Internal: the Solana adapter's connected wallets (SPEC §3 "connections per namespace"): one
 * Wallet Standard session per wallet, one of them in use, kept in storage by name so a reload
 * reconnects them all silently.
 *
 * @example
 * const sessions = createWalletSessions({ storage: localStorage })
 * sessions.add(await startSession({ wallet, chain, silent: false, onChange }))
 */
export function createWalletSessions(parameters: CreateWalletSessionsParameters): WalletSessions {
  const { storage } = parameters
  const held = new Map<string, SolanaSession>()
  let inUse: SolanaSession | undefined

  const save = () => {
    try {
      if (inUse) storage?.setItem(currentKey, inUse.wallet.name)
      else storage?.removeItem(currentKey)
      if (held.size > 0) storage?.setItem(allKey, JSON.stringify([...held.keys()]))
      else storage?.removeItem(allKey)
    } catch {
      // Storage full or blocked: the wallets stay connected until the page closes.
    }
  }
  const readAll = (): string[] => {
    try {
      const value = JSON.parse(storage?.getItem(allKey) ?? '[]') as unknown
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
    } catch {
      return []
    }
  }

  return {
    current: () => inUse,
    all: () => [...held.values()],
    add(session, use = true) {
      const name = session.wallet.name
      const replaced = held.get(name)
      if (replaced && replaced !== session) replaced.stop()
      held.set(name, session)
      if (use || !inUse || inUse === replaced) inUse = session
      save()
    },
    use(name) {
      const session = held.get(name)
      if (!session) return false
      inUse = session
      save()
      return true
    },
    remove(session) {
      session.stop()
      if (held.get(session.wallet.name) === session) held.delete(session.wallet.name)
      if (inUse === session) inUse = held.values().next().value
      save()
    },
    stored() {
      let current: string | undefined
      try {
        current = storage?.getItem(currentKey) ?? undefined
      } catch {
        current = undefined
      }
      const names = readAll().filter((n) => n !== current)
      return current ? [current, ...names] : names
    },
  }
}
