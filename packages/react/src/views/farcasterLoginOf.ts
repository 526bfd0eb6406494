import { createFarcasterLogin, type FarcasterLogin } from '@portico/core/internal'
import type { PorticoConfig } from '../createPorticoConfig'
import { connectEmbeddedWallet } from './connectEmbeddedWallet'

const flows = new WeakMap<PorticoConfig, FarcasterLogin>()

/**
 * The config's Farcaster login flow (core's `createFarcasterLogin`), made on first use inside the
 * Farcaster view's chunk: the embedded wallet's AUTH connector connects once the frame holds the
 * session, as after a social login.
 *
 * @example
 * void farcasterLoginOf(config).start()
 */
export function farcasterLoginOf(config: PorticoConfig): FarcasterLogin {
  const known = flows.get(config)
  if (known) return known
  const wallet = config.embeddedWallet
  if (!wallet)
    throw new TypeError('No embedded wallet configured (createPorticoConfig embeddedWallet)')
  const flow = createFarcasterLogin({
    wallet,
    clock: config.clock,
    // A failed connect is the view's error (with Try again), not a toast over a waiting view.
    connect: () => connectEmbeddedWallet(config, { reject: true }),
  })
  flows.set(config, flow)
  return flow
}
