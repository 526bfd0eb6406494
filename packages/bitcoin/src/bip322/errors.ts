import { BaseError, type BaseErrorParameters } from '@portico/core'

/** Parameters every error of this file takes. */
type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/**
 * Thrown when a BIP-322 address belongs to another Bitcoin network than the one given (a `bc1…`
 * address checked against regtest's parameters, for instance).
 *
 * @example
 * throw new Bip322AddressNetworkError({ address: 'bc1q…' })
 */
export class Bip322AddressNetworkError extends BaseError {
  override name = 'Bip322AddressNetworkError'
  readonly address: string
  constructor({ address, ...parameters }: ErrorParameters & { address: string }) {
    super('Address of another Bitcoin network', {
      details: `${address} is not an address of the network given`,
      docsPath: 'errors.md#bitcoin',
      ...parameters,
    })
    this.address = address
  }
}

/**
 * Thrown when a BIP-322 address is valid but of a type this module does not sign or verify: only
 * P2WPKH (`…1q…`, 20 bytes) and P2TR key path (`…1p…`) are supported, not P2PKH, P2SH or P2WSH.
 *
 * @example
 * throw new Bip322AddressTypeError({ address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT', type: 'pkh' })
 */
export class Bip322AddressTypeError extends BaseError {
  override name = 'Bip322AddressTypeError'
  readonly address: string
  readonly type: string
  constructor({
    address,
    type,
    ...parameters
  }: ErrorParameters & { address: string; type: string }) {
    super('Address type not supported for BIP-322', {
      details: `${address} is a ${type} address; only P2WPKH and P2TR are supported`,
      docsPath: 'errors.md#bitcoin',
      ...parameters,
    })
    this.address = address
    this.type = type
  }
}

/**
 * Thrown by the signer when the address is not a Bitcoin address at all, or is not the
 * private key's (P2WPKH of its public key, or P2TR of its x-only key without a script tree).
 * Verification never throws it: a malformed address verifies as `false`.
 *
 * @example
 * throw new Bip322SignerError({ details: 'the address is not the private key’s' })
 */
export class Bip322SignerError extends BaseError {
  override name = 'Bip322SignerError'
  constructor(parameters: ErrorParameters = {}) {
    super('Cannot sign this BIP-322 message', { docsPath: 'errors.md#bitcoin', ...parameters })
  }
}
