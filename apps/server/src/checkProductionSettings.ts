import { privateKeyToAddress } from 'viem/accounts'
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
  const ensGatewayKey = get('PORTICO_ENS_GATEWAY_KEY')
  if (ensGatewayKey !== undefined && isPublicTestKey(ensGatewayKey))
    problems.push({
      variable: 'PORTICO_ENS_GATEWAY_KEY',
      reason:
        "is a key of the public test mnemonic (anvil's, which the devnet uses): anyone can sign as this gateway. Make a key of your own, e.g. `cast wallet new`, and set its address as the offchain resolver's signer",
    })
  if (get('PORTICO_DEV_INBOX_PORT') !== undefined)
    problems.push({
      variable: 'PORTICO_DEV_INBOX_PORT',
      reason: "is development only (the mail catcher's inbox never runs in production): unset it",
    })
  return problems
}

/**
 * The addresses of accounts 0–19 of anvil's public test mnemonic (`test test … junk`, which the
 * devnet and every Ethereum tutorial use): a key among them is known to everyone.
 */
const publicTestAddresses = new Set(
  [
    'f39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    '70997970c51812dc3a010c7d01b50e0d17dc79c8',
    '3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
    '90f79bf6eb2c4f870365e785982e1f101e93b906',
    '15d34aaf54267db7d7c367839aaf71a00a2c6a65',
    '9965507d1a55bcc2695c58ba16fb37d819b0a4dc',
    '976ea74026e726554db657fa54763abd0c3a0aa9',
    '14dc79964da2c08b23698b3d3cc7ca32193d9955',
    '23618e81e3f5cdf7f54c3d65f7fbc0abf5b21e8f',
    'a0ee7a142d267c1f36714e4a8f75612f20a79720',
    'bcd4042de499d14e55001ccbb24a551f3b954096',
    '71be63f3384f5fb98995898a86b02fb2426c5788',
    'fabb0ac9d68b0b445fb7357272ff202c5651694a',
    '1cbd3b2770909d4e10f157cabc84c7264073c9ec',
    'df3e18d64bc6a983f673ab319ccae4f1a57c7097',
    'cd3b766ccdd6ae721141f452c550ca635964ce71',
    '2546bcd3c84621e976d8185a91a922ae77ecec30',
    'bda5747bfd65f08deb54cb465eb87d40e51b197e',
    'dd2fd4581271e230360230f9337d5c0430bf44c0',
    '8626f6940e2eb28930efb4cef49b2d1f2c9c1199',
  ].map((hex) => `0x${hex}`),
)

function isPublicTestKey(key: string): boolean {
  if (!/^0x[0-9a-fA-F]{64}$/.test(key)) return false
  try {
    return publicTestAddresses.has(privateKeyToAddress(key as `0x${string}`).toLowerCase())
  } catch {
    return false
  }
}
