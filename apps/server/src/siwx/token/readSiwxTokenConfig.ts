import { readFileSync } from 'node:fs'
import { InvalidConfigError } from '../../errors'

/** Signing algorithms of sign-in tokens: ECDSA P-256 (the widest support) or Ed25519. */
export const siwxTokenAlgorithms = ['ES256', 'EdDSA'] as const
export type SiwxTokenAlgorithm = (typeof siwxTokenAlgorithms)[number]

/** A private signing key from `PORTICO_SIWX_TOKEN_KEYS_FILE` (a JWK with `kid` and `alg`). */
export type SiwxTokenFileKey = {
  kid: string
  alg: SiwxTokenAlgorithm
  jwk: Record<string, unknown>
}

/** Sign-in tokens (`POST /v1/siwx/token`, `GET /.well-known/jwks.json`); docs/sign-in.md. */
export type SiwxTokenConfig = {
  /** `PORTICO_SIWX_TOKEN_TTL_SECONDS` (60 to 900, default 600): a token's lifetime, in ms. */
  lifetimeMs: number
  /** `PORTICO_SIWX_TOKEN_RATE_LIMIT`: token requests per minute and client address (default 60). */
  rateLimitPerMinute: number
  /** `PORTICO_SIWX_TOKEN_ALG` (`ES256` default, or `EdDSA`): the algorithm of new database keys. */
  algorithm: SiwxTokenAlgorithm
  /** `PORTICO_SIWX_TOKEN_KEY_ROTATION_HOURS` (default 168): how long a database key signs, in ms. */
  keyRotationMs: number
  /**
   * `PORTICO_SIWX_TOKEN_KEYS_FILE`: keys from a file instead of the database (a JWK Set of
   * private keys, each with `kid` and `alg`): the first signs, all are published.
   */
  fileKeys: SiwxTokenFileKey[] | undefined
}

/** Longest lifetime of a token: 15 minutes. */
export const maxSiwxTokenLifetimeMs = 15 * 60_000

export const siwxTokenConfigDefaults = {
  lifetimeMs: 10 * 60_000,
  rateLimitPerMinute: 60,
  algorithm: 'ES256',
  keyRotationMs: 7 * 24 * 3_600_000,
} as const satisfies Omit<SiwxTokenConfig, 'fileKeys'>

function integer(variable: string, value: string, min: number, max: number): number {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new InvalidConfigError(variable, `must be an integer from ${min} to ${max}`)
  return Number(value)
}

function readKeysFile(path: string): SiwxTokenFileKey[] {
  const variable = 'PORTICO_SIWX_TOKEN_KEYS_FILE'
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new InvalidConfigError(
      variable,
      `cannot read a JSON file at ${path}: ${(error as Error).message}`,
    )
  }
  const keys = (parsed as { keys?: unknown } | null)?.keys
  if (!Array.isArray(keys) || keys.length === 0)
    throw new InvalidConfigError(
      variable,
      'must be a JWK Set: { "keys": [ … ] } with at least one key',
    )
  const kids = new Set<string>()
  return keys.map((key, index) => {
    const jwk = key as Record<string, unknown>
    const where = `key #${index + 1}`
    if (typeof jwk.kid !== 'string' || !/^[A-Za-z0-9_.-]{1,64}$/.test(jwk.kid))
      throw new InvalidConfigError(
        variable,
        `${where} needs a kid of 1 to 64 letters, digits, _ . -`,
      )
    if (kids.has(jwk.kid)) throw new InvalidConfigError(variable, `kid ${jwk.kid} is listed twice`)
    kids.add(jwk.kid)
    const curve = jwk.alg === 'ES256' ? 'P-256' : jwk.alg === 'EdDSA' ? 'Ed25519' : undefined
    if (curve === undefined)
      throw new InvalidConfigError(variable, `${where} (${jwk.kid}) needs alg ES256 or EdDSA`)
    if (jwk.crv !== curve || typeof jwk.d !== 'string')
      throw new InvalidConfigError(
        variable,
        `${where} (${jwk.kid}) must be a private ${curve} key (crv ${curve}, with d)`,
      )
    return { kid: jwk.kid, alg: jwk.alg as SiwxTokenAlgorithm, jwk }
  })
}

/**
 * Reads the sign-in token settings (`PORTICO_SIWX_TOKEN_*`), applying
 * {@link siwxTokenConfigDefaults}. Throws {@link InvalidConfigError} naming a bad variable (a key
 * file's key material is never echoed).
 *
 * @example
 * readSiwxTokenConfig({ PORTICO_SIWX_TOKEN_TTL_SECONDS: '300' }).lifetimeMs // 300000
 */
export function readSiwxTokenConfig(env: Record<string, string | undefined>): SiwxTokenConfig {
  const ttl = env.PORTICO_SIWX_TOKEN_TTL_SECONDS?.trim()
  const rate = env.PORTICO_SIWX_TOKEN_RATE_LIMIT?.trim()
  const alg = env.PORTICO_SIWX_TOKEN_ALG?.trim()
  const rotation = env.PORTICO_SIWX_TOKEN_KEY_ROTATION_HOURS?.trim()
  const file = env.PORTICO_SIWX_TOKEN_KEYS_FILE?.trim()
  if (alg && !siwxTokenAlgorithms.includes(alg as SiwxTokenAlgorithm))
    throw new InvalidConfigError('PORTICO_SIWX_TOKEN_ALG', 'must be ES256 or EdDSA')
  return {
    lifetimeMs: ttl
      ? integer('PORTICO_SIWX_TOKEN_TTL_SECONDS', ttl, 60, maxSiwxTokenLifetimeMs / 1000) * 1000
      : siwxTokenConfigDefaults.lifetimeMs,
    rateLimitPerMinute: rate
      ? integer('PORTICO_SIWX_TOKEN_RATE_LIMIT', rate, 1, 1_000_000)
      : siwxTokenConfigDefaults.rateLimitPerMinute,
    algorithm: (alg || siwxTokenConfigDefaults.algorithm) as SiwxTokenAlgorithm,
    keyRotationMs: rotation
      ? integer('PORTICO_SIWX_TOKEN_KEY_ROTATION_HOURS', rotation, 1, 24 * 366) * 3_600_000
      : siwxTokenConfigDefaults.keyRotationMs,
    fileKeys: file ? readKeysFile(file) : undefined,
  }
}
