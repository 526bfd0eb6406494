import type { Hex } from 'viem'
import { InvalidConfigError } from '../errors'

/**
 * `PORTICO_ENS_GATEWAY_KEY`: the secp256k1 private key (0x + 64 hex) the ENS CCIP-Read gateway
 * signs its answers with; the offchain resolver on the chain trusts its address. Unset: no gateway.
 *
 * @example
 * readEnsGatewayKey({ PORTICO_ENS_GATEWAY_KEY: '0x59c6…690d' })
 */
export function readEnsGatewayKey(env: Record<string, string | undefined>): Hex | undefined {
  const value = env.PORTICO_ENS_GATEWAY_KEY?.trim()
  if (!value) return undefined
  if (!/^0x[0-9a-fA-F]{64}$/.test(value))
    throw new InvalidConfigError(
      'PORTICO_ENS_GATEWAY_KEY',
      'must be a private key: 0x and 64 hex characters',
    )
  return value as Hex
}
