import {
  createSolanaRpc,
  createSolanaRpcFromTransport,
  createSolanaRpcSubscriptions,
  type Rpc,
  type RpcSubscriptions,
  type RpcTransport,
  type SolanaRpcApi,
  type SolanaRpcSubscriptionsApi,
} from '@solana/kit'

/** Parameters of {@link createSolanaClient}: one network's endpoints. */
export type CreateSolanaClientParameters = {
  /** HTTP JSON-RPC URL (e.g. the Portico gateway); ignored when `transport` is given. */
  rpcUrl?: string | undefined
  /** A @solana/kit transport; wins over `rpcUrl`. */
  transport?: RpcTransport | undefined
  /** WebSocket URL for subscriptions; without one, confirmations are polled. */
  wsUrl?: string | undefined
}
/** Return type of {@link createSolanaClient}. */
export type CreateSolanaClientReturnType = {
  rpc: Rpc<SolanaRpcApi>
  rpcSubscriptions: RpcSubscriptions<SolanaRpcSubscriptionsApi> | undefined
}

/**
 * Internal (lazily loaded): the @solana/kit RPC and subscription clients of one network.
 *
 * @example
 * const { rpc } = createSolanaClient({ rpcUrl: 'http://127.0.0.1:8899' })
 */
export function createSolanaClient(
  parameters: CreateSolanaClientParameters,
): CreateSolanaClientReturnType {
  const { rpcUrl, transport, wsUrl } = parameters
  const rpc = transport
    ? createSolanaRpcFromTransport(transport)
    : createSolanaRpc(rpcUrl as string)
  return { rpc, rpcSubscriptions: wsUrl ? createSolanaRpcSubscriptions(wsUrl) : undefined }
}
