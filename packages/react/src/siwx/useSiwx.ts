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
}

/**
 * Sign-in state of the active account: `status`, `sessions`, `signedIn`, and `signIn()`.
 *
 * @example
 * const { signedIn, signIn } = useSiwx()
 * return signedIn ? <p>Signed in</p> : <button onClick={() => void signIn()}>Sign in</button>
 */
export function useSiwx(): UseSiwxReturnType {
  const config = usePorticoConfig()
  const state = useStore(config.siwx)
  return {
    ...state,
    enabled: config.siwxEnabled,
    signedIn: state.status === 'signed-in' && state.sessions.length > 0,
    signIn: config.signIn,
  }
}
