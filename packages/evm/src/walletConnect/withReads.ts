import type { WalletConnectProvider } from '@portico/walletconnect'
import type { Chain, Transport } from 'viem'

/** What of wagmi's connector config the reads need: the app's chains and transports. */
export type WithReadsConfig = {
  readonly chains: readonly Chain[]
  readonly transports?: Record<number, Transport> | undefined
}

/**
 * Internal, loaded with a session (not with the page): the session's provider, with the reads
 * the wallet does not serve (balances, estimates…: error 4200) sent to the app's own transport
 * for the session's chain.
 */
export function withReads(
  inner: WalletConnectProvider,
  config: WithReadsConfig,
): WalletConnectProvider {
  return {
    ...inner,
    topic: inner.topic,
    async request(args) {
      try {
        return await inner.request(args)
      } catch (error) {
        if ((error as { code?: unknown }).code !== 4200) throw error
        const chainId = Number(await inner.request({ method: 'eth_chainId' }))
        const chain = config.chains.find((c) => c.id === chainId)
        const transport = config.transports?.[chainId]
        if (!chain || !transport) throw error
        return transport({ chain, retryCount: 0 }).request(args as never)
      }
    },
  }
}
