import { usePorticoConfig } from '../context'
import { useStore } from '../useStore'

/**
 * Account's line when the connected wallet is the embedded one: `Signed in with {provider} as
 * {name}` after a social login (SPEC §3 social provider and username), else `Signed in as {email}`
 * with `Change email` (SPEC §4 email update).
 */
export function AccountEmail() {
  const config = usePorticoConfig()
  const { connectorId } = useStore(config.account)
  const { connectors } = useStore(config.connectors)
  const auth = connectors.find((c) => c.type === 'AUTH')
  const session = config.embeddedWallet?.getSession()
  if (!auth || !session || !connectorId || !Object.values(auth.connectorIds).includes(connectorId))
    return null
  const { strings } = config
  if (session.socialProvider !== undefined) {
    const provider =
      strings.social.providers[session.socialProvider as keyof typeof strings.social.providers] ??
      session.socialProvider
    return (
      <p className="portico-muted">
        {strings.social.signedInWith(provider, session.userName ?? (session.email || undefined))}
      </p>
    )
  }
  if (!session.email) return null
  return (
    <p className="portico-muted portico-account-email">
      {strings.email.signedInAs(session.email)}{' '}
      <button
        type="button"
        className="portico-link-button"
        onClick={() => config.router.push('UpdateEmailWallet')}
      >
        {strings.email.change}
      </button>
    </p>
  )
}
