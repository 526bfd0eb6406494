import { randomBytes } from 'node:crypto'
import { InvalidConfigError } from '../errors'
import { readServerMode } from '../readServerMode'
import { type FarcasterConfig, readFarcasterConfig } from './farcaster/readFarcasterConfig'
import { readSocialConfig, type SocialConfig } from './social/readSocialConfig'

/** Email login and embedded-wallet settings (docs/configuration.md, docs/embedded-wallet.md). */
export type EmbeddedConfig = {
  /**
   * `PORTICO_EMBEDDED` (`on` or `off`, default `on`): the embedded wallet — email and social
   * login, the key shares' routes and the wallet frame's listener. Off: none of them is served.
   */
  enabled: boolean
  /**
   * 32-byte key held outside the database (`PORTICO_EMBEDDED_SECRET`): it keys the hashes of
   * login codes and encrypts the key shares at rest. Never logged.
   */
  secret: Uint8Array
  /**
   * Whether `secret` was generated for this process only (nothing survives a restart): only in
   * development (`PORTICO_DEV=1`) or with the embedded wallet off, never for a wallet in production.
   */
  ephemeralSecret: boolean
  /** Origins of the wallet frame: the only origins the `/v1/embedded/*` routes answer. */
  frameOrigins: string[]
  /** `SMTP_URL`: where mail goes; unset = the built-in mail catcher. Holds credentials. */
  smtpUrl: string | undefined
  /** `From:` of the login mail. */
  mailFrom: string
  /** Lifetime of a login code, in ms (≤ 10 minutes). */
  codeLifetimeMs: number
  /** Wrong tries after which a code is dead. */
  maxCodeAttempts: number
  /**
   * The first wait between two codes to one address from one browser, in ms (SPEC §9: 30 s);
   * doubled after each of that browser's codes killed by wrong tries.
   */
  resendCooldownMs: number
  /** Most codes sent to one address for one browser in an hour (each browser's own budget). */
  maxCodesPerHour: number
  /**
   * Most codes sent to one address in an hour for all the browsers not verified for its account
   * together (strangers and the owner's new browsers; its verified browsers are never held by it).
   */
  maxNewBrowserCodesPerHour: number
  /** Code requests per minute per client address (IPv6: per /64). */
  ipSendsPerMinute: number
  /** Code checks per minute per client address (IPv6: per /64). */
  ipChecksPerMinute: number
  /**
   * Calls with a session token (session check, sign-out, the session's shares) per minute per
   * client address: a budget of their own, so a frame checking its session never uses up the
   * code checks (a token of 256 random bits is not guessed by repetition).
   */
  ipSessionCallsPerMinute: number
  /** Lifetime of an embedded-wallet session, in ms. */
  sessionLifetimeMs: number
  /** Social logins (`PORTICO_SOCIAL_*`): the configured providers and the callback URL. */
  social: SocialConfig
  /** Sign In With Farcaster (`PORTICO_FARCASTER_*`): off unless its registry's RPC is set. */
  farcaster: FarcasterConfig
}

/** The defaults; `secret` and the frame origins come from {@link readEmbeddedConfig}. */
export const embeddedConfigDefaults = {
  frameOrigins: ['http://localhost:3001', 'http://127.0.0.1:3001'],
  mailFrom: 'Portico <no-reply@portico.localhost>',
  codeLifetimeMs: 10 * 60_000,
  maxCodeAttempts: 5,
  resendCooldownMs: 30_000,
  maxCodesPerHour: 5,
  maxNewBrowserCodesPerHour: 10,
  ipSendsPerMinute: 10,
  ipChecksPerMinute: 30,
  ipSessionCallsPerMinute: 300,
  sessionLifetimeMs: 7 * 24 * 3_600_000,
} as const

function positiveInteger(variable: string, value: string, max: number): number {
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max)
    throw new InvalidConfigError(variable, `must be an integer from 1 to ${max}`)
  return Number(value)
}

function readSecret(
  value: string | undefined,
  randomAllowed: boolean,
): { secret: Uint8Array; ephemeral: boolean } {
  if (value === undefined && !randomAllowed)
    throw new InvalidConfigError(
      'PORTICO_EMBEDDED_SECRET',
      'is required outside development: make one with `openssl rand -hex 32` and keep it in a secret manager (a random one would lose every wallet at the next restart)',
    )
  if (value === undefined) return { secret: new Uint8Array(randomBytes(32)), ephemeral: true }
  if (!/^[0-9a-fA-F]{64}$/.test(value))
    throw new InvalidConfigError(
      'PORTICO_EMBEDDED_SECRET',
      'must be 64 hex characters (32 random bytes, e.g. `openssl rand -hex 32`)',
    )
  return { secret: new Uint8Array(Buffer.from(value, 'hex')), ephemeral: false }
}

