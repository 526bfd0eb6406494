import { usePorticoConfig } from '../context'
import { useStore } from '../useStore'

/** Account's line `Signed in as {email}` when the connected wallet is the embedded one (SPEC §3 stored email). */
export function AccountEmail() {
  const config = usePorticoConfig()
  const { connectorId } = useStore(config.account)
  const { connectors } = useStore(config.connectors)
  const auth = connectors.find((c) => c.type === 'AUTH')
  const email = config.embeddedWallet?.getSession()?.email
  if (!auth || !email || !connectorId || !Object.values(auth.connectorIds).includes(connectorId))
    return null
  return <p className="portico-muted">{config.strings.email.signedInAs(email)}</p>
}
