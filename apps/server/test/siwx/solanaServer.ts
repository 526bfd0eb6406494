import type { SiwxMessageData } from '@portico/core/siwx'
import { inject } from 'vitest'
import { type SiwxTestServer, startSiwxServer } from './siwxTestKit'

/** The Solana chain the sign-in tests configure: the run's local chain, under its own id. */
export const solanaChainId = inject('solana').caipNetworkId as `solana:${string}`

/** The sign-in test server with a Solana chain among its upstreams. */
export function startSolanaSiwxServer(): Promise<SiwxTestServer> {
  return startSiwxServer({
    PORTICO_RPC_URLS: `${inject('rpcUrls')},${solanaChainId}=${inject('solana').rpcUrl}`,
  })
}

/** Overrides that make the test kit's message a Sign in with Solana one for `address`. */
export function solanaMessage(
  address: string,
  overrides: Partial<SiwxMessageData> = {},
): Partial<SiwxMessageData> {
  return { accountAddress: address, chainId: solanaChainId, ...overrides }
}
