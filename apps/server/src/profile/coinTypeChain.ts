/** ENSIP-11: EVM chain `chainId`'s coin type is `0x80000000 | chainId`; Ethereum's is 60. */
const EVM_BIT = 0x80000000

/**
 * The CAIP-2 chain a registration's `coin_type` names (ENSIP-11): 60 (Ethereum's coin type) is
 * the `defaultChain`; `0x80000000 | chainId` is `eip155:<chainId>`; anything else is undefined.
 *
 * @example
 * chainOfCoinType({ coinType: 2147514674, defaultChain: 'eip155:31337' }) // 'eip155:31338'
 * chainOfCoinType({ coinType: 60, defaultChain: 'eip155:31337' }) // 'eip155:31337'
 */
export function chainOfCoinType(parameters: {
  coinType: number
  defaultChain: string | undefined
}): string | undefined {
  const { coinType, defaultChain } = parameters
  if (coinType === 60) return defaultChain
  if (coinType > EVM_BIT && coinType < EVM_BIT * 2) return `eip155:${coinType - EVM_BIT}`
  return undefined
}
