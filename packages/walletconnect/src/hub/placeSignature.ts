export type PlaceSignatureParameters = {
  /** A Solana transaction in wire format (signature slots, then the message). */
  transaction: Uint8Array
  /** The signer's ed25519 public key (32 bytes). */
  publicKey: Uint8Array
  /** Its signature (64 bytes). */
  signature: Uint8Array
}

/** Reads a compact-u16 (Solana's short vector length) at `offset`: its value and byte length. */
function readShortU16(bytes: Uint8Array, offset: number): [value: number, size: number] {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i]
    if (byte === undefined) throw new TypeError('Solana transaction: truncated length')
    value |= (byte & 0x7f) << (7 * i)
    if ((byte & 0x80) === 0) return [value, i + 1]
  }
  throw new TypeError('Solana transaction: bad length')
}

const same = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((x, i) => x === b[i])

/**
 * Internal: puts `signature` into the slot of `publicKey` in a wire transaction (legacy or v0):
 * what a wallet that answers `solana_signTransaction` with only a signature means.
 *
 * @throws {TypeError} the transaction is malformed, the key is not one of its signers, or the
 *   signature is not 64 bytes.
 * @example
 * const signed = placeSignature({ transaction, publicKey, signature })
 */
export function placeSignature({
  transaction,
  publicKey,
  signature,
}: PlaceSignatureParameters): Uint8Array {
  if (signature.length !== 64) throw new TypeError('Solana signature: 64 bytes expected')
  const [count, countSize] = readShortU16(transaction, 0)
  let offset = countSize + 64 * count
  // A versioned message starts with 0x80 | version; a legacy one with the header.
  if ((transaction[offset] ?? 0) & 0x80) offset += 1
  const required = transaction[offset] ?? 0
  offset += 3
  const [, keysSize] = readShortU16(transaction, offset)
  offset += keysSize
  for (let i = 0; i < Math.min(required, count); i++) {
    const key = transaction.subarray(offset + 32 * i, offset + 32 * (i + 1))
    if (!same(key, publicKey)) continue
    const signed = transaction.slice()
    signed.set(signature, countSize + 64 * i)
    return signed
  }
  throw new TypeError('Solana transaction: the account is not one of its signers')
}
