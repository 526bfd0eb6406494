import {
  formatAmount,
  SendAmountAboveBalanceError,
  SendFeeAboveBalanceError,
  SendReceiverInvalidError,
} from '@portico/core'
import { hex } from '@scure/base'
import { Address, selectUTXO } from '@scure/btc-signer'
import { BITCOIN_DUST_LIMIT } from './bitcoinDustLimit'
import type { BitcoinAddressPrefixes } from './bitcoinNetworks'
import { AmountBelowDustError } from './errors'
import type { EsploraUtxo } from './esplora/parseEsplora'
import { paymentScriptOf } from './paymentScriptOf'

/** Parameters of {@link buildPaymentPsbt}. */
export type BuildPaymentPsbtParameters = {
  /** The payer's address; change goes back to it. */
  from: string
  /** The payer's public key (hex), needed for P2SH-P2WPKH and P2TR payers. */
  publicKey?: string | undefined
  /** The receiver's address (of `network`). */
  to: string
  /** Satoshis to pay. */
  amount: bigint
  /** The payer's unspent outputs (Esplora's `/address/:address/utxo`). */
  utxos: readonly EsploraUtxo[]
  /** Fee rate, whole sat/vB (see `feeRateOf`). */
  feeRate: bigint
  network: BitcoinAddressPrefixes
  /** The native symbol in error texts; `BTC` by default. */
  symbol?: string | undefined
}
/** Return type of {@link buildPaymentPsbt}. */
export type BuildPaymentPsbtReturnType = {
  /** The unsigned PSBT (BIP-174 version 0), each input with its `witnessUtxo`. */
  psbt: Uint8Array
  /** The unsigned transaction (hex): a signed PSBT must carry the same one. */
  unsignedTx: string
  /** The fee the transaction pays: inputs − outputs, in satoshis. */
  fee: bigint
  /** Its virtual size once signed (estimated with the largest signatures), vbytes. */
  vsize: number
  /** How many inputs it spends (every one is the payer's, to be signed). */
  inputCount: number
  /** Satoshis returned to the payer (0n when the rest was under the dust limit and went to the fee). */
  change: bigint
}

/**
 * Internal (lazily loaded): builds the PSBT of a payment with @scure/btc-signer: the payer's
 * UTXOs picked by `selectUTXO` ('default' strategy), one output to the receiver, the change back
 * to the payer when above {@link BITCOIN_DUST_LIMIT} (below it, it is left to the fee), the fee
 * the estimated virtual size × `feeRate`.
 *
 * @throws {AmountBelowDustError} `Send at least 0.00000546 BTC`.
 * @throws {SendReceiverInvalidError} `Enter a valid receiver address` (not an address of the network).
 * @throws {SendAmountAboveBalanceError} `The amount is above your BTC balance`.
 * @throws {SendFeeAboveBalanceError} `Not enough BTC to pay the network fee`.
 * @example
 * const { psbt, fee } = buildPaymentPsbt({ from, to, amount: 100_000_000n, utxos, feeRate: 1n, network: bitcoinRegtestPrefixes })
 */
export function buildPaymentPsbt(
  parameters: BuildPaymentPsbtParameters,
): BuildPaymentPsbtReturnType {
  const { from, publicKey, to, amount, utxos, feeRate, network } = parameters
  const symbol = parameters.symbol ?? 'BTC'
  if (amount < BITCOIN_DUST_LIMIT)
    throw new AmountBelowDustError({ minimum: formatAmount(BITCOIN_DUST_LIMIT, 8), symbol })
  try {
    Address(network).decode(to)
  } catch (cause) {
    throw new SendReceiverInvalidError({ details: to, cause })
  }
  const balance = utxos.reduce((sum, utxo) => sum + utxo.value, 0n)
  if (amount > balance) throw new SendAmountAboveBalanceError({ symbol })
  const { script, redeemScript, tapInternalKey } = paymentScriptOf({
    address: from,
    publicKey,
    network,
  })
  const inputs = utxos.map((utxo) => ({
    txid: hex.decode(utxo.txid),
    index: utxo.vout,
    witnessUtxo: { script, amount: utxo.value },
    ...(redeemScript ? { redeemScript } : {}),
    ...(tapInternalKey ? { tapInternalKey } : {}),
  }))
  const selected = selectUTXO(inputs, [{ address: to, amount }], 'default', {
    feePerByte: feeRate,
    changeAddress: from,
    network,
    createTx: true,
    // btc-signer's dust threshold is bytes × relay fee: 546 × 1 = BITCOIN_DUST_LIMIT.
    dust: BITCOIN_DUST_LIMIT,
    dustRelayFeeRate: 1n,
  })
  if (!selected?.tx) throw new SendFeeAboveBalanceError({ symbol })
  const { tx } = selected
  const change = selected.change
    ? (selected.outputs[selected.outputs.length - 1]?.amount ?? 0n)
    : 0n
  return {
    psbt: tx.toPSBT(),
    unsignedTx: hex.encode(tx.unsignedTx),
    fee: tx.fee,
    vsize: Math.ceil(selected.weight / 4),
    inputCount: tx.inputsLength,
    change,
  }
}
