import { IDENTITY_CACHE_MS } from '@portico/core/internal'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { accountAddressSchema, caipNetworkIdSchema, projectIdSchema } from '../balances/apiSchemas'
import type { ServerCache } from '../balances/createMemoryCache'
import { errorBody } from '../openapi/errorBody'
import type { Identity, IdentityResolver } from './identityResolver'

export type IdentityRouteParameters = {
  resolver: IdentityResolver
  cache: ServerCache
  projects: { has(projectId: string): boolean }
}
export type IdentityRouteReturnType = Identity

const schema = {
  summary: 'Name and avatar of an address',
  description:
    'The primary (first registered) name of the address from the name service (/v1/profile) and its avatar attribute; { name: null, avatar: null } when it has none. Cached 5 min. ' +
    "With chainId (the CAIP-2 id of the EVM chain the account is on), the ENS primary name is that chain's (ENSIP-19: its own, else the default one); without it, Ethereum's. " +
    'A Solana address always gets { name: null, avatar: null } (no Solana name service yet).',
  tags: ['blockchain'],
  params: z.object({ address: accountAddressSchema }),
  querystring: z.object({
    sender: accountAddressSchema.optional(),
    chainId: caipNetworkIdSchema.optional(),
    projectId: projectIdSchema,
    st: z.string().max(100).optional(),
    sv: z.string().max(100).optional(),
    clientId: z.string().max(200).optional(),
  }),
  response: {
    200: z.object({ name: z.string().nullable(), avatar: z.string().nullable() }),
    400: errorBody,
    401: errorBody,
  },
}

/**
 * `GET /v1/identity/{address}?projectId=…[&sender=…][&chainId=eip155:…]` → `{ name, avatar }`,
 * resolved by the `resolver` for the account's chain (ENSIP-19) and cached 5 minutes per address
 * and chain (SPEC §9); the answer also says
 * `cache-control: public, max-age=300`. A Solana address answers `{ name: null, avatar: null }`
 * without asking the resolver. 400 for a bad address, 401 for an unknown project.
 *
 * @example
 * await app.register(identityRoute, { resolver: noIdentityResolver, cache, projects })
 */
export async function identityRoute(
  fastify: FastifyInstance,
  parameters: IdentityRouteParameters,
): Promise<void> {
  const { resolver, cache, projects } = parameters
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get('/v1/identity/:address', { schema }, async (request, reply) => {
    const { projectId } = request.query
    if (!projects.has(projectId))
      return reply
        .code(401)
        .send({ error: 'Unauthorized', message: `Unknown projectId: ${projectId}` })
    const { address } = request.params
    reply.header('cache-control', `public, max-age=${IDENTITY_CACHE_MS / 1000}`)
    // The resolver is an EVM name service: a Solana address has no identity yet (empty, not an error).
    if (!address.startsWith('0x')) return { name: null, avatar: null }
    // An EVM chain's id picks its primary name (ENSIP-19); another namespace's id says nothing.
    const chainId = request.query.chainId?.startsWith('eip155:')
      ? Number(request.query.chainId.slice('eip155:'.length))
      : undefined
    const key = `identity:${address.toLowerCase()}${chainId === undefined ? '' : `:${chainId}`}`
    let identity = await cache.get<Identity>(key)
    if (identity === undefined) {
      identity = await resolver.resolve({ address, chainId })
      await cache.set(key, identity, IDENTITY_CACHE_MS)
    }
    return identity
  })
}
