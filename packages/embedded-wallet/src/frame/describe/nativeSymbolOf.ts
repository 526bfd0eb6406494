const known: Record<string, string> = {
  'eip155:56': 'BNB',
  'eip155:100': 'XDAI',
  'eip155:137': 'POL',
  'eip155:250': 'FTM',
  'eip155:43114': 'AVAX',
  'eip155:42220': 'CELO',
}

/**
 * The symbol of an EVM chain's own currency by CAIP-2 id, as the frame shows amounts: ETH unless
 * the chain is one of a few well-known others. The frame keeps its own table rather than trusting
 * a symbol the app could send.
 *
 * @example
 * nativeSymbolOf('eip155:137') // 'POL'
 * nativeSymbolOf('eip155:31337') // 'ETH'
 */
export function nativeSymbolOf(chainId: string): string {
  return known[chainId] ?? 'ETH'
}
