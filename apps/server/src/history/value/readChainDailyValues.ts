import { and, eq, gte, lte } from 'drizzle-orm'
import type { Address, Hex, PublicClient } from 'viem'
import { readAccountBalances } from '../../balances/readAccountBalances'
import type { ChainTokenList } from '../../balances/tokenListSchema'
import { historyAccountTransactions, historyTransfers } from '../../db/historySchema'
import type { Database } from '../../db/openDatabase'
import type { PriceSource, UsdPrice } from '../../prices/priceSource'
import { type AmountChange, dailyAmounts } from './dailyAmounts'

/** The fee an account paid for each of its transactions, by `${chainId}/${hash}` (never changes). */
export type FeeMemo = Map<string, bigint>

export type ReadChainDailyValuesParameters = {
  db: Database
  client: PublicClient
  caipNetworkId: string
  list: ChainTokenList
  priceSource: PriceSource
  /** The account (any case). */
  address: Address
  /** The block the indexer reached ({@link readIndexedBlocks}): the balances are read there. */
  blockNumber: number
  /** The end of each day, oldest first; the last point is the block the indexer reached. */
  ends: readonly Date[]
  fees: FeeMemo
}
/** The USD value at each end, exact; at today's prices. */
export type ReadChainDailyValuesReturnType = UsdPrice[]

const transfers = historyTransfers
const involved = historyAccountTransactions

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b]
  while (y !== 0n) [x, y] = [y, x % y]
  return x
}

/** `a + b` of two fractions (denominators > 0), in lowest terms: equal sums read the same. */
export function addRatio(a: UsdPrice, b: UsdPrice): UsdPrice {
  const numerator = a.numerator * b.denominator + b.numerator * a.denominator
  const denominator = a.denominator * b.denominator
  const divisor = numerator === 0n ? denominator : gcd(numerator, denominator)
  return { numerator: numerator / divisor, denominator: denominator / divisor }
}

/**
 * An account's USD value on one EVM chain at the end of each day: its balances (native and the
 * chain's token list, the Portfolio's holdings) read at the block the history indexer reached,
 * the indexed transfers after each day's end undone, and the network fees the account paid for
 * the indexed transactions it took part in (from their receipts, read once) given back. Valued at the price source's current
 * prices: it has no past prices.
 *
 * @example
 * const values = await readChainDailyValues({ db, client, caipNetworkId: 'eip155:31337', list, priceSource, address, blockNumber, ends, fees })
 */
export async function readChainDailyValues(
  parameters: ReadChainDailyValuesParameters,
): Promise<ReadChainDailyValuesReturnType> {
  const { db, client, caipNetworkId, list, priceSource, ends, fees } = parameters
  const address = parameters.address.toLowerCase()
  const anchor = parameters.blockNumber
  const since = ends[0] ?? new Date(0)

  const [balances, rows, prices] = await Promise.all([
    readAccountBalances({
      client,
      list,
      address: parameters.address,
      blockNumber: BigInt(anchor),
    }),
    db
      .select({
        txHash: transfers.txHash,
        from: transfers.fromAddress,
        to: transfers.toAddress,
        token: transfers.tokenAddress,
        amount: transfers.amount,
        status: transfers.status,
        minedAt: transfers.minedAt,
      })
      .from(transfers)
      .innerJoin(
        involved,
        and(eq(involved.chainId, transfers.chainId), eq(involved.txHash, transfers.txHash)),
      )
      .where(
        and(
          eq(involved.chainId, caipNetworkId),
          eq(involved.address, address),
          gte(involved.minedAt, since),
          lte(involved.blockNumber, anchor),
        ),
      ),
    priceSource.getUsdPrices({
      caipNetworkId,
      tokens: [
        { address: 'native' },
        ...list.tokens.map((token) => ({ address: token.address, decimals: token.decimals })),
      ],
    }),
  ])

  const held = new Map<string, bigint>([['native', balances.native]])
  list.tokens.forEach((token, index) => {
    held.set(token.address.toLowerCase(), balances.tokens[index] ?? 0n)
  })
  const changes: AmountChange[] = []
  // Every transaction the account took part in: it may have sent one that only brought it
  // tokens (a mint, a claim), so the receipt says who paid the fee.
  const involvedIn = new Map<string, Date>()
  for (const row of rows) {
    involvedIn.set(row.txHash, row.minedAt)
    if (row.status !== 'confirmed') continue
    const token = row.token ?? 'native'
    if (!held.has(token)) continue
    const amount = BigInt(row.amount)
    if (row.to === address) changes.push({ token, delta: amount, at: row.minedAt })
    if (row.from === address) changes.push({ token, delta: -amount, at: row.minedAt })
  }
  const transactions = [...involvedIn]
  // Receipts ten at a time: a busy month is read in a few round trips, once (then memoised).
  for (let start = 0; start < transactions.length; start += 10) {
    const batch = transactions.slice(start, start + 10)
    const paid = await Promise.all(
      batch.map(([hash]) => feeOf({ client, caipNetworkId, hash: hash as Hex, address, fees })),
    )
    batch.forEach(([, at], index) => {
      const fee = paid[index] ?? 0n
      if (fee > 0n) changes.push({ token: 'native', delta: -fee, at })
    })
  }

  const decimals = new Map<string, { decimals: number; price: UsdPrice | undefined }>([
    ['native', { decimals: list.nativeCurrency.decimals, price: prices[0] }],
    ...list.tokens.map(
      (token, index) =>
        [token.address.toLowerCase(), { decimals: token.decimals, price: prices[index + 1] }] as [
          string,
          { decimals: number; price: UsdPrice | undefined },
        ],
    ),
  ])
  return dailyAmounts({ held, changes, ends }).map((amounts) => {
    let total: UsdPrice = { numerator: 0n, denominator: 1n }
    for (const [token, amount] of amounts) {
      const priced = decimals.get(token)
      if (priced?.price === undefined || amount === 0n) continue
      total = addRatio(total, {
        numerator: amount * priced.price.numerator,
        denominator: priced.price.denominator * 10n ** BigInt(priced.decimals),
      })
    }
    return total
  })
}

/** The fee `address` paid for `hash` (0 when another account sent it), read once per transaction. */
async function feeOf(parameters: {
  client: PublicClient
  caipNetworkId: string
  hash: Hex
  address: string
  fees: FeeMemo
}): Promise<bigint> {
  const { client, caipNetworkId, hash, address, fees } = parameters
  const key = `${caipNetworkId}/${hash}`
  const known = fees.get(key)
  if (known !== undefined) return known
  const receipt = await client.getTransactionReceipt({ hash })
  // OP-stack chains add the L1 data fee to the receipt.
  const l1Fee = (receipt as { l1Fee?: bigint | null }).l1Fee ?? 0n
  const fee =
    receipt.from.toLowerCase() === address
      ? receipt.gasUsed * receipt.effectiveGasPrice + l1Fee
      : 0n
  fees.set(key, fee)
  if (fees.size > 50_000) fees.delete(fees.keys().next().value as string)
  return fee
}
