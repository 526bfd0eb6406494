import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { RpcUpstream } from '../config'

export type SupportedChainsParameters = { rpcUpstreams: readonly RpcUpstream[] }

/** Body of `GET /v1/supported-chains` (SPEC §7): CAIP-2 ids reachable over HTTP and WebSocket. */
export type SupportedChainsReturnType = { http: string[]; ws: string[] }

/**
 * `GET /v1/supported-chains` → `{ http, ws }`: the CAIP-2 ids the RPC gateway serves
 * (`PORTICO_RPC_URLS`). The gateway has no WebSocket side yet, so `ws` is empty.
 *
 * @example
 * await app.register(supportedChains, { rpcUpstreams: config.rpcUpstreams })
 * await app.inject('/v1/supported-chains') // { http: ['eip155:31337'], ws: [] }
 */
export async function supportedChains(
  app: FastifyInstance,
  { rpcUpstreams }: SupportedChainsParameters,
): Promise<void> {
  const body: SupportedChainsReturnType = {
    http: rpcUpstreams.map((upstream) => upstream.caipNetworkId),
    ws: [],
  }
  const schema = {
    summary: 'CAIP-2 ids of the chains the RPC gateway serves',
    tags: ['blockchain'],
    querystring: z.object({
      projectId: z.string().max(100).optional(),
      st: z.string().max(100).optional(),
      sv: z.string().max(100).optional(),
    }),
    response: {
      200: z.object({ http: z.array(z.string()), ws: z.array(z.string()) }),
    },
  }
  app.withTypeProvider<ZodTypeProvider>().get('/v1/supported-chains', { schema }, async () => body)
}
