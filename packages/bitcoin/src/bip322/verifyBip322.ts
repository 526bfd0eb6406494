import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { base64, hex } from '@scure/base'
import { OutScript, RawTx, RawWitness } from '@scure/btc-signer'
import { equalBytes, hash160 } from '@scure/btc-signer/utils.js'
import type { BitcoinAddressPrefixes } from '../bitcoinNetworks'
import { type Bip322Address, parseBip322Address } from './bip322Address'
import { bip322MessageHash } from './bip322MessageHash'
import {
  type Bip322ToSignFields,
  bip322OpReturn,
  bip322ToSign,
  bip322ToSpendId,
} from './bip322Transactions'
import type { Bip322AddressNetworkError, Bip322AddressTypeError } from './errors'

/** Parameters of {@link verifyBip322}. */
export type VerifyBip322Parameters = {
  /** The P2WPKH or P2TR address that signed. */
  address: string
  /** The message; a string is checked as its UTF-8 bytes. */
  message: string | Uint8Array
  /** Base64 BIP-322 signature, "simple" (the witness stack) or "full" (the whole `to_sign`). */
  signature: string
  /** The address's network (`bitcoinRegtestPrefixes`, …). */
  network: BitcoinAddressPrefixes
}

/** Whether the signature is a valid BIP-322 signature of the message by the address. */
export type VerifyBip322ReturnType = boolean

/** Errors {@link verifyBip322} throws (malformed input is `false`, never an error). */
export type VerifyBip322ErrorType = Bip322AddressNetworkError | Bip322AddressTypeError

const SIGHASH_DEFAULT = 0x00
const SIGHASH_ALL = 0x01

/**
 * Verifies a BIP-322 signature of `message` by a P2WPKH or P2TR (key path) `address`, in the
 * "simple" or the "full" encoding. Follows BIP-322's rules for these scripts: SIGHASH_ALL only
 * (SIGHASH_DEFAULT for Schnorr), strict DER and low S for ECDSA, a compressed public key, the
 * exact witness stack. A "full" signature must be `to_sign` itself: version 0 or 2, one input
 * spending `to_spend:0` with an empty scriptSig, one `OP_RETURN` output of 0 sat; lock time and
 * sequence must be 0 (a time-locked proof is not valid now) and proofs of funds (more inputs)
 * are not accepted, as they need the UTXO set.
 *
 * Never throws on a malformed address, message or signature (`false`); throws
 * {@link Bip322AddressNetworkError} for an address of another network and
 * {@link Bip322AddressTypeError} for P2PKH, P2SH or P2WSH.
 *
 * @example
 * verifyBip322({ address, message: 'Hello World', signature, network: bitcoinRegtestPrefixes }) // true
 */
export function verifyBip322({
  address,
  message,
  signature,
  network,
}: VerifyBip322Parameters): VerifyBip322ReturnType {
  const parsed = parseBip322Address(address, network)
  if (!parsed) return false
  try {
    if (typeof message !== 'string' && !(message instanceof Uint8Array)) return false
    if (typeof signature !== 'string') return false
    const bytes = base64.decode(signature.trim())
    const toSpendId = bip322ToSpendId(bip322MessageHash(message), parsed.script)
    const simple = decodeSimple(bytes)
    if (simple && verifyWitness(parsed, toSpendId, simple, defaultFields)) return true
    const full = decodeFull(bytes, toSpendId)
    return full !== undefined && verifyWitness(parsed, toSpendId, full.witness, full.fields)
  } catch {
    return false
  }
}

const defaultFields: Bip322ToSignFields = { version: 0, lockTime: 0, sequence: 0 }

function decodeSimple(bytes: Uint8Array): Uint8Array[] | undefined {
  try {
    return RawWitness.decode(bytes)
  } catch {
    return undefined
  }
}

function decodeFull(
  bytes: Uint8Array,
  toSpendId: string,
): { witness: Uint8Array[]; fields: Bip322ToSignFields } | undefined {
  let tx: ReturnType<typeof RawTx.decode>
  try {
    tx = RawTx.decode(bytes)
  } catch {
    return undefined
  }
  const [input] = tx.inputs
  const [output] = tx.outputs
  const witness = tx.witnesses?.[0]
  if (tx.inputs.length !== 1 || !input || !witness) return undefined
  if (hex.encode(input.txid) !== toSpendId || input.index !== 0) return undefined
  if (input.finalScriptSig.length !== 0) return undefined
  if (tx.outputs.length !== 1 || !output || output.amount !== 0n) return undefined
  if (!equalBytes(output.script, bip322OpReturn)) return undefined
  if (tx.version !== 0 && tx.version !== 2) return undefined
  if (tx.lockTime !== 0 || input.sequence !== 0) return undefined
  return {
    witness,
    fields: { version: tx.version, lockTime: tx.lockTime, sequence: input.sequence },
  }
}

function verifyWitness(
  address: Bip322Address,
  toSpendId: string,
  witness: Uint8Array[],
  fields: Bip322ToSignFields,
): boolean {
  const toSign = bip322ToSign({ toSpendId, messageChallenge: address.script, fields })
  if (address.type === 'wpkh') {
    if (witness.length !== 2) return false
    const [signature, publicKey] = witness as [Uint8Array, Uint8Array]
    if (publicKey.length !== 33 || !equalBytes(hash160(publicKey), address.hash)) return false
    if (signature.length < 9 || signature[signature.length - 1] !== SIGHASH_ALL) return false
    const scriptCode = OutScript.encode({ type: 'pkh', hash: address.hash })
    const sighash = toSign.preimageWitnessV0(0, scriptCode, SIGHASH_ALL, 0n)
    return secp256k1.verify(signature.subarray(0, -1), sighash, publicKey, {
      prehash: false,
      format: 'der',
      lowS: true,
    })
  }
  // P2TR key path: a single signature, no annex, no script path.
  if (witness.length !== 1) return false
  const [signature] = witness as [Uint8Array]
  let hashType = SIGHASH_DEFAULT
  if (signature.length === 65) {
    if (signature[64] !== SIGHASH_ALL) return false
    hashType = SIGHASH_ALL
  } else if (signature.length !== 64) return false
  const sighash = toSign.preimageWitnessV1(0, [address.script], hashType, [0n])
  return schnorr.verify(signature.subarray(0, 64), sighash, address.pubkey)
}
