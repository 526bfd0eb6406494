import type { NameProfileResponse } from './apiSchemas.generated'

/** A registered name as the kit uses it (`GET /v1/profile/account/{name}`). */
export type NameProfile = {
  /** The full name, lower case, e.g. `alice.portico.id`. */
  name: string
  /** ENSIP-11 coin type (decimal string, `60` for EVM) → address. */
  addresses: Record<string, string>
  /** Text records, e.g. `avatar`. */
  attributes: Record<string, string>
}

/** The server's profile answer as a {@link NameProfile} (addresses flattened, strings only). */
export function readNameProfile(profile: NameProfileResponse): NameProfile {
  const addresses: Record<string, string> = {}
  for (const [coinType, entry] of Object.entries(profile.addresses as Record<string, unknown>)) {
    const address = (entry as { address?: unknown } | null)?.address
    if (typeof address === 'string') addresses[coinType] = address
  }
  const attributes: Record<string, string> = {}
  for (const [key, value] of Object.entries(profile.attributes as Record<string, unknown>))
    if (typeof value === 'string') attributes[key] = value
  return { name: profile.name, addresses, attributes }
}
