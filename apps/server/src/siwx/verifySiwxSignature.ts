import { BaseError } from '@portico/core'
import {
  type Chain,
  type Client,
  isAddress,
  isAddressEqual,
  isHex,
  recoverMessageAddress,
  type Transport,
} from 'viem'
import { verifyMessage } from 'viem/actions'

export type VerifySiwxSignatureParameters = {
  /** The account that should have signed (an EOA or a smart account). */
  address: string
  /** The exact text that was signed (EIP-191 personal message). */
  message: string
  signature: string
  /**
   * A client of the message's chain, for smart accounts (ERC-1271 deployed, ERC-6492 not yet
   * deployed). Without it only EOA signatures can verify.
   */
  client?: Client<Transport, Chain | undefined> | undefined
}

/**
 * Thrown when the chain could not be asked whether a smart-account signature is valid.
 *
 * @example
 * throw new ChainUnavailableError('eip155:31337', cause)
 */
export class ChainUnavailableError extends BaseError {
  override name = 'ChainUnavailableError'
  constructor(cause: unknown) {
    super('Could not reach the chain to verify the signature', {
      docsPath: 'sign-in.md#refusals',
      cause,
    })
  }
}

/**
 * Whether `signature` is `address`'s signature of `message` (EIP-191): first by ecrecover (an
 * EOA, no network), then — when a chain client is given — through the chain with viem's
 * `verifyMessage`, which covers ERC-1271 (a deployed smart account) and ERC-6492 (an account
 * not yet deployed, signature wrapped with its factory call). Throws {@link ChainUnavailableError}
 * when the chain cannot be asked.
 *
 * @example
 * await verifySiwxSignature({ address, message, signature, client: publicClient }) // true
 */
export async function verifySiwxSignature({
  address,
  message,
  signature,
  client,
}: VerifySiwxSignatureParameters): Promise<boolean> {
  if (!isHex(signature) || !isAddress(address, { strict: false })) return false
  try {
    const signer = await recoverMessageAddress({ message, signature })
    if (isAddressEqual(signer, address)) return true
  } catch {
    // Not a 65-byte ECDSA signature: maybe a smart account's.
  }
  if (client === undefined) return false
  try {
    return await verifyMessage(client, { address, message, signature })
  } catch (error) {
    throw new ChainUnavailableError(error)
  }
}
