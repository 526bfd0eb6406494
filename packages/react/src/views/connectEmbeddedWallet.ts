import type { PorticoConfig } from '../createPorticoConfig'
import { toastError } from '../toastError'

/**
 * Connects the embedded wallet's AUTH connector once the frame holds a session (after a social
 * or Farcaster login, as after an email login). A failure shows the error toast, or with
 * `{ reject: true }` rejects, for a view that shows the error itself (Farcaster's).
 *
 * @example
 * await connectEmbeddedWallet(config)
 */
export async function connectEmbeddedWallet(
  config: PorticoConfig,
  options: { reject?: boolean } = {},
): Promise<void> {
  const auth = config.connectors.getState().connectors.find((c) => c.type === 'AUTH')
  if (!auth) return
  const connecting = config.connect(auth.id)
  await (options.reject ? connecting : connecting.catch(toastError(config, 'connect')))
}
