import { connectEmbeddedWallet as connectAuth } from '@portico/core/internal'
import type { PorticoConfig } from '../createPorticoConfig'
import { toastError } from '../toastError'

/**
 * Connects the embedded wallet's AUTH connector once the frame holds a session (core's
 * `connectEmbeddedWallet`), a failure shown as the error toast (after a social login).
 *
 * @example
 * await connectEmbeddedWallet(config)
 */
export function connectEmbeddedWallet(config: PorticoConfig): Promise<void> {
  return connectAuth(config).catch(toastError(config, 'connect'))
}
