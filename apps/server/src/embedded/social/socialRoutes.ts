import { createHash, randomBytes } from 'node:crypto'
import type { Clock } from '@portico/core'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Database } from '../../db/openDatabase'
import type { createRateLimiter } from '../../http/createRateLimiter'
import { rateLimitKey } from '../../rateLimitKey'
import type { createEmbeddedAccounts } from '../createEmbeddedAccounts'
import { connectedBody } from '../embeddedSchemas'
import { findEmbeddedSession } from '../embeddedSession'
import { EmbeddedRefusedError } from '../errors'
import type { EmbeddedConfig } from '../readEmbeddedConfig'
import { createSocialLogin, socialBrowserCookie, socialLaunchPath } from './createSocialLogin'
import { socialProviderIds } from './readSocialConfig'

type Post = <B extends z.ZodType, R extends z.ZodType>(
  url: string,
  summary: string,
  body: B,
  response: R,
  handler: (
    request: FastifyRequest & { body: z.infer<B> },
    reply: FastifyReply,
  ) => Promise<z.infer<R>>,
) => unknown

export type SocialRoutesParameters = {
  db: Database
  config: EmbeddedConfig
  clock: Clock
  post: Post
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
const pageHeaders = (reply: FastifyReply, nonce: string) =>
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; frame-ancestors 'none'`,
    )

const page = (title: string, text: string, script = '', nonce = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem">
<h1>${title}</h1><p>${text}</p>${script && `<script nonce="${nonce}">${script}</script>`}</body></html>`

/**
 * The popup's callback page script (the page is on the frame's origin): hands the completion code
 * to the wallet frame inside the window that opened the popup — each of `opener.frames`, with this
 * page's own origin as the target, so the browser delivers it only to a frame of our origin — then
 * closes the popup. A page opened from a link (no opener) hands it to nobody.
 */
const handOver = (completionCode: string) =>
  `(()=>{const m={type:'portico:social-callback',completionCode:${JSON.stringify(completionCode)}};` +
  `const o=window.opener;if(!o)return;for(let i=0;i<o.frames.length;i++)try{o.frames[i].postMessage(m,location.origin)}catch{}` +
  `setTimeout(()=>window.close(),100)})()`

/**
 * Redirect mode: the app page the visitor left, with the outcome in the **fragment**
 * (`#portico_social=…`), which no server log, `Referer` or proxy sees; the code lives 60 s and
 * redeems nothing without the flow id, flow secret and device token kept by the starting frame.
 */
const backToApp = (returnUrl: string, outcome: Record<string, string>) => {
  const url = new URL(returnUrl)
  url.hash = new URLSearchParams(outcome).toString()
  return url.href
}

/**
 * The social-login routes under `/v1/embedded/social/`: `providers` (the configured ones),
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

  post(
    '/v1/embedded/social/providers',
    'The social providers this server offers (a provider without configuration is not listed)',
    z.object({ projectId }),
    z.object({
      providers: z.array(
        z.object({
          id: provider,
          development: z.boolean().describe('Served by the local development identity provider'),
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
      return { providers: social.providers() }
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

  app.route({
    method: 'GET',
    url: socialLaunchPath,
    schema: {
      summary:
        "The URL `start` answered, opened by the visitor's browser: binds the flow to this browser (a cookie for the callback) and sends it to the provider",
      tags: ['embedded wallet'],
      querystring: z.object({ flow: z.string().max(100).optional() }).passthrough(),
      produces: ['text/html'],
    },
    handler: async (request, reply) => {
      pageHeaders(reply, randomBytes(16).toString('base64'))
      const decision = checks.take(`check:${rateLimitKey(request.ip)}`)
      if (!decision.allowed)
        return reply
          .code(429)
          .header('retry-after', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))))
          .send(page('Too many attempts', 'Please try again in a minute.'))
      const token = (request.query as { flow?: string }).flow ?? ''
      try {
        const { providerUrl, cookie } = await social.launch({ token, now: clock.now() })
        return reply
          .setCookie(cookie.name, cookie.value, {
            path: '/v1/embedded/social/callback',
            httpOnly: true,
            // Lax: sent on the provider's top-level redirect back, never on cross-site subrequests.
            sameSite: 'lax',
            secure: cookie.secure,
            maxAge: cookie.maxAgeSeconds,
          })
          .code(303)
          .header('location', providerUrl)
          .send()
      } catch (error) {
        if (!(error instanceof EmbeddedRefusedError)) throw error
        return reply.code(error.statusCode).send(page('Sign-in not completed', error.shortMessage))
      }
    },
  })

  app.route({
    method: 'GET',
    url: '/v1/embedded/social/callback',
    schema: {
      summary:
        'Where the provider sends the visitor back (state, code): completes the login; an HTML page',
      tags: ['embedded wallet'],
      querystring: z.object({}).passthrough(),
      produces: ['text/html'],
    },
    handler: async (request, reply) => {
      const nonce = randomBytes(16).toString('base64')
      pageHeaders(reply, nonce)
      const decision = checks.take(`check:${rateLimitKey(request.ip)}`)
      if (!decision.allowed)
        return reply
          .code(429)
          .header('retry-after', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))))
          .send(page('Too many attempts', 'Please try again in a minute.'))
      try {
        const url = new URL(request.url, 'http://callback.invalid')
        // The launch cookie has done its work, whatever the outcome.
        const state = url.searchParams.get('state')
        if (state !== null)
          reply.clearCookie(socialBrowserCookie(createHash('sha256').update(state).digest('hex')), {
            path: '/v1/embedded/social/callback',
          })
        const { completionCode, failure, returnUrl } = await social.callback({
          url,
          cookies: request.cookies,
          now: clock.now(),
        })
        // Redirect mode: back to the app page the visitor left (checked and bound at start).
        if (returnUrl !== undefined)
          return reply
            .code(303)
            .header(
              'location',
              backToApp(
                returnUrl,
                completionCode !== undefined
                  ? { portico_social: completionCode }
                  : { portico_social_error: failure ?? 'failed' },
              ),
            )
            .send()
        return reply.send(
          completionCode !== undefined
            ? page(
                'Signed in',
                'You can close this window and go back to the app.',
                handOver(completionCode),
                nonce,
              )
            : page('Sign-in not completed', 'Close this window and try again from the app.'),
        )
      } catch (error) {
        if (!(error instanceof EmbeddedRefusedError)) throw error
        return reply.code(error.statusCode).send(page('Sign-in not completed', error.shortMessage))
      }
    },
  })

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
