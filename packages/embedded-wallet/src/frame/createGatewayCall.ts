import { FrameRpcError } from '../errors'

export type CreateGatewayCallParameters = {
  apiUrl: string
  projectId: string
  fetch?: typeof fetch | undefined
}

/** One JSON-RPC call through the gateway: its method, params and CAIP-2 chain; the result. */
export type GatewayCall = (method: string, params: unknown, chain: string) => Promise<unknown>

/**
 * The frame's JSON-RPC calls through the server's RPC gateway (`POST {apiUrl}/v1/?chainId&projectId`,
 * EVM and Solana alike, the bundler's methods included): the result, or a {@link FrameRpcError}
 * with the node's message and code.
 *
 * @example
 * const gateway = createGatewayCall({ apiUrl, projectId })
 * await gateway('eth_blockNumber', [], 'eip155:31337') // '0x1a'
 */
export function createGatewayCall(parameters: CreateGatewayCallParameters): GatewayCall {
  const { apiUrl, projectId } = parameters
  return async (method, params, chain) => {
    const doFetch = parameters.fetch ?? globalThis.fetch
    const response = await doFetch(
      `${apiUrl}/v1/?chainId=${encodeURIComponent(chain)}&projectId=${encodeURIComponent(projectId)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
      },
    )
    const body = (await response.json()) as {
      result?: unknown
      error?: { message?: string; code?: number }
    }
    if (body.error !== undefined)
      throw new FrameRpcError({ reason: body.error.message ?? 'RPC error', code: body.error.code })
    return body.result
  }
}
