import { redactUrl } from '../redactUrl'
import {
  type JsonRpcErrorObject,
  type JsonRpcRequest,
  type JsonRpcResponse,
  jsonRpcError,
  jsonRpcErrorCodes,
} from './jsonRpc'

export type ForwardRpcParameters = {
  /** The node's URL; credentials in it are sent as HTTP basic auth, never logged. */
  url: string
  /** Requests to forward, already validated and allowed by the method policy. */
  requests: readonly JsonRpcRequest[]
  /** Send a JSON array (batch) rather than one object; needs exactly one request when false. */
  batch: boolean
  /** Time limit of the upstream call in milliseconds. */
  timeoutMs: number
  /** Largest answer read from the node, in bytes; past it the call fails (-32603). Default 10 MiB. */
  maxResponseBytes?: number | undefined
  /** Called with a short, secret-free description when the upstream call fails. */
  onUpstreamError?: ((description: string) => void) | undefined
}

/** One answer per request, in order; `undefined` for notifications (requests without `id`). */
export type ForwardRpcReturnType = (JsonRpcResponse | undefined)[]

function isAnswer(value: unknown): value is { id: unknown; result?: unknown; error?: unknown } {
  return typeof value === 'object' && value !== null && 'id' in value
}

function toError(value: unknown): JsonRpcErrorObject {
  const error = value as Partial<JsonRpcErrorObject> | null
  return {
    code: typeof error?.code === 'number' ? error.code : jsonRpcErrorCodes.internalError,
    message: typeof error?.message === 'string' ? error.message : 'Internal error',
    ...(error?.data === undefined ? {} : { data: error.data }),
  }
}

/**
 * Forwards JSON-RPC requests to a node in one HTTP call and returns the answers in the order of
 * `requests`, with the callers' own ids. Ids are rewritten to indexes on the way up, so duplicate
 * or odd client ids cannot mix answers up. Any upstream failure (timeout, network, non-JSON
 * answer, missing answer, an answer over `maxResponseBytes`, read as it streams in and cancelled
 * there) becomes a -32603 error whose message never contains the node's URL.
 *
 * @example
 * const [answer] = await forwardRpc({
 *   url: 'http://127.0.0.1:8545',
 *   requests: [{ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }],
 *   batch: false,
 *   timeoutMs: 10_000,
 * })
 * // { jsonrpc: '2.0', id: 1, result: '0x7a69' }
 */
export async function forwardRpc(parameters: ForwardRpcParameters): Promise<ForwardRpcReturnType> {
  const { url, requests, batch, timeoutMs, onUpstreamError } = parameters
  const maxResponseBytes = parameters.maxResponseBytes ?? defaultMaxResponseBytes
  const target = new URL(url)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (target.username || target.password) {
    const user = decodeURIComponent(target.username)
    const password = decodeURIComponent(target.password)
    headers.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
    target.username = ''
    target.password = ''
  }
  const upstream = requests.map((request, index) => {
    const { id: _id, ...rest } = request
    return 'id' in request ? { ...rest, id: index } : rest
  })
  const failAll = (message: string): ForwardRpcReturnType =>
    requests.map((request) =>
      'id' in request
        ? jsonRpcError(request.id ?? null, jsonRpcErrorCodes.internalError, message)
        : undefined,
    )

  let body: unknown
  try {
    const response = await fetch(target, {
      method: 'POST',
      headers,
      body: JSON.stringify(batch ? upstream : upstream[0]),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await readLimitedText(response, maxResponseBytes)
    if (text === undefined) {
      onUpstreamError?.(`${redactUrl(url)} answered more than ${maxResponseBytes} bytes`)
      return failAll('Upstream RPC answer too large')
    }
    if (requests.every((request) => !('id' in request))) return requests.map(() => undefined)
    try {
      body = JSON.parse(text)
    } catch {
      onUpstreamError?.(`${redactUrl(url)} answered HTTP ${response.status} without JSON`)
      return failAll('Upstream RPC request failed')
    }
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError'
    const reason = timedOut ? `timed out after ${timeoutMs} ms` : describeFetchError(error)
    onUpstreamError?.(`${redactUrl(url)} ${reason}`)
    return failAll(timedOut ? 'Upstream RPC request timed out' : 'Upstream RPC request failed')
  }

  // A single error object for a whole batch (e.g. the node refused the batch) answers every item.
  if (!Array.isArray(body) && isAnswer(body) && body.id === null && 'error' in body) {
    const error = toError(body.error)
    return requests.map((request) =>
      'id' in request ? { jsonrpc: '2.0', id: request.id ?? null, error } : undefined,
    )
  }
  const answers = new Map<number, { result?: unknown; error?: unknown }>()
  for (const answer of Array.isArray(body) ? body : [body])
    if (isAnswer(answer) && typeof answer.id === 'number') answers.set(answer.id, answer)

  return requests.map((request, index) => {
    if (!('id' in request)) return undefined
    const id = request.id ?? null
    const answer = answers.get(index)
    if (answer === undefined) {
      onUpstreamError?.(`${redactUrl(url)} gave no answer for ${request.method}`)
      return jsonRpcError(id, jsonRpcErrorCodes.internalError, 'Upstream RPC request failed')
    }
    if ('error' in answer && answer.error !== undefined)
      return { jsonrpc: '2.0', id, error: toError(answer.error) }
    return { jsonrpc: '2.0', id, result: answer.result ?? null }
  })
}

/** The default of `maxResponseBytes`: 10 MiB. */
export const defaultMaxResponseBytes = 10 * 1024 * 1024

/** The body as text, or undefined (and the download cancelled) once it passes `limit` bytes. */
export async function readLimitedText(
  response: Response,
  limit: number,
): Promise<string | undefined> {
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => {})
    return undefined
  }
  if (response.body === null) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      return undefined
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function describeFetchError(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } }).cause
  const code = typeof cause?.code === 'string' ? cause.code : (error as Error).name
  return `failed (${code})`
}
