/**
 * The chain namespaces Portico knows (CAIP-2 namespaces). Anything else is rejected by the CAIP
 * parsers and formatters.
 *
 * @example
 * knownNamespaces.includes('eip155') // true
 */
export const knownNamespaces = ['eip155', 'solana', 'bip122', 'polkadot'] as const

/** One of {@link knownNamespaces}. */
export type ChainNamespace = (typeof knownNamespaces)[number]

/** A CAIP-2 network id, `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/** A CAIP-10 account id, `namespace:reference:address`, e.g. `eip155:1:0xab16…5Bfcdb`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`
