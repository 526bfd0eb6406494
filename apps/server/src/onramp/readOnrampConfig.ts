import { isCaipNetworkId } from '@portico/core/caip'
import type { Hex } from 'viem'
import { InvalidConfigError } from '../errors'

/** The on-ramp settings (docs/buy.md, docs/configuration.md). */
export type OnrampConfig = {
  /** The sandbox provider; undefined when `PORTICO_ONRAMP_SANDBOX_KEY` is unset (off). */
  sandbox:
    | {
        /** Private key of the treasury account the purchases are sent from. Never logged. */
        treasuryKey: Hex
        /** CAIP-2 ids of the only chains it settles on (test chains: it gives tokens away). */
        chains: string[]
        /** Its fee in basis points of the payment (SPEC §1: 1–2 %, so 100 to 200). */
        feeBps: number
        /** Checkout submissions per minute per client address (IPv6: per /64). */
        checkoutsPerMinute: number
        /** Most a recipient address may be paid out in 24 hours, in cents of the payment currency. */
        recipientDailyCents: number
        /** Most the sandbox pays out in 24 hours, all recipients, in cents of the payment currency. */
        dailyCents: number
      }
    | undefined
  /** Coinbase Onramp's app id (`PORTICO_ONRAMP_COINBASE_APP_ID`): enables its URL generator. */
  coinbaseAppId: string | undefined
  /** Meld's public key (`PORTICO_ONRAMP_MELD_PUBLIC_KEY`): enables its URL generator. */
  meldPublicKey: string | undefined
}

/** The defaults of the sandbox; its key has none. */
export const onrampConfigDefaults = {
  sandboxChains: ['eip155:31337', 'eip155:31338'],
  sandboxFeeBps: 100,
  checkoutsPerMinute: 10,
  /** 10,000.00 a recipient and 100,000.00 in all, per 24 hours. */
  recipientDailyCents: 1_000_000,
  dailyCents: 10_000_000,
} as const

/**
 * The chains the sandbox may settle on: known test chains, whose tokens are worth nothing (the
 * devnet's 31337–31339, Sepolia, Holesky, Hoodi, and the Sepolia test chains of Base, Optimism,
 * Arbitrum, plus Polygon Amoy). Another chain needs `PORTICO_ONRAMP_SANDBOX_ANY_CHAIN=yes`.
 */
export const sandboxTestChains: ReadonlySet<string> = new Set([
  'eip155:31337',
  'eip155:31338',
  'eip155:31339',
  'eip155:11155111',
  'eip155:17000',
  'eip155:560048',
  'eip155:84532',
  'eip155:11155420',
  'eip155:421614',
  'eip155:80002',
])

const keyPattern = /^0x[0-9a-fA-F]{64}$/
const idPattern = /^[A-Za-z0-9_.:-]{1,200}$/

/**
 * Reads `PORTICO_ONRAMP_SANDBOX_KEY` (the treasury's 0x private key; unset = no sandbox),
 * `PORTICO_ONRAMP_SANDBOX_CHAINS` (CAIP-2 ids, default the devnet's 31337 and 31338),
 * `PORTICO_ONRAMP_SANDBOX_FEE_BPS` (100–200, default 100), `PORTICO_ONRAMP_CHECKOUT_RATE_LIMIT`
 * (per minute and address, default 10), `PORTICO_ONRAMP_SANDBOX_RECIPIENT_DAILY_LIMIT` and
 * `PORTICO_ONRAMP_SANDBOX_DAILY_LIMIT` (whole units of the payment currency paid out per 24 hours,
 * per recipient and in all; default 10000 and 100000), `PORTICO_ONRAMP_COINBASE_APP_ID` and
 * `PORTICO_ONRAMP_MELD_PUBLIC_KEY`. A sandbox chain must be one of {@link sandboxTestChains} unless
 * `PORTICO_ONRAMP_SANDBOX_ANY_CHAIN=yes` (it gives tokens away: never a chain whose tokens have a
 * value). Throws {@link InvalidConfigError}; the key is never echoed.
 *
 * @example
 * readOnrampConfig({ PORTICO_ONRAMP_SANDBOX_KEY: '0x59c6…690d' }).sandbox?.chains // ['eip155:31337', 'eip155:31338']
 */
