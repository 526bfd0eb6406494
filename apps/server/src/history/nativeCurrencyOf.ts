/** Name and symbol of a chain's own currency. */
export type NativeCurrency = { name: string; symbol: string }

const known: Record<string, NativeCurrency> = {
  'eip155:56': { name: 'BNB', symbol: 'BNB' },
  'eip155:100': { name: 'xDAI', symbol: 'XDAI' },
  'eip155:137': { name: 'Polygon Ecosystem Token', symbol: 'POL' },
  'eip155:250': { name: 'Fantom', symbol: 'FTM' },
  'eip155:43114': { name: 'Avalanche', symbol: 'AVAX' },
  'eip155:42220': { name: 'Celo', symbol: 'CELO' },
}

/**
 * The native currency of an EVM chain by CAIP-2 id: Ether unless the chain is one of a few
 * well-known others (BNB Chain, Gnosis, Polygon, Fantom, Avalanche, Celo).
 *
 * @example
 * nativeCurrencyOf('eip155:137') // { name: 'Polygon Ecosystem Token', symbol: 'POL' }
 * nativeCurrencyOf('eip155:31337') // { name: 'Ether', symbol: 'ETH' }
 */
export function nativeCurrencyOf(caipNetworkId: string): NativeCurrency {
  return known[caipNetworkId] ?? { name: 'Ether', symbol: 'ETH' }
}
