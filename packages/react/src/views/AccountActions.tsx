import { usePorticoConfig } from '../context'
import './send.css'

/** The Account view's actions: `Send` and `Receive` (each opens its view). */
export function AccountActions() {
  const config = usePorticoConfig()
  const { send } = config.strings
  return (
    <div className="portico-account-actions">
      <button
        type="button"
        className="portico-row portico-row-secondary"
        onClick={() => config.router.push('Send')}
      >
        <span className="portico-row-name">{send.send}</span>
      </button>
      <button
        type="button"
        className="portico-row portico-row-secondary"
        onClick={() => config.router.push('Receive')}
      >
        <span className="portico-row-name">{send.receive}</span>
      </button>
    </div>
  )
}
