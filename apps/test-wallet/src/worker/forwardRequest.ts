import { safeRpcMethods } from '@portico/core/internal'
import type { WalletRequest } from '../messages'
import { currentChain, requirePermission, type WalletContext } from './walletContext'
import { rpcErrorCodes, WalletRpcError } from './walletRpcError'

/**
 * The node methods a page may reach through the wallet: core's read-only ("safe") RPC methods that
 * a node serves, without `eth_sendRawTransaction` (a page that holds a signed transaction needs no
 * wallet), the account methods (the wallet answers those itself) and the bundler methods. Anything
 * else — `eth_sendUnsignedTransaction`, `eth_signTypedData_v3`, `anvil_*`, `debug_*`… — is 4200.
 */
export const forwardedMethods: ReadonlySet<string> = new Set(
  safeRpcMethods.filter(
    (method) =>
      /^(eth_|net_|web3_)/.test(method) &&
      ![
        'eth_sendRawTransaction',
        'eth_accounts',
        'eth_requestAccounts',
        'eth_supportedEntryPoints',
        'eth_estimateUserOperationGas',
        'eth_getUserOperationByHash',
        'eth_getUserOperationReceipt',
      ].includes(method),
  ),
)

let nextId = 1

/**
 * Sends a read method of {@link forwardedMethods} to the current chain's node for a connected
 * origin and returns its result. Any other method is 4200 (unsupported) before anything else; a
 * read from an origin the person has not connected is 4100.
 *
 * @example
 * await forwardRequest(context, { method: 'eth_blockNumber' }) // '0x1'
 */
export async function forwardRequest(
  context: WalletContext,
  request: WalletRequest,
): Promise<unknown> {
  const { method, params } = request
  if (!forwardedMethods.has(method))
    throw new WalletRpcError(
      rpcErrorCodes.unsupportedMethod,
      `The Portico Test Wallet does not support the method "${method}".`,
    )
  const state = await context.store.read()
  requirePermission(context, state)
  const chain = currentChain(context.config, state)
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
