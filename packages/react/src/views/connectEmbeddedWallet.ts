import type { PorticoConfig } from '../createPorticoConfig'
import { toastError } from '../toastError'

/**
 * Connects the embedded wallet's AUTH connector once the frame holds a session (after a social
 * or Farcaster login, as after an email login); a failure shows the error toast.
 *
 * @example
 * await connectEmbeddedWallet(config)
 */
export async function connectEmbeddedWallet(config: PorticoConfig): Promise<void> {
  const auth = config.connectors.getState().connectors.find((c) => c.type === 'AUTH')
  if (auth) await config.connect(auth.id).catch(toastError(config, 'connect'))
}
