import type { AccountBalance } from '../balances/getAccountBalances'
import { toAccountBalance } from '../balances/toAccountBalance'
import type { UsdPriceTable } from '../prices/parseUsdPriceTable'
import { readSolanaBalances } from './readSolanaBalances'
import type { SolanaChainTokenList } from './solanaTokenListSchema'

export type GetSolanaAccountBalancesParameters = {
  /** The Solana node of the chain. */
  url: string
  /** CAIP-2 id of the chain, e.g. `solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR`. */
  caipNetworkId: string
  /** The chain's token list (names and symbols); none: SOL and unknown tokens only. */
  list: SolanaChainTokenList | undefined
  /**
   * USD prices (`<caip-2>:<mint>` and `<caip-2>:native`), or what gives them for the held mints
   * (`native` for SOL) once the balances are read (a live source).
   */
  prices: UsdPriceTable | ((mints: readonly string[]) => Promise<UsdPriceTable>)
  /** Base58 owner address. */
  address: string
  timeoutMs: number
  maxResponseBytes?: number | undefined
}
export type GetSolanaAccountBalancesReturnType = AccountBalance[]

/** The name of a token the chain's list does not know. */
export const unknownTokenName = 'Unknown token'

/**
 * An account's balances on one Solana chain, in the SPEC §3 shape of the EVM route: SOL first
 * (always, even at zero), then each SPL token held (Token and Token-2022; zero balances left out):
 * listed mints in list order with their names, then unlisted ones by mint, named
 * {@link unknownTokenName} with the mint's first 4 characters as symbol. Unlisted mints with
 * 0 decimals (NFTs) are left out. Decimals are the chain's. Prices come from the fixed table;
 * unpriced tokens get `price: 0` and `value: 0`, as on EVM.
 *
 * @example
 * const balances = await getSolanaAccountBalances({ url, caipNetworkId, list, prices, address, timeoutMs: 10_000 })
 * // [{ name: 'Solana', symbol: 'SOL', chainId: 'solana:GBAU…', value: 150000, price: 150, quantity: { decimals: '9', numeric: '1000' }, … }, …]
 */
export async function getSolanaAccountBalances(
  parameters: GetSolanaAccountBalancesParameters,
): Promise<GetSolanaAccountBalancesReturnType> {
  const { caipNetworkId, list, prices } = parameters
  const { lamports, tokens } = await readSolanaBalances(parameters)
  const native = list?.nativeCurrency ?? { name: 'Solana', symbol: 'SOL', decimals: 9 }
  const listed = new Map((list?.tokens ?? []).map((token, index) => [token.address, index]))
  const held = [...tokens]
    .filter(([mint, { amount, decimals }]) => amount > 0n && (listed.has(mint) || decimals > 0))
    .sort(
      ([a], [b]) =>
        (listed.get(a) ?? listed.size) - (listed.get(b) ?? listed.size) ||
        (a < b ? -1 : a > b ? 1 : 0),
    )
  const table =
    typeof prices === 'function' ? await prices(['native', ...held.map(([mint]) => mint)]) : prices
  return [
    toAccountBalance({ caipNetworkId, ...native }, lamports, table.get(`${caipNetworkId}:native`)),
    ...held.map(([mint, { amount, decimals }]) => {
      const known = list?.tokens[listed.get(mint) ?? -1]
      const name = known?.name ?? unknownTokenName
      const symbol = known?.symbol ?? mint.slice(0, 4)
      return toAccountBalance(
        { caipNetworkId, name, symbol, decimals },
        amount,
        table.get(`${caipNetworkId}:${mint}`),
        mint,
      )
    }),
  ]
}
