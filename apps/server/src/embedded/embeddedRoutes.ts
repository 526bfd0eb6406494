import cookie from '@fastify/cookie'
import type { Clock } from '@portico/core/internal'
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify'
import { z } from 'zod'
import type { Database } from '../db/openDatabase'
import { createRateLimiter } from '../http/createRateLimiter'
import type { Mailer } from '../mail/sendMail'
import { rateLimitKey } from '../rateLimitKey'
import { createEmbeddedAccounts } from './createEmbeddedAccounts'
import { hashToken } from './emailCode'
import type { EmbeddedPost } from './embeddedPost'
import {
  actionBody,
  codeBody,
  connectBody,
  connectedBody,
  embeddedErrorBody,
  projectBody,
  sharesBody,
  storeSharesBody,
  updateEmailBody,
  updatePrimaryBody,
  updateSecondaryBody,
  userBody,
} from './embeddedSchemas'
import { type EmbeddedSession, findEmbeddedSession } from './embeddedSession'
import { EmbeddedRefusedError } from './errors'
import { farcasterRoutes } from './farcaster/farcasterRoutes'
import { markRecoveryHeld } from './markRecoveryHeld'
import { normalizeEmail } from './normalizeEmail'
import type { EmbeddedConfig } from './readEmbeddedConfig'
import { releaseRecoveryShare } from './releaseRecoveryShare'
import { socialRoutes } from './social/socialRoutes'

export type EmbeddedRoutesParameters = {
  db: Database
  /** Project id → allowed origins (the server's cache of the projects table). */
  projects: ReadonlyMap<string, ReadonlySet<string>>
  config: EmbeddedConfig
  mailer: Mailer
  clock: Clock
}

const errors = Object.fromEntries(
  [400, 401, 403, 404, 409, 429, 502].map((status) => [status, embeddedErrorBody]),
)
const statusTexts: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  502: 'Bad Gateway',
}

/**
 * Email login and key-share custody for the wallet frame, under `/v1/embedded/`: every route
 * answers only the frame's origins (`PORTICO_FRAME_ORIGINS`) and a known `projectId`. Login is
 * `email/connect` → `email/otp` (the same for a new account, a known browser and a new one), which answers a bearer
 * session token; `session`, `sign-out`, the email update (`email/update`, `/primary`,
 * `/secondary`) and the shares take that token. Code requests and code checks are rate-limited
 * per IP (IPv6 /64); per-address limits, the resend cooldown and its backoff live in
 * {@link issueEmailCode}. See docs/embedded-wallet.md.
 *
 * @example
 * await app.register(embeddedRoutes, { db, projects, config: config.embedded, mailer, clock })
 */
