import { InvalidConfigError } from '../errors'

/** The zone names are registered under when `PORTICO_NAME_ZONE` is unset. */
export const DEFAULT_NAME_ZONE = 'portico.id'
const zonePattern = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/

/**
 * `PORTICO_NAME_ZONE`: the lower-case DNS-style zone names are registered under (`alice.<zone>`);
 * `portico.id` by default. Throws {@link InvalidConfigError} for anything else.
 *
 * @example
 * readNameZone({ PORTICO_NAME_ZONE: 'names.example.org' }) // 'names.example.org'
 */
export function readNameZone(env: Record<string, string | undefined>): string {
  const value = env.PORTICO_NAME_ZONE?.trim() || DEFAULT_NAME_ZONE
  if (value.length > 200 || !zonePattern.test(value))
    throw new InvalidConfigError(
      'PORTICO_NAME_ZONE',
      'must be a lower-case domain such as portico.id (letters, digits, hyphens, dots)',
    )
  return value
}
