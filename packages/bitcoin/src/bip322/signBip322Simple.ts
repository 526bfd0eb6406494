import { base64 } from '@scure/base'
import { p2tr, RawWitness } from '@scure/btc-signer'
import { equalBytes, hash160, pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js'
import type { BitcoinAddressPrefixes } from '../bitcoinNetworks'
import { parseBip322Address } from './bip322Address'
import { bip322MessageHash } from './bip322MessageHash'
import { bip322ToSign, bip322ToSpendId } from './bip322Transactions'
import {
  type Bip322AddressNetworkError,
  type Bip322AddressTypeError,
  Bip322SignerError,
} from './errors'

/** Parameters of {@link signBip322Simple}. */
export type SignBip322SimpleParameters = {
  /** The address's 32-byte secp256k1 private key (for P2TR, the untweaked internal key). */
  privateKey: Uint8Array
  /** The P2WPKH or P2TR (key path, no script tree) address of `privateKey` on `network`. */
  address: string
  /** The message; a string is signed as its UTF-8 bytes. */
  message: string | Uint8Array
  /** The address's network (`bitcoinRegtestPrefixes`, …). */
  network: BitcoinAddressPrefixes
}

/** The base64 BIP-322 "simple" signature: `to_sign`'s witness stack, consensus-serialized. */
export type SignBip322SimpleReturnType = string

/** Errors {@link signBip322Simple} throws. */
export type SignBip322SimpleErrorType =
  | Bip322SignerError
  | Bip322AddressNetworkError
  | Bip322AddressTypeError

/**
 * Signs `message` for `address` with BIP-322's "simple" format: builds `to_spend` and `to_sign`,
 * signs `to_sign`'s input with SIGHASH_ALL (P2WPKH: ECDSA, witness `[signature, publicKey]`;
 * P2TR: BIP-340 Schnorr with the tweaked key and SIGHASH_DEFAULT, witness `[signature]`) and
 * returns the witness, serialized and base64-encoded.
 *
 * @example
 * const signature = signBip322Simple({
 *   privateKey, address: 'bcrt1q…', message: 'Hello World', network: bitcoinRegtestPrefixes,
 * })
 */
export function signBip322Simple({
  privateKey,
  address,
  message,
  network,
}: SignBip322SimpleParameters): SignBip322SimpleReturnType {
  const parsed = parseBip322Address(address, network)
  if (!parsed)
    throw new Bip322SignerError({ details: `${String(address)} is not a Bitcoin address` })
  let tapInternalKey: Uint8Array | undefined
  try {
    if (parsed.type === 'wpkh') {
      if (!equalBytes(hash160(pubECDSA(privateKey)), parsed.hash)) throw notTheKeys(address)
    } else {
      tapInternalKey = pubSchnorr(privateKey)
      if (!equalBytes(p2tr(tapInternalKey, undefined, network).tweakedPubkey, parsed.pubkey))
        throw notTheKeys(address)
    }
    const toSpendId = bip322ToSpendId(bip322MessageHash(message), parsed.script)
    const toSign = bip322ToSign({ toSpendId, messageChallenge: parsed.script, tapInternalKey })
    toSign.signIdx(privateKey, 0)
    toSign.finalizeIdx(0)
    const witness = toSign.getInput(0).finalScriptWitness
    if (!witness) throw new Bip322SignerError({ details: 'to_sign has no witness after signing' })
    return base64.encode(RawWitness.encode(witness))
  } catch (error) {
    if (error instanceof Bip322SignerError) throw error
    throw new Bip322SignerError({ details: 'the private key could not sign', cause: error })
  }
}

function notTheKeys(address: string) {
  return new Bip322SignerError({ details: `${address} is not the private key's address` })
}
