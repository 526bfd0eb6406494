import { solanaReferences } from '@portico/core/caip'
import { devnetChains, solanaDevnet, unlistedDevnetChain } from '@portico/devnet/chains'
import type { SolanaWalletChain, WalletConfig } from '../walletConfig'

/** Parameters of {@link resolveWalletConfig}. */
export type ResolveWalletConfigParameters = {
  /** Chain id → RPC URL; chains not listed use `http://127.0.0.1:{defaultPort}`. */
  rpcUrls?: Record<number, string> | undefined
  /**
   * Solana network (CAIP-2 id) → RPC URL: the local chain's URL (default `http://127.0.0.1:8899`)
   * and any other Solana network the wallet should offer.
   */
  solanaRpcUrls?: Record<string, string> | undefined
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
 * The wallet's chains (31337, 31338, 31339 from `@portico/devnet/chains`) with their RPC URLs, and
 * its Solana networks: the local chain (`solanaDevnet`) first, then the other listed ones.
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
    solanaRpcUrls = {},
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
    solanaChains: resolveSolanaChains(solanaRpcUrls),
    accountIndex,
    testControls,
    relayUrl,
    projectId,
  }
}

const solanaNames: Record<string, string> = {
  [solanaReferences.mainnet]: 'Solana Mainnet',
  [solanaReferences.devnet]: 'Solana Devnet',
  [solanaReferences.testnet]: 'Solana Testnet',
}

function resolveSolanaChains(urls: Record<string, string>): SolanaWalletChain[] {
  for (const [id, url] of Object.entries(urls))
    if (!/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(id) || !isHttpUrl(url))
      throw new Error(
        `Invalid Solana RPC URL entry: "${id}=${url}" (expected solana:<32 base58>=http(s)://…)`,
      )
  const local: SolanaWalletChain = {
    id: solanaDevnet.caipNetworkId,
    name: solanaDevnet.name,
    rpcUrl: urls[solanaDevnet.caipNetworkId] ?? `http://127.0.0.1:${solanaDevnet.defaultPort}`,
  }
  const others = Object.entries(urls)
    .filter(([id]) => id !== solanaDevnet.caipNetworkId)
    .map(([id, rpcUrl]) => {
      const reference = id.slice('solana:'.length)
      return {
        id: id as SolanaWalletChain['id'],
        name: solanaNames[reference] ?? `Solana ${reference.slice(0, 8)}`,
        rpcUrl,
      }
    })
  return [local, ...others]
}

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  const { protocol } = new URL(value)
  return protocol === 'http:' || protocol === 'https:'
}

function isWebSocketUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  const { protocol } = new URL(value)
  return protocol === 'ws:' || protocol === 'wss:'
}