export async function embeddedRoutes(
  app: FastifyInstance,
  { db, projects, config, mailer, clock }: EmbeddedRoutesParameters,
): Promise<void> {
  const sends = createRateLimiter({ perMinute: config.ipSendsPerMinute, clock })
  const checks = createRateLimiter({ perMinute: config.ipChecksPerMinute, clock })
  const sessionCalls = createRateLimiter({ perMinute: config.ipSessionCallsPerMinute, clock })
  const frameOrigins = new Set(config.frameOrigins)
  // The social launch binds a flow to the browser with a cookie that its callback reads.
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie)

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof EmbeddedRefusedError) {
      if (error.reason === 'mail-failed')
        request.log.warn(
          { reason: String((error.cause as Error)?.message) },
          'embedded: mail failed',
        )
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.retryAfterSeconds))
      return reply.code(error.statusCode).send({
        error: statusTexts[error.statusCode] ?? 'Error',
        message: error.shortMessage,
        ...(error.retryAfterSeconds === undefined
          ? {}
          : { retryAfterSeconds: error.retryAfterSeconds }),
        ...(error.attemptsLeft === undefined ? {} : { attemptsLeft: error.attemptsLeft }),
      })
    }
    throw error
  })

  /** Origin, project and the per-IP budget of a request. */
  const admit = (
    request: FastifyRequest,
    projectId: string,
    kind: 'send' | 'check' | 'session',
  ) => {
    const origin = request.headers.origin
    if (typeof origin !== 'string' || !frameOrigins.has(origin))
      throw new EmbeddedRefusedError('origin-not-allowed', 'Only the wallet frame may call this')
    if (!projects.has(projectId))
      throw new EmbeddedRefusedError('unknown-project', `Unknown projectId: ${projectId}`)
    const limiter = kind === 'send' ? sends : kind === 'check' ? checks : sessionCalls
    const decision = limiter.take(`${kind}:${rateLimitKey(request.ip)}`)
    if (!decision.allowed) {
      const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000))
      throw new EmbeddedRefusedError('too-soon', `Please try again after ${seconds} seconds`, {
        retryAfterSeconds: seconds,
      })
    }
  }
  /** The one form of an address ({@link normalizeEmail}): look-alikes are refused, not folded. */
  const emailOf = (value: string) => {
    const email = normalizeEmail(value)
    if (email === undefined)
      throw new EmbeddedRefusedError('invalid-email', 'Enter a valid email address')
    return email
  }
  const bearer = (request: FastifyRequest) => {
    const header = request.headers.authorization
    const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9_-]{43})$/.exec(header) : null
    return match?.[1]
  }
  const session = async (
    request: FastifyRequest,
    projectId: string,
    deviceToken?: string,
  ): Promise<EmbeddedSession> => {
    const token = bearer(request)
    const found =
      token === undefined ? undefined : await findEmbeddedSession(db, { token, now: clock.now() })
    if (
      found === undefined ||
      found.projectId !== projectId ||
      (deviceToken !== undefined && found.deviceHash !== hashToken(deviceToken))
    )
      throw new EmbeddedRefusedError('no-session', 'Your session has ended: sign in again')
    return found
  }
  const accounts = createEmbeddedAccounts({ db, config, mailer })

  const post: EmbeddedPost = (url, summary, body, response, handler) =>
    app.route({
      method: 'POST',
      url,
      bodyLimit: 16 * 1024,
      schema: {
        summary,
        tags: ['embedded wallet'],
        body,
        response: { 200: response, ...errors },
      } as FastifySchema,
      handler: async (request, reply): Promise<unknown> =>
        handler(request as Parameters<typeof handler>[0], reply),
    })

  post(
    '/v1/embedded/email/connect',
    'Start an email login: mails a code and answers VERIFY_OTP whether or not the address has an account (CONNECT when this device is signed in)',
    connectBody,
    actionBody,
    async (request) => {
      const { projectId, deviceToken } = request.body
      admit(request, projectId, 'send')
      const email = emailOf(request.body.email)
      const token = bearer(request)
      const live =
        token === undefined ? undefined : await findEmbeddedSession(db, { token, now: clock.now() })
      if (
        live !== undefined &&
        live.projectId === projectId &&
        live.email === email &&
        live.deviceHash === hashToken(deviceToken)
      )
        return { action: 'CONNECT' as const }
      return accounts.startLogin({ projectId, email, deviceToken, now: clock.now() })
    },
  )

  post(
    '/v1/embedded/email/device',
    "SPEC §4's new-browser step: checks the code mailed to this browser, verifies it, mails the login code (VERIFY_OTP)",
    codeBody,
    actionBody,
    async (request) => {
      const { projectId, deviceToken, code } = request.body
      admit(request, projectId, 'check')
      const email = emailOf(request.body.email)
      return accounts.verifyDevice({ projectId, email, deviceToken, code, now: clock.now() })
    },
  )

  post(
    '/v1/embedded/email/otp',
    'Check the code mailed to this browser: opens a session (the account is created on first login, a new browser verified)',
    codeBody,
    connectedBody,
    async (request) => {
      const { projectId, deviceToken, code } = request.body
      admit(request, projectId, 'check')
      const email = emailOf(request.body.email)
      return accounts.verifyLogin({
        projectId,
        email,
        deviceToken,
        code,
        now: clock.now(),
        lifetimeMs: config.sessionLifetimeMs,
      })
    },
  )

  post(
    '/v1/embedded/session',
    "The bearer session's user (401 when it has ended)",
    projectBody,
    z.object({ user: userBody, expiresAt: z.string() }),
    async (request) => {
      admit(request, request.body.projectId, 'session')
      const live = await session(request, request.body.projectId)
      return { user: await accounts.user(live), expiresAt: live.expiresAt.toISOString() }
    },
  )

  post(
    '/v1/embedded/sign-out',
    'End the bearer session',
    projectBody,
    z.object({ revoked: z.boolean() }),
    async (request) => {
      admit(request, request.body.projectId, 'session')
      const token = bearer(request)
      return { revoked: token !== undefined && (await accounts.signOut(token, clock.now())) }
    },
  )

  post(
    '/v1/embedded/email/update',
    'Change the email: mails a code to the current address (VERIFY_PRIMARY_OTP)',
    updateEmailBody,
    actionBody,
    async (request) => {
      const { projectId, deviceToken } = request.body
      admit(request, projectId, 'send')
      const live = await session(request, projectId, deviceToken)
      const newEmail = emailOf(request.body.newEmail)
      return accounts.startUpdate({ session: live, newEmail, now: clock.now() })
    },
  )

  post(
    '/v1/embedded/email/update/primary',
    'Check the code of the current address; mails one to the new address (VERIFY_SECONDARY_OTP)',
    updatePrimaryBody,
    actionBody,
    async (request) => {
      const { projectId, deviceToken, code } = request.body
      admit(request, projectId, 'check')
      const live = await session(request, projectId, deviceToken)
      return accounts.verifyUpdatePrimary({ session: live, code, now: clock.now() })
    },
  )

  post(
    '/v1/embedded/email/update/secondary',
    'Check the code of the new address; the account (and its keys) now answers to it',
    updateSecondaryBody,
    z.object({ user: userBody }),
    async (request) => {
      const { projectId, deviceToken, code } = request.body
      admit(request, projectId, 'check')
      const live = await session(request, projectId, deviceToken)
      const newEmail = emailOf(request.body.newEmail)
      return {
        user: await accounts.verifyUpdateSecondary({
          session: live,
          newEmail,
          code,
          now: clock.now(),
        }),
      }
    },
  )

  post(
    '/v1/embedded/shares',
    "Store the wallet's server and recovery shares (once per account), sealed at rest",
    storeSharesBody,
    z.object({ stored: z.literal(true) }),
    async (request) => {
      const { projectId, ...shares } = request.body
      admit(request, projectId, 'session')
      const live = await session(request, projectId)
      await accounts.storeShares({ session: live, ...shares, now: clock.now() })
      // This browser made the wallet and keeps its device share: no recovery share for it.
      await markRecoveryHeld(db, { session: live, now: clock.now() })
      return { stored: true as const }
    },
  )

  post(
    '/v1/embedded/shares/server',
    'The server share, for a live session of a verified device',
    projectBody,
    sharesBody,
    async (request) => {
      admit(request, request.body.projectId, 'session')
      return accounts.readShare(await session(request, request.body.projectId), 'server')
    },
  )

  post(
    '/v1/embedded/shares/recovery',
    'The recovery share, once per newly approved browser (within 10 minutes of its approval)',
    projectBody,
    sharesBody,
    async (request) => {
      admit(request, request.body.projectId, 'check')
      const live = await session(request, request.body.projectId)
      return releaseRecoveryShare(db, { secret: config.secret, session: live, now: clock.now() })
    },
  )

  socialRoutes(app, { db, config, clock, post, admit, checks, accounts, projects })
  farcasterRoutes(app, {
    db,
    config: config.farcaster,
    sessionLifetimeMs: config.sessionLifetimeMs,
    clock,
    post,
    admit,
    checks,
    accounts,
  })
}
