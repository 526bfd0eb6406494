import type { Clock } from '@portico/core/internal'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Database } from '../../db/openDatabase'
import type { createRateLimiter } from '../../http/createRateLimiter'
import { rateLimitKey } from '../../rateLimitKey'
import type { createEmbeddedAccounts } from '../createEmbeddedAccounts'
import type { EmbeddedPost } from '../embeddedPost'
import { connectedBody } from '../embeddedSchemas'
import { findEmbeddedSession } from '../embeddedSession'
import { EmbeddedRefusedError } from '../errors'
import { isLoopback } from '../farcaster/readFarcasterConfig'
import type { EmbeddedConfig } from '../readEmbeddedConfig'
import { createSocialLogin } from './createSocialLogin'
import { socialProviderIds } from './readSocialConfig'
import { socialPageRoutes } from './socialPageRoutes'

export type SocialRoutesParameters = {
  db: Database
  config: EmbeddedConfig
  clock: Clock
  post: EmbeddedPost
  /** Origin, project and per-IP budget check of the embedded routes. */
  admit: (request: FastifyRequest, projectId: string, kind: 'send' | 'check') => void
  /** The per-IP limiter of checks (the callback spends from it). */
  checks: ReturnType<typeof createRateLimiter>
  accounts: ReturnType<typeof createEmbeddedAccounts>
  /** Project id → allowed origins: a redirect-mode return URL must be on one of them. */
  projects: ReadonlyMap<string, ReadonlySet<string>>
}

const projectId = z.string().min(1).max(100).describe('The project id')
const deviceToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 random bytes in base64url')
  .describe("The frame's device token")
const provider = z.enum(socialProviderIds).describe('The social provider (SPEC §3 socialProvider)')
const flowId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/)
  .describe('The id `social/start` answered')
const flowSecret = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 random bytes in base64url')
  .describe('The secret the frame made for this flow and kept (32 random bytes, base64url)')
const flowSecretHash = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in lower-case hex')
  .describe("SHA-256 (hex) of the frame's flow secret; `finish` needs the secret itself")
/**
 * The social-login routes under `/v1/embedded/social/`: `providers` (the configured ones, and
 * `farcaster` when Farcaster login is on),
 * `start` (answers a one-time launch URL and a flow id), `launch` (binds the flow to the browser
 * that opens it with a cookie and sends it to the provider), `callback` (where the provider sends
 * the visitor back; a page, not JSON; refused in a browser that did not launch the flow) and
 * `finish` (the frame redeems its flow id and secret for a session; 409 while the visitor is still
 * at the provider). Registered by {@link embeddedRoutes}.
 *
 * @example
 * socialRoutes(app, { db, config, clock, post, admit, checks, accounts })
 */
