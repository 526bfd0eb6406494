import { useCallback, useEffect, useState } from 'react'
import { portico } from '../portico'
import { appClient } from '../wallet/appClient'
import type { ConnectedAccount } from '../wallet/useConnectedAccounts'
import { type AppSession, readSessions } from './readSessions'

/** What {@link useSessions} gives the Sessions page. */
export type UseSessionsReturnType = {
  status: 'loading' | 'success' | 'error'
  sessions: AppSession[]
  /** Revokes one session (`POST /v1/sessions/:id/revoke`, the cookie as proof), then reads again. */
  revoke: (session: AppSession) => Promise<void>
  /** The last revoke's failure, shown by the page. */
  revokeError: string | undefined
}

/**
 * The sign-in sessions of the connected accounts on the networks their wallets are on, from
 * `GET /v1/sessions` (the session this browser's cookie holds). Revoking the kit's own session
 * marks the kit signed out, so the page and the kit agree.
 *
 * @example
 * const { sessions, revoke } = useSessions(useConnectedAccounts())
 */
export function useSessions(accounts: ConnectedAccount[]): UseSessionsReturnType {
  const [state, setState] = useState<Pick<UseSessionsReturnType, 'status' | 'sessions'>>({
    status: 'loading',
    sessions: [],
  })
  const [revokeError, setRevokeError] = useState<string | undefined>(undefined)
  const [version, setVersion] = useState(0)
  const key = accounts.map((a) => a.caipAddress).join(' ')

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the accounts, `version` a re-read
  useEffect(() => {
    if (accounts.length === 0) return // the accounts store fills right after the connection
    let current = true
    const reads = accounts.map((account) => {
      const chainId = account.caipAddress.slice(0, account.caipAddress.lastIndexOf(':'))
      return appClient()
        .get({ path: '/v1/sessions', params: { address: account.address, chainId } })
        .then(readSessions)
    })
    Promise.all(reads).then(
      (lists) => current && setState({ status: 'success', sessions: lists.flat() }),
      () => current && setState({ status: 'error', sessions: [] }),
    )
    return () => {
      current = false
    }
  }, [key, version])

  const revoke = useCallback(async (session: AppSession) => {
    setRevokeError(undefined)
    try {
      await appClient().post({
        path: `/v1/sessions/${encodeURIComponent(session.id)}/revoke`,
        body: {},
      })
      // The kit's state names its account, not always the session id (a session it just opened).
      const kit = portico.siwx.getState()
      const account = `${session.caipNetworkId}:${session.address}`.toLowerCase()
      if (
        kit.sessions.some((s) => s.id === session.id) ||
        kit.caipAddress?.toLowerCase() === account
      )
        portico.siwx.setState({ status: 'signed-out', sessions: [] })
    } catch {
      setRevokeError('The session could not be revoked. Try again.')
    }
    setVersion((n) => n + 1)
  }, [])

  return { ...state, revoke, revokeError }
}
