import { InvalidConfigError } from '../errors'

/** The zone of the devnet and the docs' examples (`npm start` sets `PORTICO_NAME_ZONE` to it). */
export const DEFAULT_NAME_ZONE = 'portico.id'
const zonePattern = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/

/**
 * `PORTICO_NAME_ZONE`: the lower-case DNS-style zone names are registered under (`alice.<zone>`);
 * unset: no Portico name service (identities are ENS names only). Throws {@link InvalidConfigError} for anything else.
 *
 * @example
 * readNameZone({ PORTICO_NAME_ZONE: 'names.example.org' }) // 'names.example.org'
 */
export function readNameZone(env: Record<string, string | undefined>): string | undefined {
  const value = env.PORTICO_NAME_ZONE?.trim()
  if (!value) return undefined
  if (value.length > 200 || !zonePattern.test(value))
    throw new InvalidConfigError(
      'PORTICO_NAME_ZONE',
      'must be a lower-case domain such as portico.id (letters, digits, hyphens, dots)',
    )
  return value
}
