import { type Clock, createNameRegistration } from '@portico/core/internal'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { PublicClient } from 'viem'
import { z } from 'zod'
import type { ChainClients } from '../balances/createChainClients'
import { evmAddressSchema, kitQuery } from '../convert/convertSchemas'
import { createRateLimiter } from '../http/createRateLimiter'
import { errorBody } from '../openapi/errorBody'
import { rateLimitKey } from '../rateLimitKey'
import { chainOfCoinType } from './coinTypeChain'
import type { ProfileStore } from './createProfileStore'
import { parseRegistration } from './parseRegistration'
import { suggestNames } from './suggestNames'
import { verifyRegistrationSignature } from './verifyRegistrationSignature'

/** Most names one address may own (N-L6: one key cannot squat the zone). */
export const NAMES_PER_ADDRESS = 3
/** Most names registered from one client address (IPv6: per /64) in 24 hours. */
export const NAMES_PER_IP_PER_DAY = 10

export type ProfileRoutesParameters = {
  store: ProfileStore
  /** The zone names are registered under, e.g. `portico.id`. */
  zone: string
  /** Clients of the served EVM chains (smart-account signatures are checked on the chain). */
  chainClients: ChainClients
  projects: { has(projectId: string): boolean }
  clock: Clock
  /** Called after `address` registered a name (e.g. to drop its cached identity). */
  onRegistered?: ((address: string) => Promise<void>) | undefined
}

const tags = ['profile']
const profileSchema = z.object({
  name: z.string(),
  registered: z.string().describe('ISO time of registration'),
  updated: z.string(),
  addresses: z
    .record(z.string(), z.object({ address: z.string(), created: z.string() }))
    .describe('ENSIP-11 coin type (decimal) → address'),
  attributes: z.record(z.string(), z.string()),
})
const errors = {
  400: errorBody,
  401: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
  502: errorBody,
}
// Letters, digits, hyphens and dots (a label, or label.zone); nothing a database cannot store.
const nameParam = z
  .string()
  .min(1)
  .max(300)
  .regex(/^[A-Za-z0-9._-]+$/, 'must be a name: letters, digits, hyphens and dots')

/**
 * The name service of SPEC §7 (`/v1/profile/*`): register `<label>.<zone>` for an address with an
 * EIP-712 signature bound to this deployment (domain: the zone, version 1, the chain; message: the
 * name, owner, project and a single-use server nonce from `GET /v1/profile/nonce`; ERC-1271 /
 * ERC-6492 for a smart account, checked on that chain), at most {@link NAMES_PER_ADDRESS} names an
 * address and {@link NAMES_PER_IP_PER_DAY} registrations a client address a day; look a name up,
 * list an address's names (primary first) and suggest available variants. Names are stored lower
 * case; the first name of an address is its primary.
 *
 * @example
 * await app.register(profileRoutes, { store: createProfileStore(db), zone: 'portico.id', chainClients, projects, clock })
 */
