import { InvalidConfigError } from '../../errors'
import { readServerMode } from '../../readServerMode'

/** The social providers of SPEC §1/§3 that log in over OAuth (Farcaster is not one of them). */
export const socialProviderIds = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProviderId = (typeof socialProviderIds)[number]

/** One configured provider: an OpenID Connect issuer (discovery) and this server's client there. */
export type SocialProviderConfig = {
  id: SocialProviderId
  issuer: string
  clientId: string
  /** Never logged. */
  clientSecret: string
  /** Scopes asked for (default `openid email profile`). */
  scope: string
  /** Served by the local development identity provider (`PORTICO_SOCIAL_DEV_*`), not the real one. */
  development: boolean
  /**
   * Whether the provider's verified email links its identities to the account of that email
   * (`_TRUST_EMAIL`): on for Google and Apple at their own issuers and for the development
   * provider, off for every other (custom) issuer, whose idea of "verified" Portico cannot know.
   */
  trustEmail: boolean
}

/** Social login settings (docs/embedded-wallet.md#social-logins). */
export type SocialConfig = {
  /** Only configured providers are offered. */
  providers: SocialProviderConfig[]
  /**
   * Where providers send the visitor back (`PORTICO_SOCIAL_CALLBACK_URL`): `…/v1/embedded/social/callback`
   * on a wallet frame origin, because the callback page hands the completion code to the frame.
   * Unset: the callback of the frame origin that starts each login.
   */
  callbackUrl: string | undefined
  /** Lifetime of a login in progress, in ms. */
  flowLifetimeMs: number
  /** Lifetime of the completion code once the provider sent the visitor back, in ms (60 s). */
  completionLifetimeMs: number
  /**
   * Projects allowed to use redirect mode (`PORTICO_SOCIAL_REDIRECT_PROJECTS`, comma-separated
   * ids; none by default): it puts the app's origin inside the key's trust boundary.
   */
  redirectProjects: ReadonlySet<string>
}

/** Issuers of providers that publish OpenID Connect discovery (used when `_ISSUER` is unset). */
export const knownIssuers: Partial<Record<SocialProviderId, string>> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  facebook: 'https://www.facebook.com',
}

/** Providers whose verified emails are trusted for linking when they use their own issuer. */
const trustedIssuers: Partial<Record<SocialProviderId, string>> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
}

const isLoopback = (url: URL) =>
  url.hostname === 'localhost' ||
  /^127(\.\d{1,3}){3}$/.test(url.hostname) ||
  url.hostname === '[::1]'

/**
 * Reads the social providers from the environment: `PORTICO_SOCIAL_<NAME>_CLIENT_ID`,
 * `_CLIENT_SECRET`, `_ISSUER` (default for google, apple, facebook; `https:`, or `http:` on a loopback
 * host in development, `PORTICO_DEV=1`), `_SCOPE` and `_TRUST_EMAIL` (`true`/`false`), for NAME in
 * GOOGLE, GITHUB, APPLE, FACEBOOK, X, DISCORD. `PORTICO_SOCIAL_DEV_ISSUER` (+ `_CLIENT_ID`,
 * `_CLIENT_SECRET`) serves every provider left unconfigured through the local development
 * identity provider (what `npm start` sets), or only those listed in `PORTICO_SOCIAL_DEV_PROVIDERS`
 * (comma-separated ids). A half-configured provider is an error; an unconfigured one is simply
 * not offered. `PORTICO_SOCIAL_REDIRECT_PROJECTS` lists the projects that may use redirect mode.
 *
 * @example
 * readSocialConfig({ PORTICO_SOCIAL_GOOGLE_CLIENT_ID: 'id', PORTICO_SOCIAL_GOOGLE_CLIENT_SECRET: 's' }).providers[0]?.issuer
 * // 'https://accounts.google.com'
 */
export function readSocialConfig(env: Record<string, string | undefined>): SocialConfig {
  const get = (name: string) => {
    const value = env[name]?.trim()
    return value === undefined || value === '' ? undefined : value
  }
  const production = !readServerMode(env).development
  const flag = (name: string, fallback: boolean) => {
    const value = get(name)
    if (value === undefined) return fallback
    if (value !== 'true' && value !== 'false')
      throw new InvalidConfigError(name, 'must be true or false')
    return value === 'true'
  }
  const read = (prefix: string, defaultIssuer: string | undefined, trustedIssuer?: string) => {
    const clientId = get(`${prefix}_CLIENT_ID`)
    const clientSecret = get(`${prefix}_CLIENT_SECRET`)
    const issuer = get(`${prefix}_ISSUER`) ?? defaultIssuer
    if (
      clientId === undefined &&
      clientSecret === undefined &&
      get(`${prefix}_ISSUER`) === undefined
    )
      return undefined
    if (clientId === undefined || clientSecret === undefined)
      throw new InvalidConfigError(
        clientId === undefined ? `${prefix}_CLIENT_ID` : `${prefix}_CLIENT_SECRET`,
        'is required when the provider is configured',
      )
    if (issuer === undefined)
      throw new InvalidConfigError(
        `${prefix}_ISSUER`,
        'is required: this provider publishes no OpenID Connect issuer Portico knows',
      )
    const url = URL.canParse(issuer) ? new URL(issuer) : undefined
    // Plain http only for an issuer on this machine in development: over a network, no TLS means
    // anyone on the path could answer with their own keys and sign any identity.
    if (
      url === undefined ||
      !(url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url) && !production))
    )
      throw new InvalidConfigError(
        `${prefix}_ISSUER`,
        'must be an https URL (http only for a loopback issuer in development)',
      )
    return {
      issuer,
      clientId,
      clientSecret,
      scope: get(`${prefix}_SCOPE`) ?? 'openid email profile',
      trustEmail: flag(
        `${prefix}_TRUST_EMAIL`,
        trustedIssuer !== undefined && issuer === trustedIssuer,
      ),
    }
  }
  // The development provider's test users are trusted (it exists to try linking end to end).
  const devRead = read('PORTICO_SOCIAL_DEV', undefined)
  const dev =
    devRead === undefined
      ? undefined
      : { ...devRead, trustEmail: flag('PORTICO_SOCIAL_DEV_TRUST_EMAIL', true) }
  const devProviders = get('PORTICO_SOCIAL_DEV_PROVIDERS')
    ?.split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
  for (const id of devProviders ?? [])
    if (!(socialProviderIds as readonly string[]).includes(id))
      throw new InvalidConfigError(
        'PORTICO_SOCIAL_DEV_PROVIDERS',
        `names an unknown provider: ${id.slice(0, 40)} (known: ${socialProviderIds.join(', ')})`,
      )
  const providers = socialProviderIds.flatMap((id): SocialProviderConfig[] => {
    const own = read(`PORTICO_SOCIAL_${id.toUpperCase()}`, knownIssuers[id], trustedIssuers[id])
    if (own !== undefined) return [{ id, ...own, development: false }]
    if (dev === undefined || (devProviders !== undefined && !devProviders.includes(id))) return []
    return [{ id, ...dev, development: true }]
  })
  const callbackUrl = get('PORTICO_SOCIAL_CALLBACK_URL')
  if (callbackUrl !== undefined && !URL.canParse(callbackUrl))
    throw new InvalidConfigError('PORTICO_SOCIAL_CALLBACK_URL', 'must be a URL')
  const redirectProjects = new Set(
    (get('PORTICO_SOCIAL_REDIRECT_PROJECTS') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  return {
    providers,
    callbackUrl,
    flowLifetimeMs: 10 * 60_000,
    completionLifetimeMs: 60_000,
    redirectProjects,
  }
}
