import type { PorticoClientAction } from '@portico/core'
import { isActionNotAllowed } from '@portico/core/internal'
import type { PorticoConfig } from './createPorticoConfig'
import { errorText } from './errorText'

export type ToastErrorReturnType = (error: unknown) => void

/**
 * `Action not allowed` (SPEC §6, §8, in the locale's words) when the RPC gateway or the wallet
 * frame refused the method (`isActionNotAllowed`: anywhere in the cause chain), else undefined.
 * Here, so the modal's toasts and the send and swap texts share one chunk for it.
 *
 * @example
 * refusalText(error, config.strings) ?? errorText({ error, action, strings })
 */
export function refusalText(error: unknown, strings: PorticoConfig['strings']): string | undefined {
  return isActionNotAllowed(error) ? strings.modal.actionNotAllowed : undefined
}

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
      message:
        refusalText(error, config.strings) ?? errorText({ error, action, strings: config.strings }),
    })
  }
}