export async function profileRoutes(
  fastify: FastifyInstance,
  parameters: ProfileRoutesParameters,
): Promise<void> {
  const { store, zone, chainClients, projects, clock, onRegistered } = parameters
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const statusText = {
    400: 'Bad Request',
    401: 'Unauthorized',
    404: 'Not Found',
    409: 'Conflict',
    429: 'Too Many Requests',
    502: 'Bad Gateway',
  }
  const refuse = (reply: FastifyReply, code: keyof typeof statusText, message: string) =>
    reply.code(code).send({ error: statusText[code], message })
  const defaultChain = [...chainClients.keys()][0]
  const registrations = createRateLimiter({
    perMinute: NAMES_PER_IP_PER_DAY,
    windowMs: 24 * 60 * 60_000,
    clock,
  })

  app.get(
    '/v1/profile/nonce',
    {
      schema: {
        summary: 'A single-use nonce for one name registration (valid 10 minutes)',
        tags,
        querystring: z.object(kitQuery),
        response: {
          200: z.object({ nonce: z.string(), expiresAt: z.string().describe('ISO time') }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { projectId } = request.query
      if (!projects.has(projectId)) return refuse(reply, 401, `Unknown projectId: ${projectId}`)
      const { nonce, expiresAt } = await store.createNonce(projectId, new Date(clock.now()))
      return { nonce, expiresAt: expiresAt.toISOString() }
    },
  )

  app.post(
    '/v1/profile/account',
    {
      schema: {
        summary: 'Register a name for an address',
        description:
          '`message` is the JSON string {"name":"<label>.<zone>","attributes":{…},"nonce":"<GET /v1/profile/nonce>","chainId":<n>}; ' +
          "`signature` is `address`'s EIP-712 signature of Registration{name,owner,project,attributes[{key,value}],nonce} " +
          'in the domain {name: <zone>, version: "1", chainId} (createNameRegistration of @portico/core; ERC-1271/6492 for a ' +
          'smart account on that chain; a chain-specific `coin_type` 0x80000000|chainId must name the same chain). ' +
          'An avatar is an https: or ipfs: URL. 400 invalid, 401 bad signature or a nonce that is unknown, used or expired, ' +
          `409 taken or the address holds ${NAMES_PER_ADDRESS} names, 429 ${NAMES_PER_IP_PER_DAY} registrations a day from one client address.`,
        tags,
        body: z.object({
          coin_type: z.number().int().nonnegative(),
          address: evmAddressSchema,
          message: z.string().max(4096),
          signature: z
            .string()
            .max(20_000)
            .regex(/^0x[0-9a-fA-F]*$/, 'must be 0x hex'),
          projectId: kitQuery.projectId,
        }),
        response: { 200: z.object({ success: z.literal(true), name: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const { coin_type: coinType, address, message, signature, projectId } = request.body
      if (!projects.has(projectId)) return refuse(reply, 401, `Unknown projectId: ${projectId}`)
      const parsed = parseRegistration({ message, zone })
      if (!parsed.ok)
        return refuse(reply, 400, `Error registering name ${parsed.name ?? ''}: ${parsed.reason}`)
      const { registration } = parsed
      const failed = (code: keyof typeof statusText, reason: string) =>
        refuse(reply, code, `Error registering name ${registration.name}: ${reason}`)
      const chainId = `eip155:${registration.chainId}`
      const client: PublicClient | undefined = chainClients.get(chainId)
      if (!client) return failed(400, `${chainId} is not a served EVM chain`)
      if (coinType !== 60 && chainOfCoinType({ coinType, defaultChain }) !== chainId)
        return failed(400, `coin_type ${coinType} is not the chain of the signature (${chainId})`)
      const { typedData } = createNameRegistration({
        name: registration.signedName,
        zone,
        projectId,
        chainId: registration.chainId,
        owner: address,
        attributes: registration.attributes,
        nonce: registration.nonce,
      })
      let valid: boolean
      try {
        valid = await verifyRegistrationSignature({ address, typedData, signature, client })
      } catch {
        return failed(502, `${chainId} is unavailable`)
      }
      if (!valid) return failed(401, `the signature is not from ${address}`)
      if ((await store.countOf(address)) >= NAMES_PER_ADDRESS)
        return failed(409, `an address may hold at most ${NAMES_PER_ADDRESS} names`)
      if (!(await store.useNonce(registration.nonce, projectId, new Date(clock.now()))))
        return failed(401, 'the nonce is unknown, used or expired: sign again')
      const decision = registrations.take(`names:${rateLimitKey(request.ip)}`)
      if (!decision.allowed) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))))
        return failed(429, `at most ${NAMES_PER_IP_PER_DAY} registrations a day from one address`)
      }
      const { nonce: _nonce, chainId: _chainId, signedName: _signed, ...fields } = registration
      const stored = await store.register(
        { ...fields, coinType, address, message, signature, now: new Date(clock.now()) },
        NAMES_PER_ADDRESS,
      )
      if (stored === 'full')
        return failed(409, `an address may hold at most ${NAMES_PER_ADDRESS} names`)
      if (stored === 'taken')
        return refuse(reply, 409, `Error registering name ${registration.name}: the name is taken`)
      await onRegistered?.(address)
      return { success: true as const, name: registration.name }
    },
  )

  app.get(
    '/v1/profile/account/:name',
    {
      schema: {
        summary: 'A registered name: its addresses per coin type and attributes',
        tags,
        params: z.object({ name: nameParam }),
        querystring: z.object({ apiVersion: z.string().max(10).optional(), ...kitQuery }),
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { projectId } = request.query
      if (!projects.has(projectId)) return refuse(reply, 401, `Unknown projectId: ${projectId}`)
      const name = request.params.name.toLowerCase()
      const profile = await store.find(name)
      if (!profile) return refuse(reply, 404, `Error resolving name: ${name} is not registered`)
      return profile
    },
  )

  app.get(
    '/v1/profile/reverse/:address',
    {
      schema: {
        summary: "An address's names, the primary (first registered) first",
        tags,
        params: z.object({ address: evmAddressSchema }),
        querystring: z.object({ apiVersion: z.string().max(10).optional(), ...kitQuery }),
        response: { 200: z.array(profileSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { projectId } = request.query
      if (!projects.has(projectId)) return refuse(reply, 401, `Unknown projectId: ${projectId}`)
      return store.namesOf(request.params.address)
    },
  )

  app.get(
    '/v1/profile/suggestions/:name',
    {
      schema: {
        summary: 'Available names like `name` in a zone (the name itself first when free)',
        tags,
        params: z.object({ name: nameParam }),
        querystring: z.object({ zone: z.string().max(200).optional(), ...kitQuery }),
        response: {
          200: z.object({
            suggestions: z.array(z.object({ name: z.string(), registered: z.literal(false) })),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { projectId } = request.query
      if (!projects.has(projectId)) return refuse(reply, 401, `Unknown projectId: ${projectId}`)
      const asked = (request.query.zone ?? zone).replace(/^\./, '').toLowerCase()
      if (asked !== zone)
        return refuse(
          reply,
          400,
          `Error fetching name suggestions: the zone is ${zone}, not ${asked}`,
        )
      const suffix = `.${zone}`
      const raw = request.params.name.toLowerCase()
      const label = raw.endsWith(suffix) ? raw.slice(0, -suffix.length) : raw
      if (!/^[a-z0-9-]{1,63}$/.test(label))
        return refuse(
          reply,
          400,
          'Error fetching name suggestions: a name may use letters, digits and hyphens only',
        )
      const names = suggestNames({ label, limit: 15 }).map((candidate) => `${candidate}${suffix}`)
      const taken = await store.taken(names)
      return {
        suggestions: names
          .filter((name) => !taken.has(name))
          .slice(0, 5)
          .map((name) => ({ name, registered: false as const })),
      }
    },
  )
}
