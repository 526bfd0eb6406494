import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import type { ReadToken, TokenInfo } from './describe/approvalView'

export type ReadTokenThroughGatewayParameters = {
  /** The server (the frame's own origin). */
  apiUrl: string
  projectId: string
  fetch?: typeof fetch | undefined
}

/**
 * A {@link ReadToken} for the approval screen: asks the token contract its `decimals()` and
 * `symbol()` with `eth_call` through the server's RPC gateway. `undefined` when the contract does
 * not answer `decimals()` (the screen then shows raw units).
 *
 * @example
 * const readToken = readTokenThroughGateway({ apiUrl: location.origin, projectId })
 * await readToken('0x…', 'eip155:31337') // { decimals: 6, symbol: 'USDC' }
 */
export function readTokenThroughGateway(parameters: ReadTokenThroughGatewayParameters): ReadToken {
  const doFetch = parameters.fetch ?? globalThis.fetch
  return async (token, chainId): Promise<TokenInfo | undefined> => {
    const call = async (data: Hex): Promise<Hex | undefined> => {
      const response = await doFetch(
        `${parameters.apiUrl}/v1/?chainId=${encodeURIComponent(chainId)}&projectId=${encodeURIComponent(parameters.projectId)}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'eth_call',
            params: [{ to: token, data }, 'latest'],
          }),
        },
      )
      const body = (await response.json()) as { result?: Hex }
      return body.result === undefined || body.result === '0x' ? undefined : body.result
    }
    const decimals = await call(encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' }))
      .then((data) =>
        data === undefined
          ? undefined
          : decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data }),
      )
      .catch(() => undefined)
    if (decimals === undefined) return undefined
    const symbol = await call(encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' }))
      .then((data) =>
        data === undefined
          ? undefined
          : decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data }),
      )
      .catch(() => undefined)
    return { decimals: Number(decimals), symbol }
  }
}
