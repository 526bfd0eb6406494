import cookie from '@fastify/cookie'
import type { Clock } from '@portico/core/internal'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { createPublicClient, http } from 'viem'
import { z } from 'zod'
import type { RpcUpstream } from '../config'
import type { Database } from '../db/openDatabase'
import { createRateLimiter } from '../http/createRateLimiter'
import { sendTooManyRequests } from '../http/sendTooManyRequests'
import { rateLimitKey } from '../rateLimitKey'
import { createNonce } from './createNonce'
import { SiwxRefusedError } from './errors'
import { findLiveSession } from './findLiveSession'
import { handleSiwxError } from './handleSiwxError'
import { hashSessionToken } from './hashSessionToken'
import type { SiwxConfig } from './readSiwxConfig'
import { revokeMessage } from './revokeMessage'
import { revokeSession } from './revokeSession'
import { fromSessionAddress, isSessionAddress } from './sessionAddress'
import { sessionCookie } from './sessionCookie'
import {
  nonceBody,
  nonceQuery,
  revokeBody,
  sessionBody,
  sessionParams,
  sessionsQuery,
  signOutQuery,
  siwxErrorBody,
  verifyBody,
} from './siwxSchemas'
import { startSiwxPruning } from './startSiwxPruning'
import { toSiwxSession } from './toSiwxSession'
import { verifySiwx } from './verifySiwx'
import { verifySiwxSignature } from './verifySiwxSignature'

export type SiwxRoutesParameters = {
  db: Database
  /** Project id → allowed origins (the server's cache of the projects table). */
  projects: ReadonlyMap<string, ReadonlySet<string>>
  rpcUpstreams: readonly RpcUpstream[]
  config: SiwxConfig
  clock: Clock
  /** Time limit of one chain call (ERC-1271 / ERC-6492), in ms. */
  timeoutMs: number
}

const errors = { 400: siwxErrorBody, 401: siwxErrorBody, 403: siwxErrorBody, 404: siwxErrorBody }

/**
 * Sign in with X: `GET /v1/siwx/nonce`, `POST /v1/siwx/verify` (sets the session cookie,
 * `__Host-portico_session` when Secure, else `portico_session`), `GET /v1/sessions`,
 * `GET /v1/sessions/:id` (only with that session's cookie), `POST /v1/sessions/:id/revoke`,
 * `POST /v1/siwx/sign-out`. Sign-in works on the eip155 upstreams (EIP-4361, EIP-191 / ERC-1271 /
 * ERC-6492), on the `solana:` upstreams (Sign in with Solana, ed25519) and on the `bip122:` ones
 * (BIP-322, P2WPKH and P2TR). POST routes require an `Origin` among the project's allowed origins;
 * nonce and verify are rate-limited per IP. Used-up nonces and ended sessions are pruned every
 * `config.pruneIntervalMs` until the app closes. See docs/sign-in.md.
 *
 * @example
 * await app.register(siwxRoutes, { db, projects, rpcUpstreams, config: config.siwx, clock: systemClock, timeoutMs: 10_000 })
 */
