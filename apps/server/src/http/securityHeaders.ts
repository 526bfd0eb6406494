import type { FastifyInstance } from 'fastify'

/** CSP directives: name → sources (joined with spaces). */
export type CspDirectives = Record<string, readonly string[]>

/**
 * The web app's policy: its own origin only — no outside host for scripts, styles, images,
 * fonts or connections (`'self'` also covers the same-origin `ws:`/`wss:` relay), no plugins, no
 * `<base>`, and no framing. A page meant to be framed (the wallet frame) sends its own
 * `Content-Security-Policy` built from these directives with its own `frame-ancestors` list:
 * {@link securityHeaders} never overwrites a policy a route has set.
 */
export const webAppCspDirectives: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
}

/**
 * The web app's directives with `frame-src` naming only the wallet frame's origins (the embedded
 * wallet's iframe); `'none'` when there are none.
 *
 * @example
 * webAppCsp(['http://localhost:3001']) // { …webAppCspDirectives, 'frame-src': ['http://localhost:3001'] }
 */
export function webAppCsp(frameOrigins: readonly string[]): CspDirectives {
  return {
    ...webAppCspDirectives,
    'frame-src': frameOrigins.length > 0 ? [...frameOrigins] : ["'none'"],
  }
}

/** The policy of every other answer (JSON, images): load nothing, never framed. */
export const apiCspDirectives: CspDirectives = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
}

/**
 * Writes CSP directives as a header value.
 *
 * @example
 * contentSecurityPolicy({ ...webAppCspDirectives, 'frame-ancestors': ['https://app.example'] })
 * // "default-src 'self'; …; frame-ancestors https://app.example"
 */
export function contentSecurityPolicy(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

const apiPolicy = contentSecurityPolicy(apiCspDirectives)

/** One year, the usual HSTS lifetime. */
export const hstsMaxAgeSeconds = 31_536_000

export type SecurityHeadersOptions = {
  /** The wallet frame's origins: the only sources of the web app's `frame-src`. */
  frameOrigins?: readonly string[] | undefined
}

/**
 * Adds the security headers to every answer of `app` (call it before registering routes):
 * `Content-Security-Policy` (the web app's for HTML, with `frame-src` limited to the wallet
 * frame's origins; a deny-all one for the rest, unless the route
 * set its own), `X-Frame-Options: DENY` with the default policies, `X-Content-Type-Options:
 * nosniff`, `Referrer-Policy: no-referrer`, and `Strict-Transport-Security` when the request came
 * over https (`request.protocol`, which honours `PORTICO_TRUST_PROXY`).
 *
 * @example
 * securityHeaders(app)
 */
export function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions = {}): void {
  const webAppPolicy = contentSecurityPolicy(webAppCsp(options.frameOrigins ?? []))
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) {
      const type = String(reply.getHeader('content-type') ?? '')
      reply.header(
        'content-security-policy',
        type.startsWith('text/html') ? webAppPolicy : apiPolicy,
      )
      reply.header('x-frame-options', 'DENY')
    }
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'no-referrer')
    if (request.protocol === 'https')
      reply.header('strict-transport-security', `max-age=${hstsMaxAgeSeconds}`)
    return payload
  })
}
