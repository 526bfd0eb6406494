import { isSolanaAddress } from '@portico/core'
import { parseServedChainId } from '../solana/parseServedChainId'
import type { UsdPrice } from './priceSource'

/** `<CAIP-2 id>:<mint or "native">` → exact USD price of one whole token. */
export type UsdPriceTable = ReadonlyMap<string, UsdPrice>
export type ParseUsdPriceTableParameters = {
  /**
   * `PORTICO_USD_PRICES`: `solana:<ref>:<mint>=1,solana:<ref>:native=150,bip122:<ref>:native=90000`
   * (comma-separated).
   */
  value?: string | undefined
}
export type ParseUsdPriceTableReturnType = UsdPriceTable

/**
 * The built-in entries: the local Solana devnet's pUSD at exactly 1 USD (a USD stable) and its
 * SOL at 150 USD (a figure for demos: the devnet has no market). `PORTICO_USD_PRICES` entries are
 * laid over these.
 */
export const usdPriceTableDefaults: Readonly<Record<string, string>> = {
  'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR:4BjqgK2H4tza7zT2ChodLFosooM79LrdrLegvr6dcizE': '1',
  'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR:native': '150',
}

const decimalPattern = /^(\d{1,15})(?:\.(\d{1,18}))?$/

/** The exact fraction of a plain decimal string (`'1'`, `'0.25'`), or undefined. */
export function toPrice(text: string): UsdPrice | undefined {
  const match = decimalPattern.exec(text)
  if (match === null) return undefined
  const fraction = match[2] ?? ''
  return {
    numerator: BigInt(`${match[1]}${fraction}`),
    denominator: 10n ** BigInt(fraction.length),
  }
}

/**
 * Reads the fixed USD price table of Solana tokens (`PORTICO_USD_PRICES`) over
 * {@link usdPriceTableDefaults}: each entry `<solana CAIP-2 id>:<mint>=<price>`, or
 * `…:native=<price>` for SOL, with the price a plain decimal (at most 18 decimals). Throws an
 * `Error` naming the bad entry.
 *
 * @example
 * const table = parseUsdPriceTable({ value: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v=1' })
 * table.get('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v') // { numerator: 1n, denominator: 1n }
 */
export function parseUsdPriceTable(
  parameters: ParseUsdPriceTableParameters = {},
): ParseUsdPriceTableReturnType {
  const entries = Object.entries(usdPriceTableDefaults)
  for (const entry of (parameters.value ?? '').split(',').map((part) => part.trim())) {
    if (entry === '') continue
    const separator = entry.lastIndexOf('=')
    if (separator === -1) throw new Error(`entry ${entry} must be <caip-2>:<mint|native>=<price>`)
    entries.push([entry.slice(0, separator).trim(), entry.slice(separator + 1).trim()])
  }
  const table = new Map<string, UsdPrice>()
  for (const [key, text] of entries) {
    const split = key.lastIndexOf(':')
    const chain = parseServedChainId(key.slice(0, split))
    const token = key.slice(split + 1)
    if (split === -1 || (chain?.namespace !== 'solana' && chain?.namespace !== 'bip122'))
      throw new Error(`entry ${key} must start with a solana or bip122 CAIP-2 id`)
    if (chain.namespace === 'bip122' && token !== 'native')
      throw new Error(`entry ${key} must end with native (BTC)`)
    if (token !== 'native' && !isSolanaAddress(token))
      throw new Error(`entry ${key} must end with a mint address or native`)
    const price = toPrice(text)
    if (price === undefined) throw new Error(`entry ${key} must have a decimal price (got ${text})`)
    table.set(`${chain.caipNetworkId}:${token}`, price)
  }
  return table
}
