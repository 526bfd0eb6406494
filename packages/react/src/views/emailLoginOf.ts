import { type EmailLogin, emailLoginOf as emailLoginOfHost } from '@portico/core/internal'
import type { PorticoConfig } from '../createPorticoConfig'
import { toastError } from '../toastError'

export type EmailLoginStore = EmailLogin

/**
 * The config's email login flow (core's `emailLoginOf`), made on first use inside the email
 * views' chunk; a connect that fails after a good code shows the modal's error toast.
 */
export function emailLoginOf(config: PorticoConfig): EmailLogin {
  return emailLoginOfHost(config, { onConnectError: toastError(config, 'connect') })
}
