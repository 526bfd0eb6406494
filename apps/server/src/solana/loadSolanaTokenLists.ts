import { type LoadTokenListsParameters, readTokenListSources } from '../balances/loadTokenLists'
import type { SolanaTokenLists } from './solanaTokenListSchema'

export type LoadSolanaTokenListsParameters = LoadTokenListsParameters
export type LoadSolanaTokenListsReturnType = SolanaTokenLists

/**
 * The `solana:` chains of the token lists: the built-in `data/tokens.json` with the lists of
 * `PORTICO_TOKEN_LISTS` laid over them, chain by chain (the same sources as `loadTokenLists`,
 * which keeps the EVM chains). Each gives SOL's name and symbol and the names and symbols of known
 * mints. Throws an `Error` saying where the data is bad.
 *
 * @example
 * const lists = loadSolanaTokenLists({ value: devnetTokenListsPath })
 * lists['solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR']?.tokens.map((token) => token.symbol) // ['pUSD', 'PTK']
 */
export function loadSolanaTokenLists(
  parameters: LoadSolanaTokenListsParameters = {},
): LoadSolanaTokenListsReturnType {
  return readTokenListSources(parameters).solana
}
