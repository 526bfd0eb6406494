// Internal: typed parsers of the Esplora API's answers (the subset the kit reads). Each checks the
// fields it returns and throws `BitcoinEsploraError` (status 200, what was wrong) otherwise.
import { BitcoinEsploraError } from '../errors'

/** Confirmed or mempool totals of an address (satoshis as bigint). */
export type EsploraTxoStats = {
  fundedTxoCount: number
  fundedTxoSum: bigint
  spentTxoCount: number
  spentTxoSum: bigint
  txCount: number
}
/** `GET /address/:address`. */
export type EsploraAddressStats = {
  address: string
  chain: EsploraTxoStats
  mempool: EsploraTxoStats
}
/** Where a transaction stands. */
export type EsploraTxStatus = {
  confirmed: boolean
  blockHeight?: number | undefined
  blockHash?: string | undefined
  blockTime?: number | undefined
}
/** An unspent output of `GET /address/:address/utxo`. */
export type EsploraUtxo = { txid: string; vout: number; value: bigint; status: EsploraTxStatus }
/** An output of an Esplora transaction. */
export type EsploraTxOutput = {
  scriptpubkey: string
  scriptpubkeyAddress?: string | undefined
  value: bigint
}
/** An input of an Esplora transaction. */
export type EsploraTxInput = {
  txid: string
  vout: number
  prevout: EsploraTxOutput | null
  isCoinbase: boolean
  sequence: number
}
/** `GET /tx/:txid`. */
export type EsploraTransaction = {
  txid: string
  version: number
  locktime: number
  size: number
  weight: number
  fee: bigint
  vin: EsploraTxInput[]
  vout: EsploraTxOutput[]
  status: EsploraTxStatus
}
/** `GET /fee-estimates`: sat/vB by confirmation target (blocks). */
export type EsploraFeeEstimates = Record<string, number>

type Json = Record<string, unknown>

function fail(path: string, what: string): never {
  throw new BitcoinEsploraError({ path, status: 200, text: `unexpected answer: ${what}` })
}
function object(path: string, value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    fail(path, `${what} is not an object`)
  return value as Json
}
function int(path: string, value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    fail(path, `${what} is not a whole number`)
  return value
}
function sats(path: string, value: unknown, what: string): bigint {
  return BigInt(int(path, value, what))
}
function text(path: string, value: unknown, what: string): string {
  if (typeof value !== 'string') fail(path, `${what} is not a string`)
  return value
}
function optional<T>(value: unknown, read: (v: unknown) => T): T | undefined {
  return value === undefined || value === null ? undefined : read(value)
}
function json(path: string, body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    return fail(path, 'not JSON')
  }
}

function txoStats(path: string, value: unknown, what: string): EsploraTxoStats {
  const o = object(path, value, what)
  return {
    fundedTxoCount: int(path, o.funded_txo_count, `${what}.funded_txo_count`),
    fundedTxoSum: sats(path, o.funded_txo_sum, `${what}.funded_txo_sum`),
    spentTxoCount: int(path, o.spent_txo_count, `${what}.spent_txo_count`),
    spentTxoSum: sats(path, o.spent_txo_sum, `${what}.spent_txo_sum`),
    txCount: int(path, o.tx_count, `${what}.tx_count`),
  }
}
function txStatus(path: string, value: unknown, what = 'status'): EsploraTxStatus {
  const o = object(path, value, what)
  if (typeof o.confirmed !== 'boolean') fail(path, `${what}.confirmed is not a boolean`)
  return {
    confirmed: o.confirmed,
    blockHeight: optional(o.block_height, (v) => int(path, v, `${what}.block_height`)),
    blockHash: optional(o.block_hash, (v) => text(path, v, `${what}.block_hash`)),
    blockTime: optional(o.block_time, (v) => int(path, v, `${what}.block_time`)),
  }
}
function txOutput(path: string, value: unknown, what: string): EsploraTxOutput {
  const o = object(path, value, what)
  return {
    scriptpubkey: text(path, o.scriptpubkey, `${what}.scriptpubkey`),
    scriptpubkeyAddress: optional(o.scriptpubkey_address, (v) =>
      text(path, v, `${what}.scriptpubkey_address`),
    ),
    value: sats(path, o.value, `${what}.value`),
  }
}
function transaction(path: string, value: unknown, what = 'transaction'): EsploraTransaction {
  const o = object(path, value, what)
  if (!Array.isArray(o.vin) || !Array.isArray(o.vout)) fail(path, `${what} lacks vin or vout`)
  return {
    txid: text(path, o.txid, `${what}.txid`),
    version: int(path, o.version, `${what}.version`),
    locktime: int(path, o.locktime, `${what}.locktime`),
    size: int(path, o.size, `${what}.size`),
    weight: int(path, o.weight, `${what}.weight`),
    fee: sats(path, o.fee, `${what}.fee`),
    vin: o.vin.map((input: unknown, i) => {
      const v = object(path, input, `vin[${i}]`)
      return {
        txid: text(path, v.txid, `vin[${i}].txid`),
        vout: int(path, v.vout, `vin[${i}].vout`),
        prevout: v.prevout ? txOutput(path, v.prevout, `vin[${i}].prevout`) : null,
        isCoinbase: v.is_coinbase === true,
        sequence: int(path, v.sequence, `vin[${i}].sequence`),
      }
    }),
    vout: o.vout.map((output: unknown, i) => txOutput(path, output, `vout[${i}]`)),
    status: txStatus(path, o.status, `${what}.status`),
  }
}

