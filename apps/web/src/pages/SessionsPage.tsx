import './pages.css'
import { shortenAddress } from '@portico/core'
import { useSyncExternalStore } from 'react'
import { portico } from '../portico'
import { useSessions } from '../sessions/useSessions'
import { useConnectedAccounts } from '../wallet/useConnectedAccounts'

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const networkName = (id: string) => portico.networks.find((n) => n.caipNetworkId === id)?.name ?? id

/**
 * Sessions: the sign-in sessions of the connected accounts (this browser's, from
 * `GET /v1/sessions`), each with when it started and ends and a `Revoke` button; `Sign in` when
 * there is none and sign-in is on.
 */
export default function SessionsPage() {
  const accounts = useConnectedAccounts()
  const { sessions, status, revoke, revokeError } = useSessions(accounts)
  const siwx = useSyncExternalStore(portico.siwx.subscribe, portico.siwx.getState)
  return (
    <div className="page-stack">
      <p className="muted">
        Signing in with your wallet opens a session on this server, kept by this browser. Revoke a
        session to end it at once.
      </p>
      <section className="card" aria-labelledby="sessions-title">
        <h2 id="sessions-title">Sign-in sessions</h2>
        {status === 'loading' ? (
          <p role="status">Loading sessions…</p>
        ) : status === 'error' ? (
          <p role="alert">Sessions are unavailable right now. Try again later.</p>
        ) : sessions.length === 0 ? (
          <>
            <p>No sign-in session on this browser.</p>
            {portico.siwxEnabled ? (
              <button
                type="button"
                className="primary"
                disabled={siwx.status === 'signing'}
                onClick={() => void portico.signIn()}
              >
                Sign in
              </button>
            ) : null}
          </>
        ) : (
          <ul className="session-list" aria-label="Sign-in sessions">
            {sessions.map((session) => (
              <li key={session.id} className="session-row">
                <div>
                  <p className="strong">
                    {shortenAddress(session.address)} on {networkName(session.caipNetworkId)}
                  </p>
                  <p className="muted small">
                    Signed in {dateTime.format(new Date(session.issuedAt))} · ends{' '}
                    {dateTime.format(new Date(session.expiresAt))}
                  </p>
                </div>
                <button
                  type="button"
                  aria-label={`Revoke the session of ${shortenAddress(session.address)}`}
                  onClick={() => void revoke(session)}
                >
                  Revoke
                </button>
              </li>
            ))}
          </ul>
        )}
        {revokeError ? <p role="alert">{revokeError}</p> : null}
      </section>
    </div>
  )
}
