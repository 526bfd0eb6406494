import type { AdapterNetwork } from '../adapter'

export type FindNetworkParameters = {
  networks: readonly AdapterNetwork[]
  /** A CAIP-2 id (`solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`), or a chain id (`31337`). */
  id: number | string
}
export type FindNetworkReturnType = AdapterNetwork | undefined

/**
 * Finds a requested network by its CAIP-2 id or its chain id. Chain ids of different namespaces
 * do not collide (numbers for eip155, genesis-hash prefixes for solana), so both forms are safe.
 *
 * @example
 * findNetwork({ networks, id: 'eip155:31337' }) // the devnet
 * findNetwork({ networks, id: 31337 }) // the same network
 */
export function findNetwork({ networks, id }: FindNetworkParameters): FindNetworkReturnType {
  const text = String(id)
  if (text.includes(':')) return networks.find((network) => network.caipNetworkId === text)
  return networks.find((network) => String(network.id) === text)
}
