import { base58 } from '@scure/base'

const base58Pattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Whether `value` is a Solana address: 32 to 44 base58 characters that decode to exactly 32 bytes
 * (an ed25519 public key or a program-derived address).
 *
 * @example
 * isSolanaAddress('11111111111111111111111111111111') // true (the system program)
 * isSolanaAddress('0OIl1111111111111111111111111111') // false (not base58)
 */
export function isSolanaAddress(value: unknown): boolean {
  if (typeof value !== 'string' || !base58Pattern.test(value)) return false
  try {
    return base58.decode(value).length === 32
  } catch {
    return false
  }
}
