import { isActionNotAllowed, type PorticoClientAction } from '@portico/core'
import type { PorticoConfig } from './createPorticoConfig'
import { errorText } from './errorText'

export type ToastErrorReturnType = (error: unknown) => void

/**
 * The modal's reaction to a rejected action: an error toast with the catalogue's text (see
 * `errorText`), `Action not allowed` for a method the RPC gateway or the wallet frame refused
 * (SPEC §6: `isActionNotAllowed`, anywhere in the cause chain), unless the app turned error toasts
 * off (`errorToasts: false`). For `.catch`.
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
      message: isActionNotAllowed(error)
        ? config.strings.modal.actionNotAllowed
        : errorText({ error, action, strings: config.strings }),
    })
  }
}
