import type { Transaction } from '@portico/core'

/**
 * The token symbols the loaded items moved, sorted, each once: the Activity page's token filter
 * choices (they grow as more pages load).
 *
 * @example
 * listActivityTokens(transactions) // ['ETH', 'USDC']
 */
export function listActivityTokens(transactions: readonly Transaction[]): string[] {
  const symbols = new Set<string>()
  for (const item of transactions)
    for (const transfer of item.transfers) {
      const symbol = transfer.fungible_info?.symbol
      if (symbol) symbols.add(symbol)
    }
  return [...symbols].sort((a, b) => a.localeCompare(b))
}
