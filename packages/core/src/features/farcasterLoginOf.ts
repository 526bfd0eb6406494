import { createFarcasterLogin, type FarcasterLogin } from '../embedded/createFarcasterLogin'
import { InvalidParameterError } from '../errors/parameter'
import { connectEmbeddedWallet } from './connectEmbeddedWallet'
import type { FeatureHost } from './types'

const flows = new WeakMap<object, FarcasterLogin>()

/**
 * The host's Farcaster login flow (`createFarcasterLogin`), made on first use in the chunk that
 * reads it: the embedded wallet's AUTH connector connects once the frame holds the session, as
 * after a social login. A failed connect is the flow's error (the view shows it with Try again),
 * not a toast over a waiting view.
 *
 * @example
 * void farcasterLoginOf(config).start()
 */
export function farcasterLoginOf(
  host: Pick<FeatureHost, 'embeddedWallet' | 'clock' | 'connectors' | 'connect'>,
): FarcasterLogin {
  const known = flows.get(host)
  if (known) return known
  const wallet = host.embeddedWallet
  if (!wallet)
    throw new InvalidParameterError({
      reason: 'No embedded wallet configured (createPorticoConfig embeddedWallet)',
    })
  const flow = createFarcasterLogin({
    wallet,
    clock: host.clock,
    connect: () => connectEmbeddedWallet(host),
  })
  flows.set(host, flow)
  return flow
}
