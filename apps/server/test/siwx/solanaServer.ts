import type { SiwxMessageData } from '@portico/core'
import { inject } from 'vitest'
import { type SiwxTestServer, startSiwxServer } from './siwxTestKit'

/**
 * The Solana chain the sign-in tests configure: the public devnet cluster's id, served by the
 * run's local chain. (On this branch the server's config and balance clients still refuse the
 * local chain's own id, `inject('solana').caipNetworkId`, which the solana-balances work opens;
 * sign-in itself never calls the chain, and the core tests cover the local genesis reference.)
 */
export const solanaChainId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

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