/**
 * The first wait between two codes, from seconds. Below SPEC §9's 30 s it is a development
 * setting (the e2e suite's stack uses one so that no test waits out the real cooldown).
 */
function readResendCooldown(value: string | undefined, development: boolean): number {
  if (value === undefined) return embeddedConfigDefaults.resendCooldownMs
  const seconds = positiveInteger('PORTICO_EMAIL_RESEND_COOLDOWN_SECONDS', value, 3600)
  if (seconds * 1000 < embeddedConfigDefaults.resendCooldownMs && !development)
    throw new InvalidConfigError(
      'PORTICO_EMAIL_RESEND_COOLDOWN_SECONDS',
      'must be at least 30 outside development (PORTICO_DEV=1): a shorter wait lets anyone flood an inbox with codes',
    )
  return seconds * 1000
}

function readOrigins(value: string | undefined): string[] {
  if (value === undefined) return [...embeddedConfigDefaults.frameOrigins]
  const origins = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
  for (const origin of origins)
    if (!URL.canParse(origin) || new URL(origin).origin !== origin)
      throw new InvalidConfigError(
        'PORTICO_FRAME_ORIGINS',
        `has a value that is not an origin (scheme://host[:port]): ${origin}`,
      )
  if (origins.length === 0) throw new InvalidConfigError('PORTICO_FRAME_ORIGINS', 'is empty')
  return origins
}

/**
 * Reads `PORTICO_EMBEDDED` (on/off), `PORTICO_EMBEDDED_SECRET` (64 hex characters; unset = a
 * random key for this process, only with `PORTICO_DEV=1` or the embedded wallet off, else an
 * error), `PORTICO_FRAME_ORIGINS`, `SMTP_URL` (`smtp://` or `smtps://`),
 * `PORTICO_MAIL_FROM`, `PORTICO_EMBEDDED_SESSION_TTL_HOURS` and `PORTICO_EMAIL_RESEND_COOLDOWN_SECONDS`
 * (1–3600; under SPEC §9's 30 only with `PORTICO_DEV=1`, for tests that must not wait it out). The
 * secret and `SMTP_URL` are never echoed in an error.
 *
 * @example
 * readEmbeddedConfig({ SMTP_URL: 'smtp://user:pass@mail.example.com:587' }).smtpUrl
 */
export function readEmbeddedConfig(env: Record<string, string | undefined>): EmbeddedConfig {
  const get = (name: string) => {
    const value = env[name]?.trim()
    return value === undefined || value === '' ? undefined : value
  }
  const switchValue = get('PORTICO_EMBEDDED') ?? 'on'
  if (switchValue !== 'on' && switchValue !== 'off')
    throw new InvalidConfigError('PORTICO_EMBEDDED', 'must be on or off')
  const enabled = switchValue === 'on'
  const { development } = readServerMode(env)
  const { secret, ephemeral } = readSecret(get('PORTICO_EMBEDDED_SECRET'), development || !enabled)
  const resendCooldownMs = readResendCooldown(
    get('PORTICO_EMAIL_RESEND_COOLDOWN_SECONDS'),
    development,
  )
  const smtpUrl = get('SMTP_URL')
  if (smtpUrl !== undefined && (!/^smtps?:\/\//.test(smtpUrl) || !URL.canParse(smtpUrl)))
    throw new InvalidConfigError('SMTP_URL', 'must be an smtp:// or smtps:// URL')
  const mailFrom = get('PORTICO_MAIL_FROM') ?? embeddedConfigDefaults.mailFrom
  if (/[\r\n]/.test(mailFrom) || mailFrom.length > 200)
    throw new InvalidConfigError('PORTICO_MAIL_FROM', 'must be one line of at most 200 characters')
  const ttl = get('PORTICO_EMBEDDED_SESSION_TTL_HOURS')
  const frameOrigins = readOrigins(get('PORTICO_FRAME_ORIGINS'))
  const social = readSocialConfig(env)
  // The callback page hands the completion code to the frame, which reads only its own origin.
  if (
    social.callbackUrl !== undefined &&
    !frameOrigins.includes(new URL(social.callbackUrl).origin)
  )
    throw new InvalidConfigError(
      'PORTICO_SOCIAL_CALLBACK_URL',
      'must be on a wallet frame origin (PORTICO_FRAME_ORIGINS): the callback page hands the login to the frame',
    )
  return {
    ...embeddedConfigDefaults,
    enabled,
    secret,
    ephemeralSecret: ephemeral,
    frameOrigins,
    smtpUrl,
    mailFrom,
    social,
    resendCooldownMs,
    farcaster: readFarcasterConfig(env),
    sessionLifetimeMs:
      ttl === undefined
        ? embeddedConfigDefaults.sessionLifetimeMs
        : positiveInteger('PORTICO_EMBEDDED_SESSION_TTL_HOURS', ttl, 24 * 366) * 3_600_000,
  }
}
