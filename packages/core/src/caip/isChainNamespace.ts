import { type ChainNamespace, knownNamespaces } from './knownNamespaces'

/**
 * Whether `value` is one of the {@link knownNamespaces} (exact, case-sensitive).
 *
 * @example
 * isChainNamespace('solana') // true
 * isChainNamespace('cosmos') // false
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (knownNamespaces as readonly string[]).includes(value)
}
