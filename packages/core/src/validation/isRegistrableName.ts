const namePattern = /^[A-Za-z0-9-]{4,}$/

/**
 * Whether `value` can be registered as an account name: letters, digits and hyphens only, at least
 * 4 characters (SPEC §5). The name-service suffix is not part of the value.
 *
 * @example
 * isRegistrableName('ada-99') // true
 * isRegistrableName('ada') // false (too short)
 */
export function isRegistrableName(value: unknown): boolean {
  return typeof value === 'string' && namePattern.test(value)
}
