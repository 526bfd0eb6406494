/**
 * BIP-322 generic signed messages for P2WPKH and P2TR (key path) addresses: the message hash, the
 * `to_spend`/`to_sign` virtual transactions, "simple" signing and "simple"/"full" verification.
 * Built on `@scure/btc-signer` and `@noble/curves`.
 */
export { type Bip322Address, parseBip322Address } from './bip322Address'
export { bip322MessageHash, bip322MessageTag } from './bip322MessageHash'
export {
  type Bip322ToSignFields,
  bip322OpReturn,
  bip322ToSign,
  bip322ToSpendId,
} from './bip322Transactions'
export { Bip322AddressNetworkError, Bip322AddressTypeError, Bip322SignerError } from './errors'
export {
  type SignBip322SimpleErrorType,
  type SignBip322SimpleParameters,
  type SignBip322SimpleReturnType,
  signBip322Simple,
} from './signBip322Simple'
export {
  type VerifyBip322ErrorType,
  type VerifyBip322Parameters,
  type VerifyBip322ReturnType,
  verifyBip322,
} from './verifyBip322'
