import { parseCaipNetworkId } from '@portico/core/caip'
import { createPublicClient, http, type PublicClient } from 'viem'
import type { RpcUpstream } from '../config'
import { defaultMulticall3, type TokenLists } from './tokenListSchema'

export type CreateChainClientsParameters = {
  /** The gateway's upstream nodes (`PORTICO_RPC_URLS`); only `eip155` chains get a client. */
  rpcUpstreams: readonly RpcUpstream[]
  tokenLists: TokenLists
  /** Time limit of one RPC call, in milliseconds. */
  timeoutMs: number
}
/** CAIP-2 id → a viem client of the chain's node, with Multicall3 configured. */
export type ChainClients = ReadonlyMap<string, PublicClient>
export type CreateChainClientsReturnType = ChainClients

/**
 * Builds one viem public client per configured EVM upstream, reading the node directly (the same
 * URLs as the RPC gateway). Credentials in a URL become an HTTP basic-auth header, as in the
 * gateway; no retries, so a dead node fails fast. CCIP-Read (EIP-3668) is off: a contract's
 * `OffchainLookup` revert is an error, never a request from the server to the URL the contract
 * names (a caller could otherwise make the server fetch any internal address).
 *
 * @example
 * const clients = createChainClients({ rpcUpstreams, tokenLists, timeoutMs: 10_000 })
 * await clients.get('eip155:31337')?.getBlockNumber()
 */
export function createChainClients(
  parameters: CreateChainClientsParameters,
): CreateChainClientsReturnType {
  const clients = new Map<string, PublicClient>()
  for (const { caipNetworkId, url } of parameters.rpcUpstreams) {
    if (!caipNetworkId.startsWith('eip155:')) continue
    const { reference } = parseCaipNetworkId(caipNetworkId)
    const target = new URL(url)
    const headers: Record<string, string> = {}
    if (target.username || target.password) {
      const credentials = `${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`
      headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`
      target.username = ''
      target.password = ''
    }
    const list = parameters.tokenLists[caipNetworkId]
    const client = createPublicClient({
      ccipRead: false,
      chain: {
        id: Number(reference),
        name: caipNetworkId,
        nativeCurrency: list?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [target.toString()] } },
        contracts: { multicall3: { address: list?.multicall3 ?? defaultMulticall3 } },
      },
      transport: http(target.toString(), {
        timeout: parameters.timeoutMs,
        retryCount: 0,
        fetchOptions: { headers },
      }),
    })
    clients.set(caipNetworkId, client as PublicClient)
  }
  return clients
}
