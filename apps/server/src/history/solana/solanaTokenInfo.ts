import type { SolanaTokenInfo } from './indexSolanaAccount'

/** The part of a chain's token list read here (any namespace's list has it). */
type TokenListLike = Record<
  string,
  { tokens: readonly { address: string; name: string; symbol: string }[] } | undefined
>

/**
 * Looks up a Solana mint's name and symbol in the server's token lists (`PORTICO_TOKEN_LISTS`,
 * keyed by CAIP-2 id); undefined for a mint the list of its chain does not name.
 *
 * @example
 * solanaTokenInfo(config.tokenLists)('solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR', mint) // { name: 'Portico USD', symbol: 'pUSD' }
 */
export function solanaTokenInfo(tokenLists: TokenListLike): SolanaTokenInfo {
  return (caipNetworkId, mint) => {
    const token = tokenLists[caipNetworkId]?.tokens.find((item) => item.address === mint)
    return token === undefined ? undefined : { name: token.name, symbol: token.symbol }
  }
}
