import type { CoinView, FullNode, TXMeta } from 'bcoin'
import { regtestScriptOf } from '../bitcoinScripts'
import { bcoinAddressOf } from '../createBitcoinNode'
import {
  type EsploraStatus,
  type EsploraTransaction,
  esploraTransaction,
} from './esploraTransaction'

/** Esplora's funded/spent totals of an address, confirmed (`chain_stats`) or not (`mempool_stats`). */
export type EsploraAddressStats = {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

/** `GET /address/:address`. */
export type EsploraAddress = {
  address: string
  chain_stats: EsploraAddressStats
  mempool_stats: EsploraAddressStats
}

/** `GET /address/:address/utxo` (one entry). */
export type EsploraUtxo = { txid: string; vout: number; value: number; status: EsploraStatus }

/** Esplora's page sizes: all mempool transactions (up to 50) and 25 confirmed ones. */
const mempoolPage = 50
const chainPage = 25

type Touching = { meta: TXMeta; view: CoinView | undefined; funded: number[]; spent: number[] }

/**
 * The transactions that pay to or spend from exactly this address's script, with the values of
 * its outputs and spent prevouts. (bcoin's address index keys by hash alone, so P2PKH and P2WPKH
 * of one key share entries: each is checked against the script.)
 */
async function touching(node: FullNode, address: string): Promise<Touching[] | undefined> {
  const script = regtestScriptOf(address)
  const key = bcoinAddressOf(address)
  if (!script || !key) return undefined
  const wanted = Buffer.from(script)
  const found: Touching[] = []
  const seen = new Set<string>()
  for (const meta of await node.getMetaByAddress([key])) {
    const txid = meta.tx.txid()
    if (seen.has(txid)) continue
    seen.add(txid)
    // A coinbase spends nothing: no view to read.
    const view = meta.tx.isCoinbase() ? undefined : await node.getMetaView(meta)
    const funded = meta.tx.outputs
      .filter((output) => output.script.toRaw().equals(wanted))
      .map((output) => output.value)
    const spent = !view
      ? []
      : meta.tx.inputs
          .map((input) => view.getOutputFor(input))
          .filter((prevout) => prevout?.script.toRaw().equals(wanted))
          .map((prevout) => prevout?.value ?? 0)
    if (funded.length > 0 || spent.length > 0) found.push({ meta, view, funded, spent })
  }
  return found
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

function statsOf(entries: Touching[]): EsploraAddressStats {
  return {
    funded_txo_count: sum(entries.map((entry) => entry.funded.length)),
    funded_txo_sum: sum(entries.flatMap((entry) => entry.funded)),
    spent_txo_count: sum(entries.map((entry) => entry.spent.length)),
    spent_txo_sum: sum(entries.flatMap((entry) => entry.spent)),
    tx_count: entries.length,
  }
}

/** `GET /address/:address`; `undefined` for an address that is not a regtest address. */
export async function esploraAddress(
  node: FullNode,
  address: string,
): Promise<EsploraAddress | undefined> {
  const entries = await touching(node, address)
  if (!entries) return undefined
  return {
    address,
    chain_stats: statsOf(entries.filter((entry) => entry.meta.height >= 0)),
    mempool_stats: statsOf(entries.filter((entry) => entry.meta.height < 0)),
  }
}

/** `GET /address/:address/utxo`; `undefined` for an address that is not a regtest address. */
export async function esploraUtxos(
  node: FullNode,
  address: string,
): Promise<EsploraUtxo[] | undefined> {
  const script = regtestScriptOf(address)
  const key = bcoinAddressOf(address)
  if (!script || !key) return undefined
  const wanted = Buffer.from(script)
  const coins = (await node.getCoinsByAddress([key])).filter((coin) =>
    coin.script.toRaw().equals(wanted),
  )
  return Promise.all(
    coins.map(async (coin): Promise<EsploraUtxo> => {
      const entry = coin.height < 0 ? null : await node.chain.getEntryByHeight(coin.height)
      return {
        txid: coin.txid(),
        vout: coin.index,
        value: coin.value,
        status: entry
          ? {
              confirmed: true,
              block_height: entry.height,
              block_hash: entry.rhash(),
              block_time: entry.time,
            }
          : { confirmed: false },
      }
    }),
  )
}

/**
 * `GET /address/:address/txs` (the mempool's, newest first, then the first 25 confirmed, newest
 * first) or, with `lastSeen`, `…/txs/chain/:lastSeen` (the 25 confirmed after it; none when it is
 * not in the address's history). `undefined` for an address that is not a regtest address.
 */
export async function esploraAddressTransactions(
  node: FullNode,
  address: string,
  lastSeen?: string,
): Promise<EsploraTransaction[] | undefined> {
  const entries = await touching(node, address)
  if (!entries) return undefined
  const mempool = entries
    .filter((entry) => entry.meta.height < 0)
    .sort((a, b) => b.meta.mtime - a.meta.mtime)
  const chain = entries
    .filter((entry) => entry.meta.height >= 0)
    .sort((a, b) => b.meta.height - a.meta.height || b.meta.index - a.meta.index)
  let page: Touching[]
  if (lastSeen === undefined)
    page = [...mempool.slice(0, mempoolPage), ...chain.slice(0, chainPage)]
  else {
    const at = chain.findIndex((entry) => entry.meta.tx.txid() === lastSeen)
    page = at < 0 ? [] : chain.slice(at + 1, at + 1 + chainPage)
  }
  return page.map((entry) => esploraTransaction(entry.meta, entry.view))
}
