/**
 * The theme modes (SPEC §3, §5). The default is `dark` (SPEC §9, `DEFAULT_THEME_MODE`).
 *
 * @example
 * themeModes // ['light', 'dark']
 */
export const themeModes = ['light', 'dark'] as const

/** One of {@link themeModes}. */
export type ThemeMode = (typeof themeModes)[number]
