import { type Address, getBase58Encoder, isAddress } from '@solana/kit'
import type { SolanaChain } from '../createSolanaChain'
import { invalidParams } from '../rpcError'

/** A method handler: positional params in, JSON result out (bigints allowed). */
export type RpcMethod = (params: unknown[], chain: SolanaChain) => unknown

/** The version this facade reports as `apiVersion` and `solana-core`. */
export const apiVersion = '2.3.0'

/**
 * Wraps a value in the RPC's `{ context: { slot, apiVersion }, value }` envelope.
 *
 * @example
 * withContext(chain, 42n) // { context: { slot: 7, apiVersion: '2.3.0' }, value: 42n }
 */
export function withContext(chain: SolanaChain, value: unknown) {
  return { context: { apiVersion, slot: chain.slot }, value }
}

/** Param `index` as a base58 address, or -32602. */
export function addressParam(params: unknown[], index: number): Address {
  const value = params[index]
  if (typeof value !== 'string' || !isAddress(value))
    throw invalidParams(`param ${index} must be a base58 address`)
  return value
}

/** Param `index` as a string, or -32602. */
export function stringParam(params: unknown[], index: number): string {
  const value = params[index]
  if (typeof value !== 'string' || value.length === 0)
    throw invalidParams(`param ${index} must be a string`)
  return value
}

/** Param `index` as a config object (absent → `{}`), or -32602. */
export function configParam(params: unknown[], index: number): Record<string, unknown> {
  const value = params[index]
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParams(`param ${index} must be a configuration object`)
  const commitment = (value as { commitment?: unknown }).commitment
  if (
    commitment !== undefined &&
    !['processed', 'confirmed', 'finalized'].includes(String(commitment))
  )
    throw invalidParams(`unknown commitment ${String(commitment)}`)
  return value as Record<string, unknown>
}

/** Param `index` as a non-negative safe integer (a u64 that JSON can carry), or -32602. */
export function integerParam(params: unknown[], index: number): bigint {
  const value = params[index]
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw invalidParams(`param ${index} must be a non-negative integer`)
  return BigInt(value)
}

/** Whether `value` is a base58 transaction signature (64 bytes). */
export function isSignature(value: unknown): value is string {
  if (typeof value !== 'string' || value.length < 64 || value.length > 88) return false
  try {
    return getBase58Encoder().encode(value).length === 64
  } catch {
    return false
  }
}
