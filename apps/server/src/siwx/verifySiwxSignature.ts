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
import { verifyBitcoinSignature } from './verifyBitcoinSignature'
import { verifySolanaSignature } from './verifySolanaSignature'

export type VerifySiwxSignatureParameters = {
  /**
   * CAIP-2 id of the account's chain; a `solana:` one is verified as ed25519, a `bip122:` one as
   * BIP-322. Default eip155.
   */
  chainId?: string | undefined
  /**
   * The account that should have signed (an EOA or a smart account; a base58 Solana address; a
   * P2WPKH or P2TR Bitcoin address).
   */
  address: string
  /**
   * The exact text that was signed (EIP-191 personal message; raw UTF-8 bytes on Solana; BIP-322's
   * tagged hash of the UTF-8 bytes on Bitcoin).
   */
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
 * Whether `signature` is `address`'s signature of `message`. On a `solana:` chain: ed25519 over
 * the message's UTF-8 bytes ({@link verifySolanaSignature}, no network). On a `bip122:` chain:
 * BIP-322, "simple" or "full", P2WPKH or P2TR ({@link verifyBitcoinSignature}, no network; throws
 * `Bip322AddressTypeError` for another address type). Otherwise EIP-191:
 * first by ecrecover (an
 * EOA, no network), then — when a chain client is given — through the chain with viem's
 * `verifyMessage`, which covers ERC-1271 (a deployed smart account) and ERC-6492 (an account
 * not yet deployed, signature wrapped with its factory call). Throws {@link ChainUnavailableError}
 * when the chain cannot be asked.
 *
 * @example
 * await verifySiwxSignature({ address, message, signature, client: publicClient }) // true
 */
export async function verifySiwxSignature({
  chainId,
  address,
  message,
  signature,
  client,
}: VerifySiwxSignatureParameters): Promise<boolean> {
  if (chainId?.startsWith('solana:')) return verifySolanaSignature({ address, message, signature })
  if (chainId?.startsWith('bip122:'))
    return verifyBitcoinSignature({ chainId, address, message, signature })
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
