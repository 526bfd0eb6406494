import type { SiwxState } from '@portico/core/siwx'
import { usePorticoConfig } from '../context'
import { useStore } from '../useStore'

export type UseSiwxReturnType = SiwxState & {
  /** Sign-in is configured (the app passed `siwx`). */
  enabled: boolean
  /** The active address has a session. */
  signedIn: boolean
  /** Starts the sign-in (the wallet is asked to sign). */
  signIn: () => Promise<boolean>
  /**
   * The signed-in session's token for the app's own backend (a JWT of at most 15 minutes): the
   * current one while it has a while to live, else a new one; kept in memory only. Rejects with
   * the server's reason (e.g. no live session). For `fetch`.
   */
  getToken: () => Promise<string>
}

/**
 * Sign-in state of the active account: `status`, `sessions`, `signedIn`, `signIn()`, and the
 * token the app sends to its own backend (`getToken()`; verified there with `@portico/verify`).
 *
 * @example
 * const { signedIn, signIn, getToken } = useSiwx()
 * const me = await fetch('/api/me', { headers: { authorization: `Bearer ${await getToken()}` } })
 */
export function useSiwx(): UseSiwxReturnType {
  const config = usePorticoConfig()
  const state = useStore(config.siwx)
  return {
    ...state,
    enabled: config.siwxEnabled,
    signedIn: state.status === 'signed-in' && state.sessions.length > 0,
    signIn: config.signIn,
    getToken: config.siwxToken.getToken,
  }
}
