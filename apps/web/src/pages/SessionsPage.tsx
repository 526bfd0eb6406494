import './pages.css'
import { shortenAddress } from '@portico/core'
import { useStore } from '@portico/react'
import { portico } from '../portico'
import { Skeleton } from '../Skeleton'
import { useSessions } from '../sessions/useSessions'
import { sessionsEn } from '../strings/pages/sessionsEn'
import { usePageStrings } from '../strings/usePageStrings'
import { useConnectedAccounts } from '../wallet/useConnectedAccounts'

const networkName = (id: string) => portico.networks.find((n) => n.caipNetworkId === id)?.name ?? id

/**
 * Sessions: the sign-in sessions of the connected accounts (this browser's, from
 * `GET /v1/sessions`), each with when it started and ends and a `Revoke` button; `Sign in` when
 * there is none and sign-in is on. Skeleton rows while loading; dates in the kit's language.
 */
export default function SessionsPage() {
  const accounts = useConnectedAccounts()
  const { sessions, status, revoke, revokeError } = useSessions(accounts)
  const siwx = useStore(portico.siwx)
  const { t, format } = usePageStrings('sessions', sessionsEn)
  return (
    <div className="page-stack">
      <p className="muted">{t.intro}</p>
      <section className="card" aria-labelledby="sessions-title">
        <h2 id="sessions-title">{t.title}</h2>
        {status === 'loading' ? (
          <Skeleton label={t.loading} rows={2} />
        ) : status === 'error' ? (
          <p role="alert">{t.unavailable}</p>
        ) : sessions.length === 0 ? (
          <>
            <p>{t.none}</p>
            {portico.siwxEnabled ? (
              <button
                type="button"
                className="primary"
                disabled={siwx.status === 'signing'}
                onClick={() => void portico.signIn()}
              >
                {t.signIn}
              </button>
            ) : null}
          </>
        ) : (
          <ul className="session-list" aria-label={t.title}>
            {sessions.map((session) => (
              <li key={session.id} className="session-row">
                <div>
                  <p className="strong">
                    {t.on(shortenAddress(session.address), networkName(session.caipNetworkId))}
                  </p>
                  <p className="muted small">
                    {t.period(
                      format.dateTime(new Date(session.issuedAt)),
                      format.dateTime(new Date(session.expiresAt)),
                    )}
                  </p>
                </div>
                <button
                  type="button"
                  aria-label={t.revokeLabel(shortenAddress(session.address))}
                  onClick={() => void revoke(session)}
                >
                  {t.revoke}
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
