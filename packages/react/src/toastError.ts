import type { PorticoClientAction } from '@portico/core'
import type { PorticoConfig } from './createPorticoConfig'
import { errorText } from './errorText'

export type ToastErrorReturnType = (error: unknown) => void

/**
 * The modal's reaction to a rejected action: an error toast with the catalogue's text (see
 * `errorText`), unless the app turned error toasts off (`errorToasts: false`). For `.catch`.
 *
 * @example
 * config.connect(wallet.id).catch(toastError(config, 'connect'))
 */
export function toastError(
  config: PorticoConfig,
  action: PorticoClientAction,
): ToastErrorReturnType {
  return (error) => {
    if (!config.errorToasts) return
    config.toast.showToast({
      variant: 'error',
      message: errorText({ error, action, strings: config.strings }),
    })
  }
}
