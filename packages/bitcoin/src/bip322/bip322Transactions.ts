import { hex } from '@scure/base'
import { RawTx, Script, Transaction } from '@scure/btc-signer'
import { sha256x2 } from '@scure/btc-signer/utils.js'

/** `to_sign`'s single output script: `OP_RETURN`. */
export const bip322OpReturn: Uint8Array = Uint8Array.of(0x6a)

/**
 * The id (display order, hex) of BIP-322's `to_spend` virtual transaction: version 0, one input
 * spending `000…000:0xFFFFFFFF` with scriptSig `OP_0 PUSH32[message_hash]` and sequence 0, one
 * output of 0 sat to `message_challenge` (the address's scriptPubKey), lock time 0.
 *
 * @example
 * bip322ToSpendId(bip322MessageHash('Hello World'), addressScript) // 'b79d1967…352b'
 */
export function bip322ToSpendId(messageHash: Uint8Array, messageChallenge: Uint8Array): string {
  const raw = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        finalScriptSig: Script.encode(['OP_0', messageHash]),
        sequence: 0,
      },
    ],
    outputs: [{ amount: 0n, script: messageChallenge }],
    witnesses: undefined,
    lockTime: 0,
  })
  return hex.encode(sha256x2(raw).reverse())
}

/** The fields of `to_sign` a signature may set (the "full" format); the "simple" one leaves them at 0. */
export type Bip322ToSignFields = { version: number; lockTime: number; sequence: number }

/**
 * BIP-322's unsigned `to_sign` virtual transaction as a btc-signer {@link Transaction}: one input
 * spending `to_spend:0` (0 sat, `messageChallenge`), one output of 0 sat to `OP_RETURN`.
 * `tapInternalKey` is set for a P2TR key-path signer.
 *
 * @example
 * const toSign = bip322ToSign({ toSpendId, messageChallenge })
 * toSign.signIdx(privateKey, 0)
 */
export function bip322ToSign({
  toSpendId,
  messageChallenge,
  tapInternalKey,
  fields = { version: 0, lockTime: 0, sequence: 0 },
}: {
  toSpendId: string
  messageChallenge: Uint8Array
  tapInternalKey?: Uint8Array | undefined
  fields?: Bip322ToSignFields
}): Transaction {
  const tx = new Transaction({
    version: fields.version,
    lockTime: fields.lockTime,
    allowUnknownOutputs: true,
  })
  tx.addInput({
    txid: toSpendId,
    index: 0,
    sequence: fields.sequence,
    witnessUtxo: { script: messageChallenge, amount: 0n },
    ...(tapInternalKey ? { tapInternalKey } : {}),
  })
  tx.addOutput({ script: bip322OpReturn, amount: 0n })
  return tx
}
