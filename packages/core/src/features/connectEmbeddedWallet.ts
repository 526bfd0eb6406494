import type { FeatureHost } from './types'

/**
 * Connects the embedded wallet's AUTH connector once the frame holds a session (after a social
 * or Farcaster login, as after an email login); nothing when no AUTH connector is listed.
 * Rejects with the connect's typed error: a UI that toasts catches it.
 *
 * @example
 * await connectEmbeddedWallet(config)
 */
export async function connectEmbeddedWallet(
  host: Pick<FeatureHost, 'connectors' | 'connect'>,
): Promise<void> {
  const auth = host.connectors.getState().connectors.find((c) => c.type === 'AUTH')
  if (auth) await host.connect(auth.id)
}
