import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { forwardEsplora } from '../bitcoin/forwardEsplora'
import { isEsploraPathForwarded } from '../bitcoin/matchEsploraPath'
import type { RpcUpstream } from '../config'
import type { RequestLimits } from '../http/createRequestLimits'
import { parseServedChainId } from '../solana/parseServedChainId'

/** Largest `POST /tx` body: 400 kB of hex (a 200 kB transaction; standard ones are ≤ 100 kvB). */
export const esploraBodyLimit = 400_000

export type EsploraGatewayParameters = {
  /** The `bip122:` entries are Esplora base URLs; the others are ignored. */
  rpcUpstreams: readonly RpcUpstream[]
  /** Known project ids (the server's cache of the `projects` table). */
  projects: { has(projectId: string): boolean }
  timeoutMs: number
  /** Largest upstream answer read, in bytes. */
  maxResponseBytes: number
  /** Per-IP and per-project limits (the RPC gateway's: each request counts one call). */
  limits?: RequestLimits | undefined
}

const querySchema = z.object({
  projectId: z.string().max(100).optional().describe('Project id (required)'),
})
const paramsSchema = z.object({
  caipNetworkId: z
    .string()
    .max(100)
    .describe('CAIP-2 id of a Bitcoin chain, e.g. bip122:0f9188f13cb7b2c71f2a335e3a4fc328'),
  '*': z.string().max(300).optional().describe('The Esplora path'),
})
const answered = z
  .unknown()
  .describe("The Esplora API's answer as it gave it: JSON, or text (a height, hash, txid, hex)")
const refused = z.string().describe('The reason, as text')
const responses = { 200: answered, 400: refused, 401: refused, 404: refused, 429: refused }

/**
 * The Esplora gateway: `GET /v1/esplora/<bip122 CAIP-2 id>/<path>?projectId=<id>` and
 * `POST …/tx` (raw transaction hex, at most 400 kB), forwarded to the chain's Esplora API
 * (`PORTICO_RPC_URLS`), with the RPC gateway's project check, CORS (the project's origins) and
 * rate limits. Only the Esplora subset the kit reads is forwarded: `/blocks/tip/height|hash`,
 * `/fee-estimates`, `/address/:a`, `/address/:a/utxo`, `/address/:a/txs`,
 * `/address/:a/txs/chain/:txid`, `/tx/:txid`, `/tx/:txid/status|hex`; any other path is a 404
 * that never reaches the upstream. The upstream's status and text come back as they are.
 *
 * Answers of its own, as text: 400 for a malformed or unserved chain id, 401 for a missing or
 * unknown project, 404 for a path not forwarded, 413 for a body over 400 kB, 429 with
 * `Retry-After` past a rate limit, 502/504 when the upstream fails or times out (its URL is never
 * in an answer or a log line).
 *
 * @example
 * await app.register(esploraGateway, { rpcUpstreams: config.rpcUpstreams, projects, timeoutMs: 10_000, maxResponseBytes: 10 << 20, limits })
 */
export async function esploraGateway(
  app: FastifyInstance,
  { rpcUpstreams, projects, timeoutMs, maxResponseBytes, limits }: EsploraGatewayParameters,
): Promise<void> {
  const upstreams = new Map(
    rpcUpstreams
      .filter((upstream) => upstream.caipNetworkId.startsWith('bip122:'))
      .map((upstream) => [upstream.caipNetworkId, upstream.url]),
  )
  const text = (reply: FastifyReply, status: number, message: string) =>
    reply.code(status).type('text/plain; charset=utf-8').send(message)

  // The raw transaction is read as text whatever its content type.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: esploraBodyLimit },
    (_request, body, done) => done(null, body),
  )
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation !== undefined) return text(reply, 400, 'Invalid request')
    if (error.statusCode === 413) return text(reply, 413, 'Request body too large')
    if (error.statusCode !== undefined && error.statusCode < 500)
      return text(reply, error.statusCode, 'Invalid request')
    request.log.error({ reason: error.message }, 'esplora gateway failed')
    return text(reply, 500, 'Internal error')
  })

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = querySchema.safeParse(request.query)
    const params = paramsSchema.safeParse(request.params)
    if (!query.success || !params.success) return text(reply, 400, 'Invalid request')
    const { projectId } = query.data
    if (projectId === undefined || projectId === '') return text(reply, 401, 'Missing projectId')
    if (!projects.has(projectId)) return text(reply, 401, `Unknown projectId: ${projectId}`)
    const { caipNetworkId } = params.data
    const served = parseServedChainId(caipNetworkId)
    if (served === undefined) return text(reply, 400, `Invalid CAIP-2 network id: ${caipNetworkId}`)
    const upstreamUrl = upstreams.get(served.caipNetworkId)
    if (upstreamUrl === undefined) return text(reply, 400, `Unsupported chainId: ${caipNetworkId}`)
    const path = request.method === 'POST' ? '/tx' : `/${params.data['*'] ?? ''}`
    if (!isEsploraPathForwarded(request.method, path)) return text(reply, 404, 'Not found')
    let body: string | undefined
    if (request.method === 'POST') {
      body = typeof request.body === 'string' ? request.body.trim() : ''
      if (!/^(?:[0-9a-fA-F]{2})+$/.test(body)) return text(reply, 400, 'Invalid transaction hex')
    }
    const refusal = limits?.check(request, reply, { kind: 'rpc', projectId, cost: 1 })
    if (refusal !== undefined) return text(reply, 429, refusal.message)
    const answer = await forwardEsplora({
      url: upstreamUrl,
      path,
      body,
      timeoutMs,
      maxResponseBytes,
      onUpstreamError: (description) =>
        request.log.warn({ chainId: served.caipNetworkId }, `upstream Esplora ${description}`),
    })
    return reply
      .code(answer.status)
      .type(answer.json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8')
      .send(answer.text)
  }
  const schema = {
    tags: ['rpc'],
    querystring: querySchema,
    response: responses,
    produces: ['application/json', 'text/plain'],
  }
  app.get(
    '/v1/esplora/:caipNetworkId/*',
    {
      schema: {
        ...schema,
        summary: 'Esplora gateway: a read of a Bitcoin chain (the subset the kit uses)',
        params: paramsSchema,
      },
    },
    handler,
  )
  app.post(
    '/v1/esplora/:caipNetworkId/tx',
    {
      schema: {
        ...schema,
        summary:
          'Esplora gateway: broadcast a raw transaction (hex, at most 400 kB); answers its txid',
        params: paramsSchema.pick({ caipNetworkId: true }),
        consumes: ['text/plain'],
        body: z.string().max(esploraBodyLimit).describe('Raw transaction, hex'),
      },
    },
    handler,
  )
}
