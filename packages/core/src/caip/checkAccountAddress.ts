import { isEvmAddress } from '../validation/isEvmAddress'
import { isSolanaAddress } from '../validation/isSolanaAddress'
import type { ChainNamespace } from './knownNamespaces'

const accountAddressPattern = /^[-.%a-zA-Z0-9]{1,128}$/
const evmAddressPattern = /^0x[0-9a-fA-F]{40}$/

/**
 * Internal: checks a CAIP-10 account address against the CAIP-10 grammar (`[-.%a-zA-Z0-9]{1,128}`)
 * and, where Portico signs for the namespace, its address format. Returns why it was refused, or
 * `undefined` when it is valid.
 *
 * - eip155: `0x` plus 40 hex, EIP-55 checksum when mixed case.
 * - solana: base58 that decodes to 32 bytes.
 * - bip122, polkadot: the CAIP-10 grammar only.
 *
 * @example
 * checkAccountAddress('eip155', '0x123') // 'eip155 address must be 0x plus 40 hex …'
 */
export function checkAccountAddress(
  namespace: ChainNamespace,
  address: string,
): string | undefined {
  if (!accountAddressPattern.test(address)) {
    return 'address must match the CAIP-10 grammar [-.%a-zA-Z0-9]{1,128}'
  }
  if (namespace === 'eip155' && !(evmAddressPattern.test(address) && isEvmAddress(address))) {
    return 'eip155 address must be 0x plus 40 hex characters with a valid EIP-55 checksum'
  }
  if (namespace === 'solana' && !isSolanaAddress(address)) {
    return 'solana address must be base58 that decodes to 32 bytes'
  }
  return undefined
}
