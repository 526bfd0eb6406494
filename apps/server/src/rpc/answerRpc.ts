import { RpcMethodNotAllowedError } from '@portico/core'
import { bundlerMethods } from './bundlerMethods'
import { checkEvmParams } from './checkEvmParams'
import { forwardRpc } from './forwardRpc'
import { isGatewayMethodAllowed } from './isGatewayMethodAllowed'
import {
  answerId,
  type JsonRpcRequest,
  type JsonRpcResponse,
  jsonRpcError,
  jsonRpcErrorCodes,
  jsonRpcRequestSchema,
} from './jsonRpc'

/** Largest batch the gateway accepts. */
export const maxBatchSize = 100

export { sharedUpstreamRefusedMethods } from './isGatewayMethodAllowed'

export type AnswerRpcParameters = {
  /** The parsed JSON body: one request or a batch (array). */
  body: unknown
  /** URL of the node for the requested chain. */
  upstreamUrl: string
  /** URL of the chain's ERC-4337 bundler, if any: {@link bundlerMethods} go there. */
  bundlerUrl?: string | undefined
  /** The requested chain's namespace (`eip155` by default): picks the allowed methods. */
  namespace?: string | undefined
  timeoutMs: number
  /** Largest upstream answer read, in bytes (see `forwardRpc`). */
  maxResponseBytes?: number | undefined
  onUpstreamError?: ((description: string) => void) | undefined
}

/** The JSON to send back; `undefined` when nothing is owed (only notifications were sent). */
export type AnswerRpcReturnType = JsonRpcResponse | JsonRpcResponse[] | undefined

/**
 * Answers a JSON-RPC 2.0 body for the gateway: validates each request, refuses every method
 * {@link isGatewayMethodAllowed} refuses for the chain's namespace (signing methods need the
 * user's wallet, the EVM filter methods and any other method are blocked) with
 * `Requested RPC call is not allowed`, refuses EVM block numbers and counts past 64 bits
 * ({@link checkEvmParams}) with `-32602`, forwards the ERC-4337 {@link bundlerMethods} to the
 * chain's bundler when it has one, the rest to the node in one call, and returns the answers in
 * request order.
 *
 * @example
 * await answerRpc({
 *   body: [{ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, { jsonrpc: '2.0', id: 2, method: 'personal_sign', params: [] }],
 *   upstreamUrl: 'http://127.0.0.1:8545',
 *   timeoutMs: 10_000,
 * })
 * // [{ id: 1, result: '0x7a69', … }, { id: 2, error: { code: -32601, message: 'Requested RPC call is not allowed' }, … }]
 */
export async function answerRpc(parameters: AnswerRpcParameters): Promise<AnswerRpcReturnType> {
  const { body, upstreamUrl, bundlerUrl, timeoutMs, maxResponseBytes, onUpstreamError } = parameters
  const namespace = parameters.namespace ?? 'eip155'
  const isBatch = Array.isArray(body)
  if (isBatch && body.length === 0)
    return jsonRpcError(null, jsonRpcErrorCodes.invalidRequest, 'Invalid Request: empty batch')
  if (isBatch && body.length > maxBatchSize)
    return jsonRpcError(
      null,
      jsonRpcErrorCodes.invalidRequest,
      `Invalid Request: batch of ${body.length} exceeds the limit of ${maxBatchSize}`,
    )
  const items: unknown[] = isBatch ? body : [body]

  const answers: (JsonRpcResponse | undefined)[] = []
  const forwarded: { index: number; request: JsonRpcRequest }[] = []
  const toBundler: { index: number; request: JsonRpcRequest }[] = []
  items.forEach((item, index) => {
    const parsed = jsonRpcRequestSchema.safeParse(item)
    if (!parsed.success) {
      answers[index] = jsonRpcError(
        answerId(item),
        jsonRpcErrorCodes.invalidRequest,
        'Invalid Request',
      )
      return
    }
    const request = parsed.data
    if (bundlerUrl !== undefined && bundlerMethods.has(request.method)) {
      toBundler.push({ index, request })
      return
    }
    if (!isGatewayMethodAllowed({ method: request.method, namespace, upstreamUrl })) {
      answers[index] =
        'id' in request
          ? jsonRpcError(
              request.id ?? null,
              jsonRpcErrorCodes.methodNotFound,
              new RpcMethodNotAllowedError({ method: request.method }).shortMessage,
            )
          : undefined
      return
    }
    const refused =
      namespace === 'eip155'
        ? checkEvmParams({ method: request.method, params: request.params })
        : undefined
    if (refused !== undefined) {
      answers[index] =
        'id' in request
          ? jsonRpcError(request.id ?? null, jsonRpcErrorCodes.invalidParams, refused)
          : undefined
      return
    }
    forwarded.push({ index, request })
  })

  const forwardTo = async (url: string, group: { index: number; request: JsonRpcRequest }[]) => {
    if (group.length === 0) return
    const upstreamAnswers = await forwardRpc({
      url,
      requests: group.map(({ request }) => request),
      batch: group.length > 1,
      timeoutMs,
      maxResponseBytes,
      onUpstreamError,
    })
    group.forEach(({ index }, position) => {
      answers[index] = upstreamAnswers[position]
    })
  }
  await Promise.all([
    forwardTo(upstreamUrl, forwarded),
    // Bundlers need not take JSON-RPC batches (alto refuses them): one call per request.
    ...(bundlerUrl === undefined ? [] : toBundler.map((item) => forwardTo(bundlerUrl, [item]))),
  ])

  if (!isBatch) return answers[0]
  const present = answers.filter((answer): answer is JsonRpcResponse => answer !== undefined)
  return present.length === 0 ? undefined : present
}
