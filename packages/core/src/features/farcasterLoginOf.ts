import { createFarcasterLogin, type FarcasterLogin } from '../embedded/createFarcasterLogin'
import { connectEmbeddedWallet } from './connectEmbeddedWallet'
import { embeddedFlowOf } from './embeddedFlowOf'
import type { FeatureHost } from './types'

/**
 * The host's Farcaster login flow (`createFarcasterLogin`), made on first use in the chunk that
 * reads it: the embedded wallet's AUTH connector connects once the frame holds the session, as
 * after a social login. A failed connect is the flow's error (the view shows it with Try again),
 * not a toast over a waiting view.
 *
 * @example
 * void farcasterLoginOf(config).start()
 */
export const farcasterLoginOf = embeddedFlowOf(
  (
    wallet,
    host: Pick<FeatureHost, 'embeddedWallet' | 'clock' | 'connectors' | 'connect'>,
  ): FarcasterLogin =>
    createFarcasterLogin({ wallet, clock: host.clock, connect: () => connectEmbeddedWallet(host) }),
)
