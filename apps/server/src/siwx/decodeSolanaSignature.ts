import { base58, base64 } from '@scure/base'

/** Result of {@link decodeSolanaSignature}: the 64 signature bytes, or `undefined`. */
export type DecodeSolanaSignatureReturnType = Uint8Array | undefined

/**
 * The 64 bytes of an ed25519 signature as a Solana sign-in sends it: base58 (what
 * WalletConnect's `solana_signMessage` answers and how Solana writes signatures), or standard
 * base64 with its padding (64 bytes are always 88 characters ending in `==`, a character base58
 * never uses, so the two cannot be confused). Anything else, or another length, is `undefined`.
 *
 * @example
 * decodeSolanaSignature(base58.encode(signatureBytes)) // Uint8Array(64)
 * decodeSolanaSignature(Buffer.from(signatureBytes).toString('base64')) // the same bytes
 * decodeSolanaSignature('0x1234') // undefined
 */
export function decodeSolanaSignature(signature: string): DecodeSolanaSignatureReturnType {
  // 64 bytes are at most 88 base58 characters and exactly 88 of padded base64: nothing longer
  // is decoded (the body allows 20 000 characters for EVM smart-account signatures).
  if (signature.length > 88) return undefined
  let bytes: Uint8Array
  try {
    bytes = signature.endsWith('=') ? base64.decode(signature) : base58.decode(signature)
  } catch {
    return undefined
  }
  return bytes.length === 64 ? bytes : undefined
}
