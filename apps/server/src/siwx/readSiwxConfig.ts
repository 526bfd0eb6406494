import { InvalidConfigError } from '../errors'

/** Sign-in settings (environment variables in docs/configuration.md and docs/sign-in.md). */
export type SiwxConfig = {
  /** Requests per minute and IP address on `/v1/siwx/nonce` and `/v1/siwx/verify`. */
  rateLimitPerMinute: number
  /** Lifetime of a session whose message has no expirationTime, in ms. */
  sessionLifetimeMs: number
  /** `Secure` flag of the session cookie: `auto` = when the request came over https. */
  cookieSecure: 'auto' | 'always' | 'never'
}

/** The defaults: 600 requests a minute per IP, sessions of 7 days, Secure when https. */
export const siwxConfigDefaults: SiwxConfig = {
  rateLimitPerMinute: 600,
  sessionLifetimeMs: 7 * 24 * 60 * 60_000,
  cookieSecure: 'auto',
}

function positiveInteger(variable: string, value: string, max: number): number {
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max)
    throw new InvalidConfigError(variable, `must be an integer from 1 to ${max}`)
  return Number(value)
}

/**
 * Reads `PORTICO_SIWX_RATE_LIMIT` (per minute and IP), `PORTICO_SESSION_TTL_HOURS` and
 * `PORTICO_COOKIE_SECURE` (`auto`, `always`, `never`), applying {@link siwxConfigDefaults}.
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
  return {
    rateLimitPerMinute: rate
      ? positiveInteger('PORTICO_SIWX_RATE_LIMIT', rate, 1_000_000)
      : siwxConfigDefaults.rateLimitPerMinute,
    sessionLifetimeMs: ttl
      ? positiveInteger('PORTICO_SESSION_TTL_HOURS', ttl, 24 * 366) * 3_600_000
      : siwxConfigDefaults.sessionLifetimeMs,
    cookieSecure: (secure || siwxConfigDefaults.cookieSecure) as SiwxConfig['cookieSecure'],
  }
}
