import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { InvalidEvmAddressError } from './errors'

/** Result of {@link toChecksumAddress}. */
export type ToChecksumAddressReturnType = `0x${string}`
/** Errors {@link toChecksumAddress} may throw. */
export type ToChecksumAddressErrorType = InvalidEvmAddressError

const addressPattern = /^(0x)?[0-9a-fA-F]{40}$/

/**
 * Returns the EIP-55 mixed-case checksum form of an EVM address. Accepts 40 hex characters in any
 * case, with or without `0x`; the input's own casing is not checked (use {@link isEvmAddress}).
 *
 * @throws {InvalidEvmAddressError} when the input is not 40 hex characters.
 * @example
 * toChecksumAddress('0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359')
 * // '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'
 */
export function toChecksumAddress(address: string): ToChecksumAddressReturnType {
  if (typeof address !== 'string' || !addressPattern.test(address)) {
    throw new InvalidEvmAddressError(String(address))
  }
  const hex = address.slice(address.length - 40).toLowerCase()
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)))
  let result = ''
  for (let index = 0; index < 40; index++) {
    const char = hex.charAt(index)
    result += Number.parseInt(hash.charAt(index), 16) >= 8 ? char.toUpperCase() : char
  }
  return `0x${result}`
}
