import { TransactionDecodeError } from '../errors'

/**
 * Reads Solana's compact-u16 at `offset` of a transaction or message: its value and its length in
 * bytes (1 to 3).
 *
 * @example
 * readCompactU16(Uint8Array.of(0x80, 0x01), 0) // { value: 128, size: 2 }
 */
export function readCompactU16(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined)
      throw new TransactionDecodeError({ reason: 'The transaction is cut short' })
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return { value, size: size + 1 }
  }
  throw new TransactionDecodeError({ reason: 'The transaction has a malformed length' })
}
