/**
 * The social login providers Portico accepts (SPEC §5).
 *
 * @example
 * socialProviders.includes('github') // true
 */
export const socialProviders = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

/** One of {@link socialProviders}. */
export type SocialProvider = (typeof socialProviders)[number]

/**
 * Whether `value` is one of the {@link socialProviders} (exact, lowercase).
 *
 * @example
 * isSocialProvider('discord') // true
 * isSocialProvider('twitter') // false
 */
export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (socialProviders as readonly string[]).includes(value)
}
