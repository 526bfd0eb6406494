import { getNameStores, type NameStores } from '@portico/core/internal'
import { usePorticoConfig } from '../context'
import { useStore } from '../useStore'

/**
 * RegisterAccountNameSuccess (SPEC §2, §4): shown as soon as `Register` is pressed, while the
 * wallet signs and the server registers; then the registered name and `Done` (to Account). A
 * failure returns to RegisterAccountName with the reason.
 */
export function RegisterAccountNameSuccessView() {
  const names = getNameStores(usePorticoConfig())
  return names ? <Registration names={names} /> : null
}

function Registration({ names }: { names: NameStores }) {
  const config = usePorticoConfig()
  const strings = config.strings.names
  const state = useStore(names.register)
  const { data } = useStore(config.router)
  const name = state.registeredName ?? (data as { name?: string } | undefined)?.name ?? ''
  if (state.status !== 'registered')
    return (
      <div className="portico-center">
        <p className="portico-strong">{name}</p>
        <p className="portico-muted" aria-live="polite">
          {state.status === 'registering' ? strings.registering : strings.signing}
        </p>
      </div>
    )
  return (
    <div className="portico-center">
      <p className="portico-strong" role="status">
        {strings.registered(name)}
      </p>
      <p className="portico-muted">{strings.registeredHint}</p>
      <button
        type="button"
        className="portico-row portico-row-secondary"
        onClick={() => config.router.reset('Account')}
      >
        <span className="portico-row-name">{strings.done}</span>
      </button>
    </div>
  )
}
