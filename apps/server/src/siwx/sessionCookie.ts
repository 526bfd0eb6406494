import type { SiwxConfig } from './readSiwxConfig'

/** Name of the session cookie when it is not `Secure` (plain http, e.g. local development). */
export const plainSessionCookieName = 'portico_session'
/**
 * Name of the session cookie when it is `Secure`: the `__Host-` prefix makes browsers refuse it
 * unless it is Secure, has `Path=/` and no `Domain`, so a sibling subdomain or an http page on the
 * same host cannot plant one (cookie tossing).
 */
export const hostSessionCookieName = '__Host-portico_session'

export type SessionCookieParameters = {
  config: Pick<SiwxConfig, 'cookieSecure' | 'cookieSameSite'>
  /** The request's protocol as Fastify reads it (`https` behind a trusted proxy that says so). */
  protocol: string
}
export type SessionCookieReturnType = {
  /** {@link hostSessionCookieName} when Secure, else {@link plainSessionCookieName}. */
  name: string
  options: {
    path: '/'
    httpOnly: true
    sameSite: SiwxConfig['cookieSameSite']
    secure: boolean
  }
}

/**
 * The session cookie of a request: `Secure` when configured `always`, or `auto` and the request
 * came over https; then named `__Host-portico_session`, else `portico_session`. The server reads
 * only the name it would set for that request, so a plain-named cookie planted over http is never
 * read on https.
 *
 * @example
 * const { name, options } = sessionCookie({ config: config.siwx, protocol: request.protocol })
 * reply.setCookie(name, token, { ...options, maxAge: 3600 })
 */
export function sessionCookie({
  config,
  protocol,
}: SessionCookieParameters): SessionCookieReturnType {
  const secure =
    config.cookieSecure === 'always' || (config.cookieSecure === 'auto' && protocol === 'https')
  return {
    name: secure ? hostSessionCookieName : plainSessionCookieName,
    options: { path: '/', httpOnly: true, sameSite: config.cookieSameSite, secure },
  }
}
