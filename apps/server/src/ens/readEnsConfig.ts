import { type Address, isAddress } from 'viem'
import { holesky, mainnet, sepolia } from 'viem/chains'
import { InvalidConfigError } from '../errors'

/** Where the server reads ENS primary names (`PORTICO_ENS_CHAIN`, `PORTICO_ENS_UNIVERSAL_RESOLVER`). */
export type EnsConfig = {
  /** The CAIP-2 id of the ENS chain; its node is the gateway's upstream of that chain. */
  chain: string
  /** The universal resolver on it; unset: viem's for the chain (Ethereum, Sepolia, Holesky). */
  universalResolver?: Address | undefined
}

/** The ENS chain when `PORTICO_ENS_CHAIN` is unset: Ethereum (used only when it has an upstream). */
export const DEFAULT_ENS_CHAIN = 'eip155:1'

/** Universal resolvers of the chains viem knows ENS on, by chain id. */
const knownUniversalResolvers: ReadonlyMap<number, Address> = new Map(
  [mainnet, sepolia, holesky].flatMap((chain) => {
    const address = chain.contracts?.ensUniversalResolver?.address
    return address ? [[chain.id, address] as const] : []
  }),
)

/**
 * The ENS settings: `PORTICO_ENS_CHAIN` (an `eip155` CAIP-2 id, `eip155:1` by default, `off`: no
 * ENS) and `PORTICO_ENS_UNIVERSAL_RESOLVER` (its universal resolver; viem's for Ethereum, Sepolia and
 * Holesky when unset). `undefined` when ENS is off. Throws {@link InvalidConfigError} for a bad value.
 *
 * @example
 * readEnsConfig({}) // { chain: 'eip155:1', universalResolver: '0xeeeeeeee14d718c2b47d9923deab1335e144eeee' }
 * readEnsConfig({ PORTICO_ENS_CHAIN: 'off' }) // undefined
 */
export function readEnsConfig(env: Record<string, string | undefined>): EnsConfig | undefined {
  const chain = env.PORTICO_ENS_CHAIN?.trim() || DEFAULT_ENS_CHAIN
  if (chain === 'off') return undefined
  const match = /^eip155:([1-9][0-9]{0,15})$/.exec(chain)
  if (!match)
    throw new InvalidConfigError(
      'PORTICO_ENS_CHAIN',
      'must be an eip155 CAIP-2 id such as eip155:1, or off',
    )
  const value = env.PORTICO_ENS_UNIVERSAL_RESOLVER?.trim()
  if (value && !isAddress(value, { strict: false }))
    throw new InvalidConfigError(
      'PORTICO_ENS_UNIVERSAL_RESOLVER',
      'must be a contract address: 0x and 40 hex characters',
    )
  const universalResolver =
    (value as Address | undefined) || knownUniversalResolvers.get(Number(match[1]))
  return { chain, universalResolver }
}
