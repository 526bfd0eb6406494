import { usePorticoConfig } from '../context'
import { useStore } from '../useStore'

/**
 * Shows core's toast: `role="alert"` for errors, `role="status"` for the others.
 *
 * @example
 * <Toasts />
 */
export function Toasts() {
  const config = usePorticoConfig()
  const toast = useStore(config.toast)
  if (!toast.open) return null
  return (
    <div
      role={toast.variant === 'error' ? 'alert' : 'status'}
      className={`portico-toast portico-toast-${toast.variant}`}
    >
      {toast.message}
      {toast.link ? (
        <>
          {' '}
          <a href={toast.link.href} target="_blank" rel="noreferrer" className="portico-toast-link">
            {toast.link.label}
          </a>
        </>
      ) : null}
    </div>
  )
}
