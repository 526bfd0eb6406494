import { Bip322AddressNetworkError, verifyBip322 } from '@portico/bitcoin/bip322'
import { bitcoinPrefixesOf } from '@portico/core/caip'

export type VerifyBitcoinSignatureParameters = {
  /** CAIP-2 id of the message's chain (`bip122:<reference>`): its network's address prefixes. */
  chainId: string
  /** The signing account: a P2WPKH or P2TR address of that network. */
  address: string
  /** The exact text that was signed (BIP-322 hashes its UTF-8 bytes). */
  message: string
  /** The base64 BIP-322 signature, "simple" (what wallets send) or "full". */
  signature: string
}

/**
 * Whether `signature` is `address`'s BIP-322 signature of `message` on the `bip122:` chain
 * `chainId` (`verifyBip322` of `@portico/bitcoin/bip322`, with the network prefixes of
 * `bitcoinPrefixesOf`, the function `@portico/bitcoin` exports as `bitcoinPrefixesOf`); no
 * network call. `false` for a malformed signature, a chain Portico knows no prefixes of, or an
 * address of another network; throws `Bip322AddressTypeError` for an address BIP-322 is not
 * verified for here (P2PKH, P2SH, P2WSH), which the caller refuses with its own text.
 *
 * @example
 * verifyBitcoinSignature({ chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', address, message, signature }) // true
 */
export function verifyBitcoinSignature({
  chainId,
  address,
  message,
  signature,
}: VerifyBitcoinSignatureParameters): boolean {
  const network = bitcoinPrefixesOf(chainId.slice('bip122:'.length))
  if (network === undefined) return false
  try {
    return verifyBip322({ address, message, signature, network })
  } catch (error) {
    if (error instanceof Bip322AddressNetworkError) return false
    throw error
  }
}
