import type { AdapterNetwork } from '@portico/core'
import type { SolanaAdapterStorage } from './solanaAdapterTypes'

/**
 * Storage key of the chosen Solana network (its CAIP-2 id; SPEC §3 local storage "active network
 * id"). The EVM adapter keeps its chain in the same storage, in wagmi's `portico.wagmi.store`.
 */
const networkKey = 'portico.solana.network'

/** Parameters of {@link createNetworkChoice}. */
export type CreateNetworkChoiceParameters = {
  /** The app's Solana networks, first is the default. */
  networks: readonly [AdapterNetwork, ...AdapterNetwork[]]
  storage: SolanaAdapterStorage | undefined
}
/** Return type of {@link createNetworkChoice}. */
export type NetworkChoice = {
  /** The network in use. */
  current(): AdapterNetwork
  /** Makes a network the one in use and keeps the choice across reloads. */
  choose(network: AdapterNetwork): void
}

/**
 * Internal: the Solana adapter's network, restored from storage when the previous visit chose one
 * of the app's networks (a stored id the app no longer requests is ignored: the first network),
 * and saved on each choice.
 *
 * @example
 * const choice = createNetworkChoice({ networks, storage: localStorage })
 * choice.choose(networks[1]) // a reload starts on networks[1]
 */
export function createNetworkChoice(parameters: CreateNetworkChoiceParameters): NetworkChoice {
  const { networks, storage } = parameters
  let stored: string | undefined
  try {
    stored = storage?.getItem(networkKey) ?? undefined
  } catch {
    stored = undefined
  }
  let network = networks.find((n) => n.caipNetworkId === stored) ?? networks[0]
  return {
    current: () => network,
    choose(next) {
      network = next
      try {
        storage?.setItem(networkKey, next.caipNetworkId)
      } catch {
        // Storage full or blocked: the choice lasts until the page closes.
      }
    },
  }
}
