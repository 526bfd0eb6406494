import { toCoinType } from 'viem'

/** ENSIP-19's default EVM coin type: the `default.reverse` primary name, for every EVM chain. */
export const ENS_DEFAULT_COIN_TYPE = 0x80000000n

/**
 * The coin type (ENSIP-9/11) whose primary name an account on `chainId` has: 60 on Ethereum, on
 * the ENS chain itself (an L1 testnet, the devnet) or with no chain; else `0x80000000 | chainId`.
 * `undefined` for a chain id ENSIP-11 cannot express (2³¹ or more): only the default name applies.
 *
 * @example
 * ensCoinTypeOf(8453, 1) // 2147492101n (0x80002105, Base)
 */
export function ensCoinTypeOf(chainId: number | undefined, ensChainId: number): bigint | undefined {
  if (chainId === undefined || chainId === 1 || chainId === ensChainId) return 60n
  return chainId > 0 && chainId < 0x80000000 ? toCoinType(chainId) : undefined
}
