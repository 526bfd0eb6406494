import {
  SignatureDeclinedError,
  WalletEmptyResultError,
  WalletFeatureNotSupportedError,
} from '@portico/core'
import { getBase58Decoder } from '@solana/kit'
import { isWalletRejection } from './isWalletRejection'
import {
  featureOf,
  type SignMessageFeature,
  SolanaSignMessage,
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
/** Return type of {@link signMessageWithWallet}: the 64-byte ed25519 signature in base58. */
export type SignMessageWithWalletReturnType = string

/**
 * Internal (lazily loaded): `solana:signMessage` over the message's UTF-8 bytes; the signature
 * comes back in base58 (what Sign in with Solana and the server's verify take).
 *
 * @throws {SignatureDeclinedError} `Signature declined` when the person rejects it.
 * @throws {WalletFeatureNotSupportedError} `The wallet does not support the "solana:signMessage" feature`.
 * @throws {WalletEmptyResultError} `The wallet returned an empty result for signMessage`.
 * @example
 * await signMessageWithWallet({ wallet, account, message: 'hello' }) // '3yZe…'
 */
export async function signMessageWithWallet(
  parameters: SignMessageWithWalletParameters,
): Promise<SignMessageWithWalletReturnType> {
  const { wallet, account, message } = parameters
  const feature = featureOf<SignMessageFeature>(wallet, SolanaSignMessage)
  if (!feature) throw new WalletFeatureNotSupportedError({ feature: SolanaSignMessage })
  let output: { signature: Uint8Array } | undefined
  try {
    ;[output] = await feature.signMessage({ account, message: new TextEncoder().encode(message) })
  } catch (cause) {
    throw isWalletRejection(cause) ? new SignatureDeclinedError({ cause }) : cause
  }
  if (!output?.signature?.length) throw new WalletEmptyResultError({ operation: 'signMessage' })
  return getBase58Decoder().decode(output.signature)
}
