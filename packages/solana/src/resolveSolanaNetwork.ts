import { type AdapterNetwork, InvalidChainIdError } from '@portico/core'
import { parseCaipNetworkId } from '@portico/core/caip'

/** Parameters of {@link resolveSolanaNetwork}. */
export type ResolveSolanaNetworkParameters = {
  /** The app's Solana networks. */
  networks: readonly AdapterNetwork[]
  /** A network's `id` (the genesis-hash prefix) or its CAIP-2 id `solana:<id>`. */
  chainId: number | string
}
/** Return type of {@link resolveSolanaNetwork}. */
export type ResolveSolanaNetworkReturnType = AdapterNetwork
/** Errors {@link resolveSolanaNetwork} may throw. */
export type ResolveSolanaNetworkErrorType = InvalidChainIdError

/**
 * Finds which of the app's Solana networks a chain id names. The id is read with core's
 * `parseCaipNetworkId` given the app's networks: mainnet, testnet and devnet (and their legacy
 * ids) always parse; any other cluster only when the app configured it (e.g. the local chain).
 *
 * @throws {InvalidChainIdError} `Invalid chain id` for a malformed id or one the app did not configure.
 * @example
 * resolveSolanaNetwork({ networks, chainId: 'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR' }) // the local network
 */
export function resolveSolanaNetwork(
  parameters: ResolveSolanaNetworkParameters,
): ResolveSolanaNetworkReturnType {
  const { networks, chainId } = parameters
  const text = String(chainId)
  const caip = text.includes(':') ? text : `solana:${text}`
  const details = `${text} is not a Solana network id`
  let parsed: ReturnType<typeof parseCaipNetworkId>
  try {
    parsed = parseCaipNetworkId(caip, { networks })
  } catch (cause) {
    throw new InvalidChainIdError({ cause, details })
  }
  if (parsed.namespace !== 'solana') throw new InvalidChainIdError({ details })
  const { reference } = parsed
  const network = networks.find((n) => n.caipNetworkId === `solana:${reference}`)
  if (!network)
    throw new InvalidChainIdError({
      details: `${text} is not one of the app's Solana networks (${networks.map((n) => n.caipNetworkId).join(', ')})`,
    })
  return network
}
