import {
  bitcoinMethodPrefix,
  solanaMethodPrefix,
  type WalletRequest,
  type WorkerResponse,
} from '../messages'
import { rpcErrorCodes, serializeRpcError, WalletRpcError } from './walletRpcError'

/** What the worker does with a well-formed message. */
export type WorkerMessageHandlers = {
  /** An EVM request (`eth_*`, `wallet_*`, …). */
  evm(request: WalletRequest): Promise<unknown>
  /** A request whose method starts with `solana:`. */
  solana(request: WalletRequest): Promise<unknown>
  /** A request whose method starts with `bitcoin_`. */
  bitcoin(request: WalletRequest): Promise<unknown>
  /** A test control's chain switch; undefined when the build has test controls off. */
  switchChain?: ((chainId: number) => Promise<unknown>) | undefined
  /** A test control's new account (the next one of the mnemonic); undefined without test controls. */
  addAccount?: (() => Promise<unknown>) | undefined
}

/** Parameters of {@link serveWorkerMessage}. */
export type ServeWorkerMessageParameters = {
  /** What the content script sent: anything a web page could make it carry. */
  message: unknown
  handlers: WorkerMessageHandlers
}

/** Longest method name taken (the longest real one is under 40 characters). */
const maxMethodLength = 200

/**
 * Answers one message from a content script: `{ kind: 'request', request: { method, params? } }`
 * goes to the EVM, Solana or Bitcoin handler (by the method's prefix), `{ kind: 'control', action: 'switchChain', chainId }` to the
 * chain switch when the build has test controls. The message comes from a web page through the
 * content script, so anything else — no object, no string method, a method over 200 characters —
 * is answered with -32600 Invalid request instead of throwing in the listener. Never rejects:
 * handler failures become `{ error }` (EIP-1193 shape).
 *
 * @example
 * chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
 *   serveWorkerMessage({ message, handlers }).then(sendResponse)
 *   return true
 * })
 */
export async function serveWorkerMessage(
  parameters: ServeWorkerMessageParameters,
): Promise<WorkerResponse> {
  const { message, handlers } = parameters
  try {
    const result = await dispatch(message, handlers)
    return { result: result ?? null }
  } catch (error) {
    return { error: serializeRpcError(error) }
  }
}

function dispatch(message: unknown, handlers: WorkerMessageHandlers): Promise<unknown> {
  const { kind } = (typeof message === 'object' && message !== null ? message : {}) as {
    kind?: unknown
  }
  if (kind === 'request') {
    const request = (message as { request?: unknown }).request
    if (!isWalletRequest(request))
      throw new WalletRpcError(rpcErrorCodes.invalidRequest, 'Invalid request')
    const plain: WalletRequest =
      'params' in request
        ? { method: request.method, params: request.params }
        : { method: request.method }
    if (request.method.startsWith(solanaMethodPrefix)) return handlers.solana(plain)
    if (request.method.startsWith(bitcoinMethodPrefix)) return handlers.bitcoin(plain)
    return handlers.evm(plain)
  }
  if (kind === 'control') {
    const { action, chainId } = message as { action?: unknown; chainId?: unknown }
    if (handlers.switchChain === undefined) throw new Error('Test controls are off in this build')
    if (action === 'addAccount' && handlers.addAccount) return handlers.addAccount()
    if (action !== 'switchChain' || !Number.isSafeInteger(chainId))
      throw new WalletRpcError(rpcErrorCodes.invalidRequest, 'Invalid request')
    return handlers.switchChain(chainId as number)
  }
  throw new WalletRpcError(rpcErrorCodes.invalidRequest, 'Invalid request')
}

function isWalletRequest(value: unknown): value is WalletRequest {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const { method } = value as { method?: unknown }
  return typeof method === 'string' && method.length > 0 && method.length <= maxMethodLength
}
