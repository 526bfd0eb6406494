import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { RpcUpstream } from '../config'
import type { RequestLimits } from '../http/createRequestLimits'
import { answerRpc, maxBatchSize } from '../rpc/answerRpc'
import { jsonRpcError, jsonRpcErrorCodes } from '../rpc/jsonRpc'
import { parseServedChainId } from '../solana/parseServedChainId'

/** Largest request body the gateway reads, in bytes. */
export const rpcBodyLimit = 1024 * 1024

export type RpcGatewayParameters = {
  rpcUpstreams: readonly RpcUpstream[]
  /** The ERC-4337 bundler of each chain that has one (its methods go there). */
  bundlerUpstreams?: readonly RpcUpstream[] | undefined
  /** Known project ids (the server's cache of the `projects` table). */
  projects: { has(projectId: string): boolean }
  timeoutMs: number
  /** Largest upstream answer read, in bytes. */
  maxResponseBytes?: number | undefined
  /** Per-IP and per-project limits; each request of a batch counts. None: unlimited. */
  limits?: RequestLimits | undefined
}

const querySchema = z.object({
  chainId: z.string().max(100).optional().describe('CAIP-2 id of the chain, e.g. eip155:31337'),
  projectId: z.string().max(100).optional().describe('Project id (required)'),
})

const routeSchema = {
  summary: 'RPC gateway: JSON-RPC 2.0 (one request or a batch of at most 100) to the chain node',
  tags: ['rpc'],
  querystring: querySchema,
  body: z.unknown().describe('JSON-RPC 2.0 request or batch; body at most 1 MiB'),
  response: { 200: z.unknown().describe('JSON-RPC 2.0 answer(s), in request order') },
}

/**
 * The RPC gateway: `POST /v1/?chainId=<CAIP-2>&projectId=<id>` with a JSON-RPC 2.0 body (one
 * request or a batch of at most 100) forwarded to the node configured for the chain, and the
 * ERC-4337 bundler methods to the chain's bundler (`PORTICO_BUNDLER_URLS`) when it has one.
 *
 * HTTP statuses: 200 for every JSON-RPC answer (including per-request errors and -32700 parse
 * errors); 400 for a missing, malformed or unsupported `chainId` (-32602); 401 for a missing or
 * unknown `projectId` (-32001); 413 for a body over 1 MiB (-32600); 429 with `Retry-After` past
 * the client's or the project's rate limit (-32005).
 *
 * @example
 * await app.register(rpcGateway, { rpcUpstreams: config.rpcUpstreams, projects, timeoutMs: 10_000, limits })
 */
export async function rpcGateway(
  app: FastifyInstance,
  {
    rpcUpstreams,
    bundlerUpstreams = [],
    projects,
    timeoutMs,
    maxResponseBytes,
    limits,
  }: RpcGatewayParameters,
): Promise<void> {
  // A bip122 entry is an Esplora API, served by the Esplora gateway (routes/esploraGateway.ts).
  const upstreams = new Map(
    rpcUpstreams
      .filter((upstream) => !upstream.caipNetworkId.startsWith('bip122:'))
      .map((upstream) => [upstream.caipNetworkId, upstream.url]),
  )
  const bundlers = new Map(bundlerUpstreams.map((bundler) => [bundler.caipNetworkId, bundler.url]))

  // Read every body as text whatever its content type, so bad JSON gets a JSON-RPC -32700.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: rpcBodyLimit }, (_r, body, done) =>
    done(null, body),
  )
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation !== undefined)
      return reply
        .code(400)
        .send(jsonRpcError(null, jsonRpcErrorCodes.invalidParams, 'Invalid query parameters'))
    if (error.statusCode === 413)
      return reply
        .code(413)
        .send(jsonRpcError(null, jsonRpcErrorCodes.invalidRequest, 'Request body too large'))
    if (error.statusCode !== undefined && error.statusCode < 500)
      return reply
        .code(error.statusCode)
        .send(jsonRpcError(null, jsonRpcErrorCodes.invalidRequest, 'Invalid Request'))
    request.log.error({ reason: error.message }, 'rpc gateway failed')
    return reply
      .code(500)
      .send(jsonRpcError(null, jsonRpcErrorCodes.internalError, 'Internal error'))
  })

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = querySchema.safeParse(request.query)
    const { chainId, projectId } = query.success ? query.data : {}
    if (!query.success)
      return reply
        .code(400)
        .send(jsonRpcError(null, jsonRpcErrorCodes.invalidParams, 'Invalid query parameters'))
    if (projectId === undefined || projectId === '')
      return reply
        .code(401)
        .send(jsonRpcError(null, jsonRpcErrorCodes.unauthorized, 'Missing projectId'))
    if (!projects.has(projectId))
      return reply
        .code(401)
        .send(jsonRpcError(null, jsonRpcErrorCodes.unauthorized, `Unknown projectId: ${projectId}`))
    if (chainId === undefined || chainId === '')
      return reply
        .code(400)
        .send(jsonRpcError(null, jsonRpcErrorCodes.invalidParams, 'Missing chainId'))
    const served = parseServedChainId(chainId)
    if (served === undefined)
      return reply
        .code(400)
        .send(
          jsonRpcError(
            null,
            jsonRpcErrorCodes.invalidParams,
            `Invalid CAIP-2 network id: ${chainId}`,
          ),
        )
    const upstreamUrl = upstreams.get(served.caipNetworkId)
    if (upstreamUrl === undefined)
      return reply
        .code(400)
        .send(
          jsonRpcError(null, jsonRpcErrorCodes.invalidParams, `Unsupported chainId: ${chainId}`),
        )

    let body: unknown
    try {
      body = JSON.parse(typeof request.body === 'string' ? request.body : '')
    } catch {
      return reply.send(jsonRpcError(null, jsonRpcErrorCodes.parseError, 'Parse error'))
    }
    const cost = Array.isArray(body) ? Math.min(Math.max(body.length, 1), maxBatchSize) : 1
    const refusal = limits?.check(request, reply, { kind: 'rpc', projectId, cost })
    if (refusal !== undefined)
      return reply
        .code(429)
        .send(jsonRpcError(null, jsonRpcErrorCodes.limitExceeded, refusal.message))
    const answer = await answerRpc({
      body,
      upstreamUrl,
      bundlerUrl: bundlers.get(served.caipNetworkId),
      namespace: served.namespace,
      timeoutMs,
      maxResponseBytes,
      onUpstreamError: (description) =>
        request.log.warn({ chainId }, `upstream RPC ${description}`),
    })
    if (answer === undefined) return reply.code(204).send()
    return reply.send(answer)
  }
  app.post('/v1', { schema: { ...routeSchema, hide: true } }, handler)
  app.post('/v1/', { schema: routeSchema }, handler)
}
