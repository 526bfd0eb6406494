import { InvalidConfigError } from '../errors'

/** Sign-in settings (environment variables in docs/configuration.md and docs/sign-in.md). */
export type SiwxConfig = {
  /** Requests per minute and IP address on `/v1/siwx/nonce` and `/v1/siwx/verify`. */
  rateLimitPerMinute: number
  /** Lifetime of a session whose message has no expirationTime, in ms. */
  sessionLifetimeMs: number
  /** `Secure` flag of the session cookie: `auto` = when the request came over https. */
  cookieSecure: 'auto' | 'always' | 'never'
  /**
   * `SameSite` of the session cookie: `lax` (the default) serves apps on the server's own site;
   * `none` lets an app on another site sign in (needs `cookieSecure: 'always'`).
   */
  cookieSameSite: 'lax' | 'strict' | 'none'
  /** Pause between two prunes of used-up nonces and ended sessions, in ms. */
  pruneIntervalMs: number
}

/**
 * The defaults: 120 requests a minute per IP (a sign-in takes one nonce and one verify), sessions
 * of 7 days, Secure when https, pruning every minute.
 */
export const siwxConfigDefaults: SiwxConfig = {
  rateLimitPerMinute: 120,
  sessionLifetimeMs: 7 * 24 * 60 * 60_000,
  cookieSecure: 'auto',
  cookieSameSite: 'lax',
  pruneIntervalMs: 60_000,
}

function positiveInteger(variable: string, value: string, max: number): number {
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max)
    throw new InvalidConfigError(variable, `must be an integer from 1 to ${max}`)
  return Number(value)
}

/**
 * Reads `PORTICO_SIWX_RATE_LIMIT` (per minute and IP), `PORTICO_SESSION_TTL_HOURS`,
 * `PORTICO_COOKIE_SECURE` (`auto`, `always`, `never`) and `PORTICO_COOKIE_SAMESITE` (`lax`,
 * `strict`, `none`; `none` only with `PORTICO_COOKIE_SECURE=always`), applying
 * {@link siwxConfigDefaults}.
 *
 * @example
 * readSiwxConfig({ PORTICO_SIWX_RATE_LIMIT: '30' }).rateLimitPerMinute // 30
 */
export function readSiwxConfig(env: Record<string, string | undefined>): SiwxConfig {
  const rate = env.PORTICO_SIWX_RATE_LIMIT?.trim()
  const ttl = env.PORTICO_SESSION_TTL_HOURS?.trim()
  const secure = env.PORTICO_COOKIE_SECURE?.trim()
  if (secure && secure !== 'auto' && secure !== 'always' && secure !== 'never')
    throw new InvalidConfigError('PORTICO_COOKIE_SECURE', 'must be auto, always or never')
  const sameSite = env.PORTICO_COOKIE_SAMESITE?.trim()
  if (sameSite && sameSite !== 'lax' && sameSite !== 'strict' && sameSite !== 'none')
    throw new InvalidConfigError('PORTICO_COOKIE_SAMESITE', 'must be lax, strict or none')
  // Browsers drop a SameSite=None cookie that is not Secure.
  if (sameSite === 'none' && secure !== 'always')
    throw new InvalidConfigError(
      'PORTICO_COOKIE_SAMESITE',
      'none needs PORTICO_COOKIE_SECURE=always',
    )
  return {
    rateLimitPerMinute: rate
      ? positiveInteger('PORTICO_SIWX_RATE_LIMIT', rate, 1_000_000)
      : siwxConfigDefaults.rateLimitPerMinute,
    sessionLifetimeMs: ttl
      ? positiveInteger('PORTICO_SESSION_TTL_HOURS', ttl, 24 * 366) * 3_600_000
      : siwxConfigDefaults.sessionLifetimeMs,
    cookieSecure: (secure || siwxConfigDefaults.cookieSecure) as SiwxConfig['cookieSecure'],
    cookieSameSite: (sameSite || siwxConfigDefaults.cookieSameSite) as SiwxConfig['cookieSameSite'],
    pruneIntervalMs: siwxConfigDefaults.pruneIntervalMs,
  }
}