export function socialRoutes(
  app: FastifyInstance,
  { db, config, clock, post, admit, checks, accounts, projects }: SocialRoutesParameters,
): void {
  const social = createSocialLogin({ db, config: config.social })
  // Farcaster among them when it is on (SPEC §1's list), after the OAuth providers.
  const farcaster = config.farcaster.rpcUrl
    ? [{ id: 'farcaster' as const, development: isLoopback(new URL(config.farcaster.rpcUrl)) }]
    : []

  post(
    '/v1/embedded/social/providers',
    'The social providers this server offers (a provider without configuration is not listed)',
    z.object({ projectId }),
    z.object({
      providers: z.array(
        z.object({
          id: z
            .enum([...socialProviderIds, 'farcaster'])
            .describe(
              'The social login: an OAuth provider (SPEC §3 socialProvider), or `farcaster` when Farcaster login is on (`farcaster/start`)',
            ),
          development: z
            .boolean()
            .describe(
              'Served by the local development identity provider (Farcaster: a registry on a loopback chain)',
            ),
        }),
      ),
    }),
    async (request) => {
      // Which buttons to show is no secret: the app's own origins may ask too (before the frame loads).
      const origin = request.headers.origin
      const { projectId } = request.body
      if (typeof origin === 'string' && projects.get(projectId)?.has(origin) === true) {
        const decision = checks.take(`check:${rateLimitKey(request.ip)}`)
        if (!decision.allowed) {
          const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000))
          throw new EmbeddedRefusedError('too-soon', `Please try again after ${seconds} seconds`, {
            retryAfterSeconds: seconds,
          })
        }
      } else admit(request, projectId, 'check')
      return { providers: [...social.providers(), ...farcaster] }
    },
  )

  post(
    '/v1/embedded/social/start',
    'Start a social login: answers a one-time launch URL on the frame origin (open it in a popup, or send the page there in redirect mode) and a flow id',
    z.object({
      projectId,
      provider,
      deviceToken,
      flowSecretHash,
      returnUrl: z
        .string()
        .max(2000)
        .optional()
        .describe(
          "Redirect mode (projects in PORTICO_SOCIAL_REDIRECT_PROJECTS only): the app page to come back to (on one of the project's allowed origins); unset = popup mode",
        ),
    }),
    z.object({ flowId, authorizationUrl: z.string(), expiresAt: z.string() }),
    async (request) => {
      const { projectId, deviceToken, returnUrl } = request.body
      admit(request, projectId, 'send')
      // Redirect mode brings the completion code through the app's origin: only where the
      // operator put that origin inside the key's trust boundary.
      if (returnUrl !== undefined && !config.social.redirectProjects.has(projectId))
        throw new EmbeddedRefusedError(
          'redirect-not-enabled',
          'Redirect sign-in is not enabled for this app: allow popups and try again',
        )
      if (
        returnUrl !== undefined &&
        (!URL.canParse(returnUrl) ||
          !/^https?:$/.test(new URL(returnUrl).protocol) ||
          projects.get(projectId)?.has(new URL(returnUrl).origin) !== true)
      )
        throw new EmbeddedRefusedError(
          'return-url-not-allowed',
          "The return URL must be on one of the project's allowed origins",
        )
      const frameOrigin = String(request.headers.origin)
      return social.start({
        projectId,
        provider: request.body.provider,
        deviceToken,
        flowSecretHash: request.body.flowSecretHash,
        // The callback lives on the frame origin that starts the flow (its page hands the code to that frame).
        redirectUri: config.social.callbackUrl ?? `${frameOrigin}/v1/embedded/social/callback`,
        // The launch URL too: its cookie must reach the callback (same origin as the callback).
        launchOrigin:
          config.social.callbackUrl === undefined
            ? frameOrigin
            : new URL(config.social.callbackUrl).origin,
        returnUrl,
        now: clock.now(),
      })
    },
  )

  socialPageRoutes(app, { social, clock, checks })

  post(
    '/v1/embedded/social/finish',
    'Redeem a completed social login for a session (409 while the visitor is still at the provider)',
    z.object({
      projectId,
      deviceToken,
      flowId,
      flowSecret,
      completionCode: z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/)
        .describe(
          "The code the callback page posted to the frame (message 'portico:social-callback'), or the app page's fragment in redirect mode; lives 60 s",
        ),
    }),
    connectedBody.extend({
      socialProvider: provider,
      userName: z.string().optional().describe("The visitor's name in the provider's ID token"),
    }),
    async (request) => {
      const { projectId, deviceToken } = request.body
      admit(request, projectId, 'check')
      const done = await social.finish({
        projectId,
        deviceToken,
        flowId: request.body.flowId,
        flowSecret: request.body.flowSecret,
        completionCode: request.body.completionCode,
        now: clock.now(),
        lifetimeMs: config.sessionLifetimeMs,
      })
      const live = await findEmbeddedSession(db, { token: done.session.token, now: clock.now() })
      if (live === undefined) throw new EmbeddedRefusedError('no-session', 'Sign in again')
      return {
        action: 'CONNECT' as const,
        sessionToken: done.session.token,
        expiresAt: done.session.expiresAt.toISOString(),
        isNewUser: done.isNewUser,
        user: await accounts.user(live),
        socialProvider: done.provider,
        ...(done.userName === undefined ? {} : { userName: done.userName }),
      }
    },
  )
}
