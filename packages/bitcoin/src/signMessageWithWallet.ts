import {
  SignatureDeclinedError,
  WalletEmptyResultError,
  WalletFeatureNotSupportedError,
} from '@portico/core'
import { base64 } from '@scure/base'
import { isWalletRejection } from './isWalletRejection'
import {
  BitcoinSignMessage,
  type BitcoinSignMessageFeature,
  featureOf,
  type Wallet,
  type WalletAccount,
} from './walletStandard'

/** Parameters of {@link signMessageWithWallet}. */
export type SignMessageWithWalletParameters = {
  wallet: Wallet
  account: WalletAccount
  /** Text; the wallet signs its UTF-8 bytes. */
  message: string
}
/** Return type of {@link signMessageWithWallet}: the BIP-322 signature, base64. */
export type SignMessageWithWalletReturnType = string

/**
 * Internal: `bitcoin:signMessage` over the message's UTF-8 bytes. The wallet answers the BIP-322
 * "simple" signature (the serialized witness stack), which comes back base64-encoded (what BIP-322
 * verifiers and the server's sign-in take).
 *
 * @throws {SignatureDeclinedError} `Signature declined` when the person rejects it.
 * @throws {WalletFeatureNotSupportedError} `The wallet does not support the "bitcoin:signMessage" feature`.
 * @throws {WalletEmptyResultError} `The wallet returned an empty result for signMessage`.
 * @example
 * await signMessageWithWallet({ wallet, account, message: 'hello' }) // 'AkcwRAIg…'
 */
export async function signMessageWithWallet(
  parameters: SignMessageWithWalletParameters,
): Promise<SignMessageWithWalletReturnType> {
  const { wallet, account, message } = parameters
  const feature = featureOf<BitcoinSignMessageFeature>(wallet, BitcoinSignMessage)
  if (!feature) throw new WalletFeatureNotSupportedError({ feature: BitcoinSignMessage })
  let output: { signature: Uint8Array } | undefined
  try {
    ;[output] = await feature.signMessage({ account, message: new TextEncoder().encode(message) })
  } catch (cause) {
    throw isWalletRejection(cause) ? new SignatureDeclinedError({ cause }) : cause
  }
  if (!output?.signature?.length) throw new WalletEmptyResultError({ operation: 'signMessage' })
  return base64.encode(output.signature)
}