/** `GET /address/:address`. */
export function parseAddressStats(path: string, body: string): EsploraAddressStats {
  const o = object(path, json(path, body), 'address')
  return {
    address: text(path, o.address, 'address'),
    chain: txoStats(path, o.chain_stats, 'chain_stats'),
    mempool: txoStats(path, o.mempool_stats, 'mempool_stats'),
  }
}
/** `GET /address/:address/utxo`. */
export function parseUtxos(path: string, body: string): EsploraUtxo[] {
  const list = json(path, body)
  if (!Array.isArray(list)) fail(path, 'not a list')
  return list.map((item: unknown, i) => {
    const o = object(path, item, `utxo[${i}]`)
    return {
      txid: text(path, o.txid, `utxo[${i}].txid`),
      vout: int(path, o.vout, `utxo[${i}].vout`),
      value: sats(path, o.value, `utxo[${i}].value`),
      status: txStatus(path, o.status, `utxo[${i}].status`),
    }
  })
}
/** `GET /tx/:txid/status`. */
export function parseTxStatus(path: string, body: string): EsploraTxStatus {
  return txStatus(path, json(path, body))
}
/** `GET /tx/:txid`. */
export function parseTransaction(path: string, body: string): EsploraTransaction {
  return transaction(path, json(path, body))
}
/** `GET /address/:address/txs`. */
export function parseTransactions(path: string, body: string): EsploraTransaction[] {
  const list = json(path, body)
  if (!Array.isArray(list)) fail(path, 'not a list')
  return list.map((item: unknown, i) => transaction(path, item, `txs[${i}]`))
}
/** `GET /fee-estimates`. */
export function parseFeeEstimates(path: string, body: string): EsploraFeeEstimates {
  const o = object(path, json(path, body), 'fee estimates')
  const estimates: EsploraFeeEstimates = {}
  for (const [target, rate] of Object.entries(o)) {
    if (!/^\d+$/.test(target) || typeof rate !== 'number' || !(rate >= 0) || rate === Infinity)
      fail(path, `fee estimate ${target} is not a target and a rate`)
    estimates[target] = rate
  }
  return estimates
}
/** A text answer that must be a whole number (`/blocks/tip/height`). */
export function parseHeight(path: string, body: string): number {
  const trimmed = body.trim()
  if (!/^\d+$/.test(trimmed)) fail(path, 'not a height')
  return Number(trimmed)
}
/** A text answer that must be a transaction or block id (64 hex). */
export function parseId(path: string, body: string): string {
  const trimmed = body.trim()
  if (!/^[0-9a-f]{64}$/i.test(trimmed)) fail(path, 'not a 64-hex id')
  return trimmed.toLowerCase()
}
