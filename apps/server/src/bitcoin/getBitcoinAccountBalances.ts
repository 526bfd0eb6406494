import { z } from 'zod'
import type { AccountBalance } from '../balances/getAccountBalances'
import { toAccountBalance } from '../balances/toAccountBalance'
import type { UsdPriceTable } from '../prices/parseUsdPriceTable'
import { fetchEsplora } from './fetchEsplora'

const bitcoin = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }

const txoStats = z.object({
  funded_txo_sum: z.number().int().nonnegative(),
  spent_txo_sum: z.number().int().nonnegative(),
})
const addressStats = z.object({ chain_stats: txoStats, mempool_stats: txoStats })

export type GetBitcoinAccountBalancesParameters = {
  /** The chain's Esplora API base URL (its `PORTICO_RPC_URLS` entry). */
  url: string
  caipNetworkId: string
  address: string
  /** USD prices (`PORTICO_USD_PRICES`' `bip122:<ref>:native`); none: price 0. */
  prices: UsdPriceTable
  timeoutMs: number
}

/**
 * An address's balances on one Bitcoin chain, in the SPEC §3 shape of the EVM route: BTC only
 * (always, even at zero), confirmed plus unconfirmed (Esplora's `chain_stats` and
 * `mempool_stats`: what was paid in minus what was spent).
 *
 * @example
 * await getBitcoinAccountBalances({ url: 'http://127.0.0.1:18443', caipNetworkId: 'bip122:0f91…', address: 'bcrt1q…', prices, timeoutMs: 10_000 })
 * // [{ name: 'Bitcoin', symbol: 'BTC', quantity: { decimals: '8', numeric: '50' }, … }]
 */
export async function getBitcoinAccountBalances(
  parameters: GetBitcoinAccountBalancesParameters,
): Promise<AccountBalance[]> {
  const { url, caipNetworkId, address, prices, timeoutMs } = parameters
  const body = await fetchEsplora({
    url,
    path: `/address/${encodeURIComponent(address)}`,
    timeoutMs,
  })
  const parsed = addressStats.safeParse(JSON.parse(body))
  if (!parsed.success) throw new Error('the Esplora API answered an address without its stats')
  const { chain_stats: chain, mempool_stats: mempool } = parsed.data
  const sats =
    BigInt(chain.funded_txo_sum) -
    BigInt(chain.spent_txo_sum) +
    BigInt(mempool.funded_txo_sum) -
    BigInt(mempool.spent_txo_sum)
  return [
    toAccountBalance({ caipNetworkId, ...bitcoin }, sats, prices.get(`${caipNetworkId}:native`)),
  ]
}
