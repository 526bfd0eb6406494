import { bitcoinRegtestPrefixes } from '@portico/bitcoin'
import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'

/** Parameters of {@link buildBitcoinPayment}. */
export type BuildBitcoinPaymentParameters = {
  /** An Esplora base URL the payer's UTXOs are read from (the devnet's or a gateway's; its query kept). */
  esploraUrl: string
  /** The payer: a P2WPKH regtest key (e.g. one of `startBitcoinDevnet`'s `accounts`). */
  from: { address: string; privateKey: Uint8Array }
  to: string
  /** Satoshis to pay. */
  amount: bigint
  /** Fee rate in sat/vB (default 1). */
  feeRate?: number | undefined
}

/** Return type of {@link buildBitcoinPayment}. */
export type BuildBitcoinPaymentReturnType = {
  /** The signed transaction, hex (what `POST /tx` takes). */
  hex: string
  txid: string
  /** Satoshis paid in fee: `ceil(vsize × feeRate)`. */
  fee: bigint
  /** The UTXO it spends. */
  spends: { txid: string; vout: number; value: number }
  weight: number
}

type Utxo = { txid: string; vout: number; value: number }

const pathUrl = (base: string, path: string) => {
  const url = new URL(base)
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`
  return url.toString()
}

async function readJson<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/**
 * A signed P2WPKH payment for tests (`@scure/btc-signer`): spends the payer's first UTXO, pays
 * `amount` to `to` and the change back to the payer, at `feeRate` sat/vB. Not broadcast.
 *
 * @example
 * const payment = await buildBitcoinPayment({ esploraUrl: bitcoin.esploraUrl, from: bitcoin.accounts[0], to: bitcoin.accounts[1].address, amount: 100_000n })
 * await fetch(`${bitcoin.esploraUrl}/tx`, { method: 'POST', body: payment.hex })
 */
export async function buildBitcoinPayment(
  parameters: BuildBitcoinPaymentParameters,
): Promise<BuildBitcoinPaymentReturnType> {
  const { esploraUrl, from, to, amount, feeRate = 1 } = parameters
  const [utxo] = await readJson<Utxo[]>(pathUrl(esploraUrl, `/address/${from.address}/utxo`))
  if (!utxo) throw new Error(`no UTXO for ${from.address}`)
  const source = await readJson<{ vout: { scriptpubkey: string }[] }>(
    pathUrl(esploraUrl, `/tx/${utxo.txid}`),
  )
  const script = hex.decode(source.vout[utxo.vout]?.scriptpubkey ?? '')
  const build = (fee: bigint) => {
    const tx = new Transaction()
    tx.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script, amount: BigInt(utxo.value) },
    })
    tx.addOutputAddress(to, amount, bitcoinRegtestPrefixes)
    tx.addOutputAddress(from.address, BigInt(utxo.value) - amount - fee, bitcoinRegtestPrefixes)
    tx.sign(from.privateKey)
    tx.finalize()
    return tx
  }
  const fee = BigInt(Math.ceil(build(0n).vsize * feeRate))
  const tx = build(fee)
  return {
    hex: tx.hex,
    txid: tx.id,
    fee,
    spends: { txid: utxo.txid, vout: utxo.vout, value: utxo.value },
    weight: tx.weight,
  }
}
