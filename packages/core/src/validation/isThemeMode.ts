/**
 * The theme modes (SPEC §3, §5). The default is `dark` (SPEC §9).
 *
 * @example
 * themeModes // ['light', 'dark']
 */
export const themeModes = ['light', 'dark'] as const

/** One of {@link themeModes}. */
export type ThemeMode = (typeof themeModes)[number]

/**
 * Whether `value` is a theme mode: `light` or `dark`.
 *
 * @example
 * isThemeMode('dark') // true
 * isThemeMode('system') // false
 */
export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark'
}
