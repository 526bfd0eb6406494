import type { SiwxState } from '@portico/core'
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
   * The signed-in session's token for the app's own backend (a JWT of at most 15 minutes), kept
   * in memory and renewed before it expires while this hook is used; undefined until fetched.
   */
  token: string | undefined
  /** When `token` expires, ms since the epoch. */
  tokenExpiresAt: number | undefined
  /** The last token request's failure (e.g. no live session), if any. */
  tokenError: Error | undefined
  /** A token that is not about to expire (the current one, or a new one): for `fetch`. */
  getToken: () => Promise<string>
}

/**
 * Sign-in state of the active account: `status`, `sessions`, `signedIn`, `signIn()`, and the
 * token the app sends to its own backend (`token`, `getToken()`; verified there with
 * `@portico/verify`).
 *
 * @example
 * const { signedIn, signIn, getToken } = useSiwx()
 * const me = await fetch('/api/me', { headers: { authorization: `Bearer ${await getToken()}` } })
 */
export function useSiwx(): UseSiwxReturnType {
  const config = usePorticoConfig()
  const state = useStore(config.siwx)
  const token = useStore(config.siwxToken)
  return {
    ...state,
    enabled: config.siwxEnabled,
    signedIn: state.status === 'signed-in' && state.sessions.length > 0,
    signIn: config.signIn,
    token: token.token,
    tokenExpiresAt: token.expiresAt,
    tokenError: token.error,
    getToken: config.siwxToken.getToken,
  }
}
