import { hex } from '@scure/base'
import { Address, OutScript, p2sh, p2tr, p2wpkh } from '@scure/btc-signer'
import type { BitcoinAddressPrefixes } from './bitcoinNetworks'
import { UnsupportedAddressError } from './errors'

/** Parameters of {@link paymentScriptOf}. */
export type PaymentScriptOfParameters = {
  /** The payer's address. */
  address: string
  /** The account's public key (33-byte compressed, or 32-byte x-only for P2TR), hex; optional for P2WPKH. */
  publicKey?: string | undefined
  network: BitcoinAddressPrefixes
}
/** Return type of {@link paymentScriptOf}: what each PSBT input spending from the address carries. */
export type PaymentScriptOfReturnType = {
  /** The output script of the address (the `witnessUtxo` script). */
  script: Uint8Array
  /** P2SH-P2WPKH: the P2WPKH program the P2SH commits to. */
  redeemScript?: Uint8Array | undefined
  /** P2TR: the x-only internal key (key-path spend). */
  tapInternalKey?: Uint8Array | undefined
}

/**
 * Internal (lazily loaded): the scripts a PSBT input spending from a wallet account's address
 * needs, checked against the account's public key: P2WPKH (the key optional), P2SH-P2WPKH
 * (nested SegWit, as some wallets' payment accounts) and P2TR key path.
 *
 * @throws {UnsupportedAddressError} for another address type, or a key that is not the address's.
 * @example
 * paymentScriptOf({ address: 'bcrt1q…', network: bitcoinRegtestPrefixes }).script // 0014…
 */
export function paymentScriptOf(parameters: PaymentScriptOfParameters): PaymentScriptOfReturnType {
  const { address, network } = parameters
  const unsupported = (cause?: unknown) => new UnsupportedAddressError({ address, cause })
  let decoded: ReturnType<ReturnType<typeof Address>['decode']>
  try {
    decoded = Address(network).decode(address)
  } catch (cause) {
    throw unsupported(cause)
  }
  let key: Uint8Array | undefined
  try {
    key = parameters.publicKey === undefined ? undefined : hex.decode(parameters.publicKey)
  } catch (cause) {
    throw unsupported(cause)
  }
  const script = OutScript.encode(decoded)
  try {
    if (decoded.type === 'wpkh') {
      if (key && p2wpkh(key, network).address !== address) throw unsupported()
      return { script }
    }
    if (decoded.type === 'sh' && key) {
      const nested = p2sh(p2wpkh(key, network), network)
      if (nested.address !== address) throw unsupported()
      return { script, redeemScript: nested.redeemScript }
    }
    if (decoded.type === 'tr' && key) {
      const internal = key.length === 33 ? key.subarray(1) : key
      const taproot = p2tr(internal, undefined, network)
      if (taproot.address !== address) throw unsupported()
      return { script, tapInternalKey: taproot.tapInternalKey }
    }
  } catch (cause) {
    throw cause instanceof UnsupportedAddressError ? cause : unsupported(cause)
  }
  throw unsupported()
}
