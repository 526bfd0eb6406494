import { type Address, getAddress, isAddress } from 'viem'
import { InvalidConfigError } from '../../errors'
import { readServerMode } from '../../readServerMode'

/** Farcaster's ID registry on OP Mainnet: where `@farcaster/auth-client` reads `idOf`. */
export const farcasterIdRegistry: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** Sign In With Farcaster settings (docs/embedded-wallet.md#farcaster). */
export type FarcasterConfig = {
  /** On when `PORTICO_FARCASTER_RPC_URL` is set: the chain of the ID registry. */
  enabled: boolean
  /** An RPC of the chain holding the ID registry (OP Mainnet in production; the devnet in development). Never logged. */
  rpcUrl: string | undefined
  /** The ID registry contract (`PORTICO_FARCASTER_ID_REGISTRY`, default Farcaster's on OP Mainnet). */
  idRegistry: Address
  /**
   * An auth relay to use (`PORTICO_FARCASTER_RELAY_URL`, e.g. `https://relay.farcaster.xyz`);
   * unset: this server's own relay (`/v1/channel`, `/v1/channel/status`, `/v1/channel/authenticate`).
   */
  relayUrl: string | undefined
  /**
   * The key a Farcaster client must send (`X-Farcaster-Auth-Relay-Key`) to complete a channel on
   * this server's relay (`PORTICO_FARCASTER_RELAY_KEY`); unset: any client may (the signature
   * and the custody check are what count).
   */
  relayKey: string | undefined
  /** Where the sign-in link points: the Farcaster client's page (`PORTICO_FARCASTER_CLIENT_URL`). */
  clientUrl: string
  /** Lifetime of a channel and of a login in progress, in ms. */
  channelLifetimeMs: number
  /** Channels held at once by this server's relay (the oldest expire; beyond it creating one is refused). */
  maxChannels: number
}

/** Whether `url` is on this machine (a development relay, RPC or chain). */
export const isLoopback = (url: URL) =>
  url.hostname === 'localhost' ||
  /^127(\.\d{1,3}){3}$/.test(url.hostname) ||
  url.hostname === '[::1]'

/**
 * Reads the Farcaster login's settings: `PORTICO_FARCASTER_RPC_URL` turns it on (the chain of the
 * ID registry: OP Mainnet in production, the devnet's anvil in development),
 * `PORTICO_FARCASTER_ID_REGISTRY`, `PORTICO_FARCASTER_RELAY_URL` (unset: the server's own relay),
 * `PORTICO_FARCASTER_RELAY_KEY` and `PORTICO_FARCASTER_CLIENT_URL` (default
 * `https://farcaster.xyz/~/siwf`). Outside development every URL must be `https:` (a plain-http
 * relay or RPC could be answered by anyone on the path, and a loopback one is a development
 * relay); in development `http:` on a loopback host is allowed too.
 *
 * @example
 * readFarcasterConfig({ PORTICO_FARCASTER_RPC_URL: 'https://mainnet.optimism.io' }).idRegistry
 * // '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
 */
export function readFarcasterConfig(env: Record<string, string | undefined>): FarcasterConfig {
  const get = (name: string) => {
    const value = env[name]?.trim()
    return value === undefined || value === '' ? undefined : value
  }
  const development = readServerMode(env).development
  const url = (name: string) => {
    const value = get(name)
    if (value === undefined) return undefined
    const parsed = URL.canParse(value) ? new URL(value) : undefined
    if (
      parsed === undefined ||
      !(
        parsed.protocol === 'https:' ||
        (parsed.protocol === 'http:' && development && isLoopback(parsed))
      )
    )
      throw new InvalidConfigError(
        name,
        'must be an https URL (http only on a loopback host in development, PORTICO_DEV=1)',
      )
    return value.replace(/\/+$/, '')
  }
  const registry = get('PORTICO_FARCASTER_ID_REGISTRY')
  if (registry !== undefined && !isAddress(registry, { strict: false }))
    throw new InvalidConfigError('PORTICO_FARCASTER_ID_REGISTRY', 'must be a 0x address')
  const relayKey = get('PORTICO_FARCASTER_RELAY_KEY')
  if (relayKey !== undefined && relayKey.length < 16)
    throw new InvalidConfigError('PORTICO_FARCASTER_RELAY_KEY', 'must be at least 16 characters')
  const rpcUrl = url('PORTICO_FARCASTER_RPC_URL')
  return {
    enabled: rpcUrl !== undefined,
    rpcUrl,
    idRegistry: registry === undefined ? farcasterIdRegistry : getAddress(registry),
    relayUrl: url('PORTICO_FARCASTER_RELAY_URL'),
    relayKey,
    clientUrl: url('PORTICO_FARCASTER_CLIENT_URL') ?? 'https://farcaster.xyz/~/siwf',
    channelLifetimeMs: 5 * 60_000,
    maxChannels: 10_000,
  }
}
