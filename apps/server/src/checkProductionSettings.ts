import { knownIssuers, socialProviderIds } from './embedded/social/readSocialConfig'
import type { SettingProblem } from './errors'

export type CheckProductionSettingsParameters = Record<string, string | undefined>
export type CheckProductionSettingsReturnType = SettingProblem[]

const makeSecret = 'make one with `openssl rand -hex 32`'

/**
 * What a production start (no `PORTICO_DEV=1`) lacks or must not have, read from the environment
 * alone: the public URL; where data lives (PostgreSQL, or PGlite on disk; never in memory); while
 * the embedded wallet is on (`PORTICO_EMBEDDED`, default on) its secret, `SMTP_URL` for email
 * login and the OpenID Connect settings of each social provider that is configured; and none of
 * the development parts (development identity provider, sandbox on-ramp, mail inbox). Empty when
 * the start may go on. Secret values are never echoed.
 *
 * @example
 * checkProductionSettings({ PORTICO_PUBLIC_URL: 'https://portico.example.com', PORTICO_EMBEDDED: 'off', DATABASE_URL: 'postgres://db/portico' }) // []
 */
export function checkProductionSettings(
  env: CheckProductionSettingsParameters,
): CheckProductionSettingsReturnType {
  const get = (name: string) => {
    const value = env[name]?.trim()
    return value === undefined || value === '' ? undefined : value
  }
  const problems: SettingProblem[] = []
  if (get('PORTICO_PUBLIC_URL') === undefined)
    problems.push({
      variable: 'PORTICO_PUBLIC_URL',
      reason:
        'is not set: the URL clients reach this server on, e.g. PORTICO_PUBLIC_URL=https://portico.example.com (allowed origins, sign-in messages and absolute URLs are built from it)',
    })
  const database = get('DATABASE_URL')
  if (database === 'memory://')
    problems.push({
      variable: 'DATABASE_URL',
      reason:
        'is memory://: nothing would survive a restart (sessions, key shares): use DATABASE_URL=postgres://… or the embedded PGlite on disk with PORTICO_STATE_DIR=/var/lib/portico',
    })
  else if (
    database === undefined &&
    get('PORTICO_STATE_DIR') === undefined &&
    get('PORTICO_DATA_DIR') === undefined
  )
    problems.push({
      variable: 'DATABASE_URL or PORTICO_STATE_DIR',
      reason:
        'is not set: say where data lives, DATABASE_URL=postgres://user:password@host:5432/portico for PostgreSQL or PORTICO_STATE_DIR=/var/lib/portico for the embedded PGlite (on a disk you back up)',
    })
  const embedded = get('PORTICO_EMBEDDED') !== 'off'
  if (embedded && get('PORTICO_EMBEDDED_SECRET') === undefined)
    problems.push({
      variable: 'PORTICO_EMBEDDED_SECRET',
      reason: `is not set: it seals every embedded wallet's key shares, and a start with another one cannot open them. ${makeSecret}, keep it in a secret manager or KMS and in your backups (docs/embedded-wallet.md#custody); or turn the embedded wallet off with PORTICO_EMBEDDED=off`,
    })
  if (embedded && get('SMTP_URL') === undefined)
    problems.push({
      variable: 'SMTP_URL',
      reason:
        'is not set: email login (on with the embedded wallet) mails its codes there, e.g. SMTP_URL=smtps://user:password@smtp.example.com:465; or PORTICO_EMBEDDED=off',
    })
  for (const id of embedded ? socialProviderIds : []) {
    const prefix = `PORTICO_SOCIAL_${id.toUpperCase()}`
    const names = ['CLIENT_ID', 'CLIENT_SECRET', 'ISSUER', 'SCOPE'].map(
      (part) => `${prefix}_${part}`,
    )
    if (names.every((name) => get(name) === undefined)) continue
    const needed = [`${prefix}_CLIENT_ID`, `${prefix}_CLIENT_SECRET`]
    if (knownIssuers[id] === undefined) needed.push(`${prefix}_ISSUER`)
    for (const name of needed.filter((name) => get(name) === undefined))
      problems.push({
        variable: name,
        reason: `is not set: ${id} login is configured (${prefix}_*) and needs its OpenID Connect client id, client secret${knownIssuers[id] === undefined ? ' and issuer' : ''} (docs/embedded-wallet.md#social-logins)`,
      })
  }
  const devIdentity = Object.keys(env)
    .filter((name) => name.startsWith('PORTICO_SOCIAL_DEV_') && get(name) !== undefined)
    .sort()
  if (devIdentity.length > 0)
    problems.push({
      variable: devIdentity.join(', '),
      reason:
        'is development only (the local identity provider logs anyone in without a password): configure each provider with PORTICO_SOCIAL_<NAME>_CLIENT_ID and _CLIENT_SECRET instead',
    })
  if (get('PORTICO_ONRAMP_SANDBOX_KEY') !== undefined)
    problems.push({
      variable: 'PORTICO_ONRAMP_SANDBOX_KEY',
      reason:
        "is development only (the sandbox on-ramp pays its treasury's tokens to anyone who fills in its test card): unset it; real providers are PORTICO_ONRAMP_COINBASE_APP_ID and PORTICO_ONRAMP_MELD_PUBLIC_KEY",
    })
  if (get('PORTICO_DEV_INBOX_PORT') !== undefined)
    problems.push({
      variable: 'PORTICO_DEV_INBOX_PORT',
      reason: "is development only (the mail catcher's inbox never runs in production): unset it",
    })
  return problems
}
