import type { WalletRequest } from '../messages'
import { currentChain, type WalletContext } from './walletContext'
import { rpcErrorCodes, WalletRpcError } from './walletRpcError'

const forwarded = /^(eth_|net_|web3_)/
const neverForwarded = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_subscribe',
  'eth_unsubscribe',
])

let nextId = 1

/**
 * Sends a read method (`eth_*`, `net_*`, `web3_*` other than signing) to the current chain's node
 * and returns its result; anything else is 4200.
 *
 * @example
 * await forwardRequest(context, { method: 'eth_blockNumber' }) // '0x1'
 */
export async function forwardRequest(
  context: WalletContext,
  request: WalletRequest,
): Promise<unknown> {
  const { method, params } = request
  if (!forwarded.test(method) || neverForwarded.has(method))
    throw new WalletRpcError(
      rpcErrorCodes.unsupportedMethod,
      `The Portico Test Wallet does not support the method "${method}".`,
    )
  const chain = currentChain(context.config, await context.store.read())
  let response: Response
  try {
    response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
    })
  } catch (cause) {
    throw new WalletRpcError(rpcErrorCodes.internal, `${chain.name} is unreachable`, { cause })
  }
  const body = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { code: number; message: string; data?: unknown } }
    | undefined
  if (!body)
    throw new WalletRpcError(rpcErrorCodes.internal, `HTTP status code: ${response.status}`)
  if (body.error)
    throw new WalletRpcError(body.error.code, body.error.message, { data: body.error.data })
  return body.result
}