export async function siwxRoutes(
  app: FastifyInstance,
  { db, projects, rpcUpstreams, config, clock, timeoutMs }: SiwxRoutesParameters,
): Promise<void> {
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie)
  const clients = new Map(
    rpcUpstreams
      .filter((upstream) => upstream.caipNetworkId.startsWith('eip155:'))
      .map((upstream) => [
        upstream.caipNetworkId,
        // CCIP-Read off: the server never fetches a URL a contract names (EIP-3668).
        createPublicClient({
          ccipRead: false,
          transport: http(upstream.url, { timeout: timeoutMs, retryCount: 0 }),
        }),
      ]),
  )
  const solanaChains = new Set(
    rpcUpstreams
      .map((upstream) => upstream.caipNetworkId)
      .filter((caipNetworkId) => caipNetworkId.startsWith('solana:')),
  )
  // The bip122: entries are Esplora APIs; sign-in never asks them anything (BIP-322 needs no chain).
  const bitcoinChains = new Set(
    rpcUpstreams
      .map((upstream) => upstream.caipNetworkId)
      .filter((caipNetworkId) => caipNetworkId.startsWith('bip122:')),
  )
  // Nonce and verify: a budget per client address (IPv6 per /64) and route, the server's one
  // token-bucket limiter and one 429 answer.
  const limiter = createRateLimiter({ perMinute: config.rateLimitPerMinute, clock })
  const limited = (route: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const decision = limiter.take(`${route}:${rateLimitKey(request.ip)}`)
    if (!decision.allowed) return sendTooManyRequests(reply, decision)
  }

  app.setErrorHandler(handleSiwxError)

  const originsOf = (projectId: string): ReadonlySet<string> => {
    const origins = projects.get(projectId)
    if (origins === undefined)
      throw new SiwxRefusedError('unknown-project', `Unknown projectId: ${projectId}`)
    return origins
  }
  const checkOrigin = (request: FastifyRequest, origins: ReadonlySet<string>) => {
    const origin = request.headers.origin
    if (typeof origin !== 'string')
      throw new SiwxRefusedError('origin-not-allowed', 'Origin header required')
    if (!origins.has(origin))
      throw new SiwxRefusedError(
        'origin-not-allowed',
        `Origin ${origin} is not allowed for this project`,
      )
  }
  const cookieOf = (request: FastifyRequest) =>
    sessionCookie({ config, protocol: request.protocol })
  const cookieSession = async (request: FastifyRequest) => {
    const token = request.cookies[cookieOf(request).name]
    if (token === undefined || token === '') return undefined
    return findLiveSession(db, { tokenHash: hashSessionToken(token), now: clock.now() })
  }

  const pruning = startSiwxPruning({
    db,
    clock,
    intervalMs: config.pruneIntervalMs,
    onPruned: ({ nonces, sessions }) => {
      if (nonces + sessions > 0) app.log.debug({ nonces, sessions }, 'siwx: pruned')
    },
    onError: (error) => app.log.warn({ err: error }, 'siwx: prune failed'),
  })
  app.addHook('onClose', () => pruning.stop())

  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/v1/siwx/nonce',
    {
      onRequest: limited('siwx-nonce'),
      schema: {
        summary: 'A single-use sign-in nonce (valid 5 minutes)',
        tags: ['sign-in'],
        querystring: nonceQuery,
        response: { 200: nonceBody, ...errors, 429: siwxErrorBody },
      },
    },
    async (request) => {
      originsOf(request.query.projectId)
      const { nonce, expiresAt } = await createNonce(db, {
        projectId: request.query.projectId,
        now: clock.now(),
      })
      return { nonce, expiresAt: expiresAt.toISOString() }
    },
  )

  routes.post(
    '/v1/siwx/verify',
    {
      onRequest: limited('siwx-verify'),
      // message ≤ 8 KiB, signature ≤ 20 000 characters, cacao ≤ 16 KiB: nothing needs 1 MiB.
      bodyLimit: 64 * 1024,
      schema: {
        summary: 'Verify a signed sign-in message and open a session (sets the session cookie)',
        tags: ['sign-in'],
        body: verifyBody,
        response: {
          200: z.object({ session: sessionBody }),
          ...errors,
          409: siwxErrorBody,
          429: siwxErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { projectId, message, signature, cacao } = request.body
      const allowedOrigins = originsOf(projectId)
      checkOrigin(request, allowedOrigins)
      const { session, token } = await verifySiwx(db, {
        projectId,
        message,
        signature,
        cacao,
        allowedOrigins,
        clients,
        solanaChains,
        bitcoinChains,
        sessionLifetimeMs: config.sessionLifetimeMs,
        now: clock.now(),
      })
      const { name, options } = cookieOf(request)
      const expiresAt = Date.parse(session.expiresAt)
      reply.setCookie(name, token, {
        ...options,
        expires: new Date(expiresAt),
        maxAge: Math.max(0, Math.floor((expiresAt - clock.now()) / 1000)),
      })
      return { session }
    },
  )

  routes.get(
    '/v1/sessions',
    {
      schema: {
        summary: "The browser's live sessions (from its session cookie) for an address and chain",
        tags: ['sign-in'],
        querystring: sessionsQuery,
        response: { 200: z.object({ sessions: z.array(sessionBody) }), ...errors },
      },
    },
    async (request) => {
      const { projectId, address, chainId } = request.query
      originsOf(projectId)
      const row = await cookieSession(request)
      const matches =
        row !== undefined &&
        row.projectId === projectId &&
        (address === undefined || isSessionAddress(row, address)) &&
        (chainId === undefined || row.caipNetworkId === chainId)
      return { sessions: matches ? [toSiwxSession(row)] : [] }
    },
  )

  routes.get(
    '/v1/sessions/:id',
    {
      schema: {
        summary:
          "A live session by id, for the browser holding that session's cookie (404 otherwise)",
        tags: ['sign-in'],
        params: sessionParams,
        response: { 200: sessionBody, ...errors },
      },
    },
    async (request) => {
      // Only the session's own cookie reads it (message, signature, cacao): a session id is
      // shown in UIs and logs, and it must not be an oracle either, so anything else is a 404.
      const row = await cookieSession(request)
      if (row === undefined || row.id !== request.params.id)
        throw new SiwxRefusedError('session-not-found', 'Session not found')
      return toSiwxSession(row)
    },
  )

  routes.post(
    '/v1/sessions/:id/revoke',
    {
      schema: {
        summary: 'Revoke a session: proof is the session cookie, or pci (the id) and a signature',
        tags: ['sign-in'],
        params: sessionParams,
        body: revokeBody,
        response: { 200: z.object({ session: sessionBody }), ...errors },
      },
    },
    async (request) => {
      const { id } = request.params
      const row = await findLiveSession(db, { id, now: clock.now() })
      if (row === undefined) throw new SiwxRefusedError('session-not-found', 'Session not found')
      checkOrigin(request, originsOf(row.projectId))
      const fromCookie = await cookieSession(request)
      const cookieProves =
        fromCookie !== undefined &&
        fromCookie.projectId === row.projectId &&
        fromCookie.address === row.address
      if (!cookieProves) {
        const { pci, signature } = request.body ?? {}
        if (pci === undefined || signature === undefined)
          throw new SiwxRefusedError(
            'no-session',
            'Proof required: the session cookie, or pci and signature',
          )
        if (pci !== id)
          throw new SiwxRefusedError('invalid-signature', 'pci must be the session id')
        const valid = await verifySiwxSignature({
          chainId: row.caipNetworkId,
          address: fromSessionAddress(row),
          message: revokeMessage(id),
          signature,
          client: clients.get(row.caipNetworkId),
        })
        if (!valid)
          throw new SiwxRefusedError(
            'invalid-signature',
            `Signature is not from ${fromSessionAddress(row)}`,
          )
      }
      const session = await revokeSession(db, { id, now: clock.now() })
      if (session === undefined)
        throw new SiwxRefusedError('session-not-found', 'Session not found')
      return { session }
    },
  )

  routes.post(
    '/v1/siwx/sign-out',
    {
      schema: {
        summary: "Revoke the cookie's session and clear the cookie (an allowed Origin required)",
        tags: ['sign-in'],
        querystring: signOutQuery,
        response: { 200: z.object({ revoked: z.boolean() }), ...errors },
      },
    },
    async (request, reply) => {
      const row = await cookieSession(request)
      // With no live session, still an allowed Origin (of ?projectId=, else of any project):
      // a cross-site form carries no SameSite=Lax cookie, and must not clear it (logout CSRF).
      const { projectId } = request.query
      checkOrigin(
        request,
        row !== undefined
          ? originsOf(row.projectId)
          : projectId !== undefined
            ? originsOf(projectId)
            : new Set([...projects.values()].flatMap((origins) => [...origins])),
      )
      const revoked =
        row === undefined ? undefined : await revokeSession(db, { id: row.id, now: clock.now() })
      const { name, options } = cookieOf(request)
      reply.clearCookie(name, options)
      return { revoked: revoked !== undefined }
    },
  )
}
