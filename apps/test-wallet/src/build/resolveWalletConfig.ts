import { devnetChains, unlistedDevnetChain } from '@portico/devnet/chains'
import type { WalletConfig } from '../walletConfig'

/** Parameters of {@link resolveWalletConfig}. */
export type ResolveWalletConfigParameters = {
  /** Chain id → RPC URL; chains not listed use `http://127.0.0.1:{defaultPort}`. */
  rpcUrls?: Record<number, string> | undefined
  testControls?: boolean | undefined
  accountIndex?: number | undefined
  /** WalletConnect relay (default `ws://127.0.0.1:3000/relay`, the server of `npm start`). */
  relayUrl?: string | undefined
  /** WalletConnect project id (default `portico-local`). */
  projectId?: string | undefined
}

/** The relay of `npm start`'s server. */
export const defaultRelayUrl = 'ws://127.0.0.1:3000/relay'

/** The config a wallet build bakes in. */
export type ResolveWalletConfigReturnType = WalletConfig

/**
 * The wallet's chains (31337, 31338, 31339 from `@portico/devnet/chains`) with their RPC URLs.
 *
 * @example
 * resolveWalletConfig({ rpcUrls: { 31337: 'http://127.0.0.1:18545' } }).chains[0].rpcUrl
 * // 'http://127.0.0.1:18545'
 */
export function resolveWalletConfig(
  parameters: ResolveWalletConfigParameters = {},
): ResolveWalletConfigReturnType {
  const {
    rpcUrls = {},
    testControls = false,
    accountIndex = 0,
    relayUrl = defaultRelayUrl,
    projectId = 'portico-local',
  } = parameters
  if (!isWebSocketUrl(relayUrl))
    throw new Error(`Invalid WalletConnect relay URL: "${relayUrl}" (expected ws:// or wss://)`)
  const known = [...devnetChains, unlistedDevnetChain]
  for (const id of Object.keys(rpcUrls).map(Number))
    if (!known.some((chain) => chain.id === id))
      throw new Error(
        `Unknown chain ${id} in the wallet’s RPC URLs (known: ${known.map((c) => c.id).join(', ')})`,
      )
  return {
    chains: known.map((chain) => ({
      id: chain.id,
      name: chain.name,
      rpcUrl: rpcUrls[chain.id] ?? `http://127.0.0.1:${chain.defaultPort}`,
      nativeCurrency: { ...chain.nativeCurrency },
    })),
    accountIndex,
    testControls,
    relayUrl,
    projectId,
  }
}

function isWebSocketUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  const { protocol } = new URL(value)
  return protocol === 'ws:' || protocol === 'wss:'
}
