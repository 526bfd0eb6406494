import type { TokenBalance } from '@portico/core'
import { addDecimals } from './addDecimals'

/** Parameters of {@link summarizePortfolio}. */
export type SummarizePortfolioParameters = {
  /** The balances of every connected account on every network read (the server's answers). */
  balances: readonly TokenBalance[]
  /** The app's networks, for their names (a network the app does not know keeps its id). */
  networks: readonly { caipNetworkId: string; name: string }[]
}

/** One network's share of the portfolio. */
export type PortfolioNetwork = { caipNetworkId: string; name: string; totalUsd: number }

/** One token across the networks that hold it (same symbol and name). */
export type PortfolioToken = {
  symbol: string
  name: string
  /** The quantities added exactly, as a decimal string. */
  quantity: string
  totalUsd: number
  /** Names of the networks holding it, in the app's order. */
  networks: string[]
}

/** What the Portfolio page shows. */
export type SummarizePortfolioReturnType = {
  totalUsd: number
  /** Networks holding something, largest value first (then the app's order). */
  byNetwork: PortfolioNetwork[]
  /** Tokens, largest value first (then by symbol). */
  byToken: PortfolioToken[]
}

/**
 * The Portfolio page's figures from the kit's balance data: the USD total, each network's total
 * and each token's quantity and value over all networks. Non-fungibles (decimals `'0'`) and empty
 * holdings are left out; a token without a price counts $0.
 *
 * @example
 * const { totalUsd, byNetwork, byToken } = summarizePortfolio({ balances, networks })
 */
export function summarizePortfolio({
  balances,
  networks,
}: SummarizePortfolioParameters): SummarizePortfolioReturnType {
  const order = (id: string) => {
    const index = networks.findIndex((n) => n.caipNetworkId === id)
    return index === -1 ? networks.length : index
  }
  const nameOf = (id: string) => networks.find((n) => n.caipNetworkId === id)?.name ?? id
  const held = balances.filter(
    (token) => token.quantity.decimals !== '0' && Number(token.quantity.numeric) > 0,
  )
  const byNetwork = new Map<string, PortfolioNetwork>()
  const byToken = new Map<string, PortfolioToken & { ids: Set<string> }>()
  for (const token of held) {
    const value = token.value ?? 0
    const network = byNetwork.get(token.chainId) ?? {
      caipNetworkId: token.chainId,
      name: nameOf(token.chainId),
      totalUsd: 0,
    }
    network.totalUsd += value
    byNetwork.set(token.chainId, network)
    const key = `${token.symbol}\u0000${token.name}`
    const row = byToken.get(key) ?? {
      symbol: token.symbol,
      name: token.name,
      quantity: '0',
      totalUsd: 0,
      networks: [],
      ids: new Set<string>(),
    }
    row.quantity = addDecimals(row.quantity, token.quantity.numeric)
    row.totalUsd += value
    row.ids.add(token.chainId)
    byToken.set(key, row)
  }
  const networkRows = [...byNetwork.values()].sort(
    (a, b) => b.totalUsd - a.totalUsd || order(a.caipNetworkId) - order(b.caipNetworkId),
  )
  const tokenRows = [...byToken.values()]
    .map(({ ids, ...row }) => ({
      ...row,
      networks: [...ids].sort((a, b) => order(a) - order(b)).map(nameOf),
    }))
    .sort((a, b) => b.totalUsd - a.totalUsd || a.symbol.localeCompare(b.symbol))
  return {
    totalUsd: networkRows.reduce((sum, n) => sum + n.totalUsd, 0),
    byNetwork: networkRows,
    byToken: tokenRows,
  }
}
