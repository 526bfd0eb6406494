import { shortenAddress } from '@portico/core'
import { usePorticoConfig } from '../context'
import { useStore } from '../useStore'
import '../siwx/siwx.css'

/**
 * SIWXSignMessage: asks the connected account to sign in (SPEC §4). `Sign` asks the wallet to sign
 * the message; `Cancel` closes, or disconnects when sign-in is required.
 */
export function SIWXSignMessageView() {
  const config = usePorticoConfig()
  const { strings } = config
  const { address } = useStore(config.account)
  const { status } = useStore(config.siwx)
  const signing = status === 'signing'
  const domain = globalThis.location?.host ?? ''
  return (
    <div className="portico-center">
      <p className="portico-address">{shortenAddress(address)}</p>
      <p className="portico-strong">{strings.modal.signInIntro(domain)}</p>
      <p className="portico-muted" aria-live="polite">
        {signing ? strings.modal.signInWaiting : strings.modal.signInHint}
      </p>
      <div className="portico-siwx-actions">
        <button
          type="button"
          className="portico-row portico-row-secondary"
          onClick={() => void config.cancelSignIn()}
        >
          <span className="portico-row-name">{strings.cancel}</span>
        </button>
        <button
          type="button"
          className="portico-row portico-row-secondary portico-siwx-sign"
          disabled={signing}
          aria-busy={signing}
          onClick={() => void config.signIn()}
        >
          <span className="portico-row-name">{strings.sign}</span>
        </button>
      </div>
    </div>
  )
}
