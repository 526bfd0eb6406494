import cookie from '@fastify/cookie'
import type { Clock } from '@portico/core/internal'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/openDatabase'
import { createRateLimiter } from '../../http/createRateLimiter'
import { rateLimitKey } from '../../rateLimitKey'
import { SiwxRefusedError } from '../errors'
import { findLiveSession } from '../findLiveSession'
import { handleSiwxError } from '../handleSiwxError'
import { hashSessionToken } from '../hashSessionToken'
import type { SiwxConfig } from '../readSiwxConfig'
import { sessionCookie } from '../sessionCookie'
import { nonceQuery, siwxErrorBody } from '../siwxSchemas'
import { createSiwxTokenKeys } from './createSiwxTokenKeys'
import { issueSiwxToken } from './issueSiwxToken'
import type { SiwxTokenConfig } from './readSiwxTokenConfig'

export type SiwxTokenRoutesParameters = {
  db: Database
  /** Project id → allowed origins (the server's cache of the projects table). */
  projects: ReadonlyMap<string, ReadonlySet<string>>
  /** The sign-in settings (the session cookie's name and flags). */
  siwx: Pick<SiwxConfig, 'cookieSecure' | 'cookieSameSite'>
  config: SiwxTokenConfig
  /** The server's secret (outside the database) that seals the signing keys at rest. */
  secret: Uint8Array
  /** `PORTICO_PUBLIC_URL`, the tokens' `iss`; unset (development): the origin a request came to. */
  publicUrl: string | undefined
  clock: Clock
}

const tokenBody = z
  .object({
    token: z.string().describe('A JWT (ES256 or EdDSA) to send as `authorization: Bearer …`'),
    expiresAt: z.string().describe('ISO 8601 date-time: when the token expires'),
  })
  .describe('Sign-in token')
const jwksBody = z
  .object({ keys: z.array(z.record(z.string(), z.unknown())) })
  .describe('JSON Web Key Set')
const errors = { 401: siwxErrorBody, 403: siwxErrorBody, 429: siwxErrorBody }

/**
 * Sign-in a dApp's own backend can trust: `POST /v1/siwx/token?projectId=` answers the browser
 * holding a live session cookie, from an allowed `Origin`, with a short-lived JWT (`{ token,
 * expiresAt }`; rate-limited per client address; a revoked or expired session gets 401), and
 * `GET /.well-known/jwks.json` publishes the keys that verify it (`kid`; rotated without
 * downtime). See docs/sign-in.md.
 *
 * @example
 * await app.register(siwxTokenRoutes, { db, projects, siwx: config.siwx, config: config.siwxToken, secret, publicUrl, clock })
 */
export async function siwxTokenRoutes(
  app: FastifyInstance,
  { db, projects, siwx, config, secret, publicUrl, clock }: SiwxTokenRoutesParameters,
): Promise<void> {
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie)
  app.setErrorHandler(handleSiwxError)
  const keys = createSiwxTokenKeys({ db, secret, config, clock })
  const limiter = createRateLimiter({ perMinute: config.rateLimitPerMinute, clock })
  const issuerOf = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.post(
    '/v1/siwx/token',
    {
      schema: {
        summary: "A short-lived signed token of the cookie's session, for the app's own backend",
        tags: ['sign-in'],
        querystring: nonceQuery,
        response: { 200: tokenBody, ...errors },
      },
    },
    async (request, reply) => {
      const { projectId } = request.query
      const origins = projects.get(projectId)
      if (origins === undefined)
        throw new SiwxRefusedError('unknown-project', `Unknown projectId: ${projectId}`)
      const origin = request.headers.origin
      if (typeof origin !== 'string')
        throw new SiwxRefusedError('origin-not-allowed', 'Origin header required')
      if (!origins.has(origin))
        throw new SiwxRefusedError(
          'origin-not-allowed',
          `Origin ${origin} is not allowed for this project`,
        )
      const decision = limiter.take(rateLimitKey(request.ip))
      if (!decision.allowed) {
        const seconds = Math.ceil(decision.retryAfterMs / 1000)
        return reply
          .code(429)
          .header('retry-after', seconds)
          .send({
            error: 'Too Many Requests',
            message: `Rate limit exceeded: retry in ${seconds} seconds`,
          })
      }
      const { name } = sessionCookie({ config: siwx, protocol: request.protocol })
      const cookieToken = request.cookies[name]
      const now = clock.now()
      const session =
        cookieToken === undefined || cookieToken === ''
          ? undefined
          : await findLiveSession(db, { tokenHash: hashSessionToken(cookieToken), now })
      if (session === undefined || session.projectId !== projectId)
        throw new SiwxRefusedError('no-session', 'No live session for this project: sign in first')
      const { token, expiresAt } = await issueSiwxToken({
        key: await keys.signingKey(),
        issuer: issuerOf(request),
        session,
        lifetimeMs: config.lifetimeMs,
        now,
      })
      reply.header('cache-control', 'no-store')
      return { token, expiresAt: expiresAt.toISOString() }
    },
  )

  routes.get(
    '/.well-known/jwks.json',
    {
      schema: {
        summary: 'The public keys that verify sign-in tokens (JWKS, each with kid)',
        tags: ['sign-in'],
        response: { 200: jwksBody },
      },
    },
    async (_request, reply) => {
      // Shorter than the lead with which a successor key is published before it signs.
      reply.header('cache-control', 'public, max-age=300')
      return { keys: await keys.publicKeys() }
    },
  )
}