export function readOnrampConfig(env: Record<string, string | undefined>): OnrampConfig {
  const get = (name: string) => {
    const value = env[name]?.trim()
    return value === undefined || value === '' ? undefined : value
  }
  const integer = (name: string, min: number, max: number, fallback: number) => {
    const value = get(name)
    if (value === undefined) return fallback
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
      throw new InvalidConfigError(name, `must be an integer from ${min} to ${max}`)
    return Number(value)
  }
  const id = (name: string) => {
    const value = get(name)
    if (value !== undefined && !idPattern.test(value))
      throw new InvalidConfigError(name, 'must be 1 to 200 letters, digits, _ . : or -')
    return value
  }
  const key = get('PORTICO_ONRAMP_SANDBOX_KEY')
  if (key !== undefined && !keyPattern.test(key))
    throw new InvalidConfigError(
      'PORTICO_ONRAMP_SANDBOX_KEY',
      'must be a 0x private key (64 hex characters)',
    )
  const chains = (
    get('PORTICO_ONRAMP_SANDBOX_CHAINS')?.split(',') ?? [...onrampConfigDefaults.sandboxChains]
  )
    .map((part) => part.trim())
    .filter((part) => part !== '')
  for (const chain of chains)
    if (!chain.startsWith('eip155:') || !isCaipNetworkId(chain))
      throw new InvalidConfigError(
        'PORTICO_ONRAMP_SANDBOX_CHAINS',
        `has a value that is not an eip155 CAIP-2 id: ${chain.slice(0, 50)}`,
      )
  const anyChain = get('PORTICO_ONRAMP_SANDBOX_ANY_CHAIN')
  if (anyChain !== undefined && anyChain !== 'yes' && anyChain !== 'no')
    throw new InvalidConfigError('PORTICO_ONRAMP_SANDBOX_ANY_CHAIN', 'must be yes or no')
  const unknown = chains.find((chain) => !sandboxTestChains.has(chain))
  if (unknown !== undefined && anyChain !== 'yes')
    throw new InvalidConfigError(
      'PORTICO_ONRAMP_SANDBOX_CHAINS',
      `has ${unknown}, which is not a known test chain: the sandbox gives tokens away (set PORTICO_ONRAMP_SANDBOX_ANY_CHAIN=yes only for a private test chain)`,
    )
  const feeBps = integer(
    'PORTICO_ONRAMP_SANDBOX_FEE_BPS',
    100,
    200,
    onrampConfigDefaults.sandboxFeeBps,
  )
  const checkoutsPerMinute = integer(
    'PORTICO_ONRAMP_CHECKOUT_RATE_LIMIT',
    1,
    10_000,
    onrampConfigDefaults.checkoutsPerMinute,
  )
  const daily = (name: string, fallbackCents: number) =>
    integer(name, 1, 1_000_000_000, fallbackCents / 100) * 100
  const recipientDailyCents = daily(
    'PORTICO_ONRAMP_SANDBOX_RECIPIENT_DAILY_LIMIT',
    onrampConfigDefaults.recipientDailyCents,
  )
  const dailyCents = daily('PORTICO_ONRAMP_SANDBOX_DAILY_LIMIT', onrampConfigDefaults.dailyCents)
  return {
    sandbox:
      key === undefined
        ? undefined
        : {
            treasuryKey: key as Hex,
            chains,
            feeBps,
            checkoutsPerMinute,
            recipientDailyCents,
            dailyCents,
          },
    coinbaseAppId: id('PORTICO_ONRAMP_COINBASE_APP_ID'),
    meldPublicKey: id('PORTICO_ONRAMP_MELD_PUBLIC_KEY'),
  }
}
