import type { ChainNamespace } from '../caip/knownNamespaces'
import { legacySolanaReferences, solanaReferences } from '../caip/solanaNetworks'
import { isBitcoinAddress } from '../validation/isBitcoinAddress'
import { isSolanaAddress } from '../validation/isSolanaAddress'
import { toChecksumAddress } from '../validation/toChecksumAddress'

/** How one namespace writes its sign-in message (CAIP-122 profile). */
export type SiwxNamespaceProfile = {
  /** The word in the header line: `… wants you to sign in with your {blockchain} account:`. */
  blockchain: string
  /**
   * Why `address` is not a valid account address of the namespace (on the chain of CAIP-2
   * `reference`, where addresses differ by network), or `undefined` if it is.
   */
  checkAddress: (address: string, reference: string) => string | undefined
  /**
   * Whether a message without a statement keeps the statement's empty line: EIP-4361 does
   * (`address\n\n\nURI: …`), Sign in with Solana does not (`address\n\nURI: …`).
   */
  emptyStatementLine: boolean
  /** Whether the header may start with a URI scheme (`https://example.com wants you…`). */
  allowsScheme: boolean
  /** Whether `reference` is a CAIP-2 reference of a chain the namespace can sign in on. */
  isReference: (reference: string) => boolean
  /** The `Chain ID:` text for a CAIP-2 reference of the namespace. */
  writeChainId: (reference: string) => string
  /**
   * The CAIP-2 reference a `Chain ID:` text names, or why it names none. Strict: only the text
   * {@link SiwxNamespaceProfile.writeChainId} writes is read.
   */
  readChainId: (text: string) => { reference: string } | { problem: string }
}

const solanaClusterOf = new Map<string, string>(
  Object.entries(solanaReferences).map(([cluster, reference]) => [reference, cluster]),
)
const solanaReferenceOf = new Map<string, string>(Object.entries(solanaReferences))
const solanaReferencePattern = /^[1-9A-HJ-NP-Za-km-z]{32}$/
/** A BIP-122 (CAIP-4) chain reference: the genesis block hash's first 32 hex characters. */
const bip122ReferencePattern = /^[0-9a-f]{32}$/

/** A public cluster's reference, or 32 base58 characters that are not a legacy cluster id. */
function isSolanaReference(reference: string): boolean {
  if (solanaClusterOf.has(reference)) return true
  return solanaReferencePattern.test(reference) && legacySolanaReferences[reference] === undefined
}

/**
 * The namespaces that can sign in, with their CAIP-122 profile:
 * - eip155: EIP-4361 — "Ethereum", EIP-55 addresses, `Chain ID: 1` (the decimal reference).
 * - solana: Sign in with Solana (the Wallet Standard's `createSignInMessageText` layout) —
 *   "Solana", base58 addresses, `Chain ID: mainnet` / `testnet` / `devnet` for the public
 *   clusters (SIWS's names), the 32-character CAIP-2 reference for any other chain (a local one:
 *   SIWS's `localnet` names no particular chain, so it is not written nor read), no scheme.
 * - bip122: CAIP-122's EIP-4361 layout (no Bitcoin profile of CAIP-122 exists; BIP-322 signs
 *   the text) — "Bitcoin", an address of the chain's network (core's `isBitcoinAddress`: a
 *   `bcrt1…` address on regtest, not a `bc1…` one), `Chain ID:` the 32-hex CAIP-2 reference
 *   (`000000000019d6689c085ae165831e93` for mainnet), the empty statement line kept, no scheme.
 *
 * @example
 * siwxNamespaces.eip155?.blockchain // 'Ethereum'
 * siwxNamespaces.solana?.writeChainId('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // 'mainnet'
 * siwxNamespaces.bip122?.blockchain // 'Bitcoin'
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
    emptyStatementLine: true,
    allowsScheme: true,
    isReference: (reference) => /^[1-9][0-9]{0,31}$/.test(reference),
    writeChainId: (reference) => reference,
    readChainId: (text) =>
      /^\d+$/.test(text)
        ? { reference: text }
        : { problem: `must be a decimal chain id, got "${text}"` },
  },
  solana: {
    blockchain: 'Solana',
    checkAddress: (address) => (isSolanaAddress(address) ? undefined : 'must be a base58 address'),
    emptyStatementLine: false,
    allowsScheme: false,
    isReference: isSolanaReference,
    writeChainId: (reference) => solanaClusterOf.get(reference) ?? reference,
    readChainId: (text) => {
      const named = solanaReferenceOf.get(text)
      if (named !== undefined) return { reference: named }
      if (isSolanaReference(text) && !solanaClusterOf.has(text)) return { reference: text }
      return {
        problem: `must be mainnet, testnet, devnet or the 32-character genesis-hash reference of another Solana chain, got "${text}"`,
      }
    },
  },
  bip122: {
    blockchain: 'Bitcoin',
    checkAddress: (address, reference) =>
      isBitcoinAddress(address, reference)
        ? undefined
        : `must be a Bitcoin address of the chain ${reference} (bech32, bech32m or base58check)`,
    emptyStatementLine: true,
    allowsScheme: false,
    isReference: (reference) => bip122ReferencePattern.test(reference),
    writeChainId: (reference) => reference,
    readChainId: (text) =>
      bip122ReferencePattern.test(text)
        ? { reference: text }
        : {
            problem: `must be the 32 lowercase hex characters of the genesis block hash (BIP-122), got "${text}"`,
          },
  },
}
