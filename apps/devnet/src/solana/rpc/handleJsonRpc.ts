import type { SolanaChain } from '../createSolanaChain'
import { RpcError } from '../rpcError'
import { accountMethods } from './accountMethods'
import { clusterMethods } from './clusterMethods'
import { historyMethods } from './historyMethods'
import type { RpcMethod } from './params'
import { sendMethods } from './sendMethods'
import { stringifyJson } from './stringifyJson'

/** Every HTTP method this facade serves, by name. */
export const rpcMethods: Readonly<Record<string, RpcMethod>> = {
  ...clusterMethods,
  ...accountMethods,
  ...sendMethods,
  ...historyMethods,
}

type Id = string | number | null
const errorAnswer = (id: Id, code: number, message: string, data?: unknown) => ({
  jsonrpc: '2.0',
  id,
  error: { code, message, ...(data !== undefined && { data }) },
})

/**
 * Answers one JSON-RPC request object (undefined for a notification, which gets no answer).
 * Unknown method → -32601; not a request → -32600; bad params → -32602; anything unexpected →
 * -32603 without internal text.
 *
 * @example
 * await answerRequest({ jsonrpc: '2.0', id: 1, method: 'getSlot' }, chain, rpcMethods)
 */
export async function answerRequest(
  request: unknown,
  chain: SolanaChain,
  methods: Readonly<Record<string, RpcMethod>>,
): Promise<object | undefined> {
  const body = request as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }
  const id: Id =
    body && typeof body === 'object' && (typeof body.id === 'string' || typeof body.id === 'number')
      ? body.id
      : null
  if (
    !body ||
    typeof body !== 'object' ||
    Array.isArray(body) ||
    body.jsonrpc !== '2.0' ||
    typeof body.method !== 'string' ||
    (body.params !== undefined && !Array.isArray(body.params)) ||
    (body.id !== undefined && body.id !== null && id === null)
  )
    return errorAnswer(id, -32600, 'Invalid request')
  const notification = !('id' in body)
  const method = Object.hasOwn(methods, body.method) ? methods[body.method] : undefined
  if (!method) return notification ? undefined : errorAnswer(id, -32601, 'Method not found')
  try {
    const result = await method((body.params as unknown[] | undefined) ?? [], chain)
    return notification ? undefined : { jsonrpc: '2.0', result, id }
  } catch (error) {
    if (notification) return undefined
    if (error instanceof RpcError) return errorAnswer(id, error.code, error.message, error.data)
    return errorAnswer(id, -32603, 'Internal error')
  }
}

/**
 * Answers a JSON-RPC body (one request or a batch) as text; undefined when nothing is to be
 * sent back (only notifications). Malformed JSON → -32700; an empty batch → -32600.
 *
 * @example
 * const text = await handleJsonRpc('{"jsonrpc":"2.0","id":1,"method":"getHealth"}', chain)
 */
export async function handleJsonRpc(
  text: string,
  chain: SolanaChain,
  methods: Readonly<Record<string, RpcMethod>> = rpcMethods,
): Promise<string | undefined> {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return stringifyJson(errorAnswer(null, -32700, 'Parse error'))
  }
  if (!Array.isArray(body)) {
    const answer = await answerRequest(body, chain, methods)
    return answer && stringifyJson(answer)
  }
  if (body.length === 0) return stringifyJson(errorAnswer(null, -32600, 'Invalid request'))
  const answers: object[] = []
  // In order, one after another: a batch may send then query.
  for (const request of body) {
    const answer = await answerRequest(request, chain, methods)
    if (answer) answers.push(answer)
  }
  return answers.length ? stringifyJson(answers) : undefined
}
