import type { ChainNamespace } from '../adapter'
import { type ConnectedAdapterClient, connectedAdapter } from '../client/connectedAdapter'
import type { BaseError } from '../errors/base'
import type { ChainAdapterNotFoundError, NoActiveCaipAddressError } from '../errors/connection'
import type { SignatureDeclinedError } from '../errors/siwx'

export type SignMessageParameters = {
  /** The text to sign (the wallet signs its UTF-8 bytes; EIP-191 `personal_sign` on EVM). */
  message: string
  /** The namespace whose wallet signs; the active one by default. */
  namespace?: ChainNamespace | undefined
}
/** The signature: `0x`-hex on EVM (65 bytes), base58 on Solana (64-byte ed25519). */
export type SignMessageReturnType = string
export type SignMessageErrorType =
  | NoActiveCaipAddressError
  | ChainAdapterNotFoundError
  | SignatureDeclinedError
  | BaseError

/**
 * Asks the connected wallet of a namespace (the active one by default: an extension, a
 * WalletConnect wallet or the embedded wallet alike) to sign a text.
 *
 * @throws {NoActiveCaipAddressError} `No ActiveCaipAddress found` when no wallet is connected there.
 * @throws {SignatureDeclinedError} `Signature declined` when the person refuses (the adapter's error).
 * @example
 * const signature = await signMessage(client, { message: 'hello' })
 * // '0x8f2a…1b' on EVM; '3yZe…' (base58) with `namespace: 'solana'`
 */
export async function signMessage(
  client: ConnectedAdapterClient,
  parameters: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const { adapter } = connectedAdapter(client, parameters.namespace)
  const { signature } = await adapter.signMessage({ message: parameters.message })
  return signature
}
