import type { ChainNamespace } from '../caip/knownNamespaces'
import { isSolanaAddress } from '../validation/isSolanaAddress'
import { toChecksumAddress } from '../validation/toChecksumAddress'

/** How one namespace writes its sign-in message (CAIP-122 profile). */
export type SiwxNamespaceProfile = {
  /** The word in the header line: `… wants you to sign in with your {blockchain} account:`. */
  blockchain: string
  /** Why `address` is not a valid account address of the namespace, or `undefined` if it is. */
  checkAddress: (address: string) => string | undefined
}

/**
 * The namespaces that can sign in, with their CAIP-122 profile: eip155 (EIP-4361, "Ethereum",
 * EIP-55 addresses) and solana ("Solana", base58 addresses).
 *
 * @example
 * siwxNamespaces.eip155?.blockchain // 'Ethereum'
 */
export const siwxNamespaces: Partial<Record<ChainNamespace, SiwxNamespaceProfile>> = {
  eip155: {
    blockchain: 'Ethereum',
    checkAddress: (address) => {
      if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return 'must be 0x and 40 hex digits'
      return toChecksumAddress(address) === address
        ? undefined
        : 'must be EIP-55 checksummed (mixed case)'
    },
  },
  solana: {
    blockchain: 'Solana',
    checkAddress: (address) => (isSolanaAddress(address) ? undefined : 'must be a base58 address'),
  },
}
