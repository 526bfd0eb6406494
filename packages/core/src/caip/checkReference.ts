import type { ChainNamespace } from './knownNamespaces'
import { legacySolanaReferences, solanaReferences } from './solanaNetworks'

/** Result of {@link checkReference}: the normalised reference, or why it was refused. */
export type CheckReferenceReturnType = { reference: string } | { details: string }

const referencePattern = /^[-_a-zA-Z0-9]{1,32}$/
const eip155Pattern = /^[1-9][0-9]*$/
const genesisHashPattern = /^[0-9a-f]{32}$/
const currentSolanaReferences: readonly string[] = Object.values(solanaReferences)

/**
 * Internal: checks a CAIP-2 reference against the CAIP-2 grammar (`[-_a-zA-Z0-9]{1,32}`) and the
 * namespace's own profile, and maps legacy Solana references to the current ones.
 *
 * - eip155: decimal chain id, no leading zeros (`1`, `31337`).
 * - solana: mainnet, testnet or devnet genesis prefix (legacy mainnet/devnet ids are mapped).
 * - bip122, polkadot: the first 32 lowercase hex characters of the genesis block hash.
 *
 * @example
 * checkReference('eip155', '01') // { details: 'eip155 reference must be …' }
 */
export function checkReference(
  namespace: ChainNamespace,
  reference: string,
): CheckReferenceReturnType {
  if (!referencePattern.test(reference)) {
    return { details: 'reference must match the CAIP-2 grammar [-_a-zA-Z0-9]{1,32}' }
  }
  switch (namespace) {
    case 'eip155':
      return eip155Pattern.test(reference)
        ? { reference }
        : { details: 'eip155 reference must be a decimal chain id without leading zeros' }
    case 'solana': {
      if (currentSolanaReferences.includes(reference)) return { reference }
      const current = legacySolanaReferences[reference]
      return current
        ? { reference: current }
        : { details: 'solana reference must be the mainnet, testnet or devnet genesis id' }
    }
    case 'bip122':
    case 'polkadot':
      return genesisHashPattern.test(reference)
        ? { reference }
        : { details: `${namespace} reference must be 32 lowercase hex characters` }
  }
}
