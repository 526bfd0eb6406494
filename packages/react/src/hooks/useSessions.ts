import type { SiwxSession, SiwxStatus } from '@portico/core/siwx'
import { type ConfigParameter, usePorticoConfig } from '../context'
import { useStore } from '../useStore'

export type UseSessionsParameters = ConfigParameter
export type UseSessionsReturnType = {
  /** The sign-in sessions of the active account on its network (empty when signed out). */
  sessions: readonly SiwxSession[]
  status: SiwxStatus
  /** The account they belong to (`namespace:chainId:address`). */
  caipAddress: string | undefined
}

/**
 * The active account's sign-in sessions (SIWX): what `siwx.getSessions` answered, or the session
 * just signed. For the sign-in flow itself see `useSiwx`.
 *
 * @example
 * const { sessions } = useSessions()
 * sessions[0]?.data.expirationTime
 */
export function useSessions(parameters: UseSessionsParameters = {}): UseSessionsReturnType {
  const config = usePorticoConfig(parameters)
  const { sessions, status, caipAddress } = useStore(config.siwx)
  return { sessions, status, caipAddress }
}
