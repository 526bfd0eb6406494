import type { AdapterNetwork } from '@portico/core'

/**
 * Where an app registers its networks so chain ids are typed by them (wagmi's `Register`
 * pattern): declare the networks `as const` and add them once, anywhere in the app.
 *
 * @example
 * const networks = [devnet, devnet2] as const satisfies readonly AdapterNetwork[]
 * declare module '@portico/react' {
 *   interface Register {
 *     networks: typeof networks
 *   }
 * }
 * usePorticoNetwork().switchNetwork(31338) // 31339 fails to compile
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the app's module augmentation
export interface Register {}

/** The registered networks, or any network when none are registered. */
export type RegisteredNetworks = Register extends {
  networks: infer networks extends readonly AdapterNetwork[]
}
  ? networks
  : readonly AdapterNetwork[]

/** A namespace's chain id: a number on eip155, a string (genesis hash prefix) on Solana. */
type ChainIdType<namespace extends string> = namespace extends 'eip155' ? number : string

/**
 * The chain ids of a namespace's networks in `networks` (`31337 | 31338`), else the namespace's id
 * type (`number` on eip155, `string` elsewhere).
 */
export type ChainIdIn<
  networks extends readonly AdapterNetwork[],
  namespace extends string,
> = Extract<networks[number], { chainNamespace: namespace }>['id'] &
  ChainIdType<namespace> extends infer id
  ? [id] extends [never]
    ? ChainIdType<namespace>
    : id
  : never

/** The chain ids of a namespace's registered networks (see {@link Register}). */
export type ChainIdOf<namespace extends string> = ChainIdIn<RegisteredNetworks, namespace>

/** A registered network's chain id or CAIP-2 id (`31337`, `'eip155:31337'`). */
export type RegisteredChainId =
  | RegisteredNetworks[number]['id']
  | RegisteredNetworks[number]['caipNetworkId']
