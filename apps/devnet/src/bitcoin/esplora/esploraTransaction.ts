import bcoin, { type CoinView, type Output, type TXMeta } from 'bcoin'
import { esploraScriptType, regtestAddressOf } from '../bitcoinScripts'

/** Esplora's `status` of a transaction (or an output). */
export type EsploraStatus =
  | { confirmed: false }
  | { confirmed: true; block_height: number; block_hash: string; block_time: number }

/** Esplora's output (`vout[i]`, `vin[i].prevout`). */
export type EsploraOutput = {
  scriptpubkey: string
  scriptpubkey_type: string
  scriptpubkey_address?: string
  value: number
}

/** Esplora's transaction object (`GET /tx/:txid`, `/address/:a/txs`). */
export type EsploraTransaction = {
  txid: string
  version: number
  locktime: number
  vin: {
    txid: string
    vout: number
    prevout: EsploraOutput | null
    scriptsig: string
    witness?: string[]
    is_coinbase: boolean
    sequence: number
  }[]
  vout: EsploraOutput[]
  size: number
  weight: number
  fee: number
  status: EsploraStatus
}

/** The status of a transaction of the node (`height` -1: in the mempool). */
export function esploraStatus(meta: Pick<TXMeta, 'height' | 'block' | 'time'>): EsploraStatus {
  if (meta.height < 0 || !meta.block) return { confirmed: false }
  return {
    confirmed: true,
    block_height: meta.height,
    block_hash: bcoin.util.revHex(meta.block),
    block_time: meta.time,
  }
}

/** An output in Esplora's shape; its address in regtest's prefixes. */
export function esploraOutput(output: Output): EsploraOutput {
  const script = output.script.toRaw()
  const address = regtestAddressOf(script)
  return {
    scriptpubkey: script.toString('hex'),
    scriptpubkey_type: esploraScriptType(script),
    ...(address ? { scriptpubkey_address: address } : {}),
    value: output.value,
  }
}

/**
 * A transaction of the node in Esplora's shape, its inputs' previous outputs taken from `view`
 * (the node's spent view of it; none needed for a coinbase).
 */
export function esploraTransaction(meta: TXMeta, view: CoinView | undefined): EsploraTransaction {
  const { tx } = meta
  const coinbase = tx.isCoinbase()
  return {
    txid: tx.txid(),
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.inputs.map((input) => {
      const prevout = coinbase ? null : view?.getOutputFor(input)
      const witness = input.witness.items.map((item) => item.toString('hex'))
      return {
        txid: bcoin.util.revHex(input.prevout.hash),
        vout: input.prevout.index,
        prevout: prevout ? esploraOutput(prevout) : null,
        scriptsig: input.script.toRaw().toString('hex'),
        ...(witness.length > 0 ? { witness } : {}),
        is_coinbase: coinbase,
        sequence: input.sequence,
      }
    }),
    vout: tx.outputs.map(esploraOutput),
    size: tx.getSize(),
    weight: tx.getWeight(),
    fee: coinbase || !view ? 0 : tx.getFee(view),
    status: esploraStatus(meta),
  }
}
