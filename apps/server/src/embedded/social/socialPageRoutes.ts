import { createHash, randomBytes } from 'node:crypto'
import type { Clock } from '@portico/core/internal'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import type { createRateLimiter } from '../../http/createRateLimiter'
import { rateLimitKey } from '../../rateLimitKey'
import { EmbeddedRefusedError } from '../errors'
import { type createSocialLogin, socialBrowserCookie, socialLaunchPath } from './createSocialLogin'

export type SocialPageRoutesParameters = {
  social: ReturnType<typeof createSocialLogin>
  clock: Clock
  /** The per-IP limiter of checks (both pages spend from it). */
  checks: ReturnType<typeof createRateLimiter>
}

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
 * The social login's two pages on the frame origin (HTML, not JSON; never framed): `launch`, the
 * one-time URL `start` answered, which binds the flow to the browser that opens it with a cookie
 * and sends it to the provider; and `callback`, where the provider sends the visitor back, which
 * completes the flow only in that browser and hands the code to the frame (popup) or to the app
 * page's fragment (redirect mode). Registered by `socialRoutes`.
 *
 * @example
 * socialPageRoutes(app, { social, clock, checks })
 */
export function socialPageRoutes(
  app: FastifyInstance,
  { social, clock, checks }: SocialPageRoutesParameters,
): void {
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
}
