/** A plain object of texts (not a function, not an array). */
const isTexts = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * `defaults` with `override` merged over it: nested objects key by key, any other value (a text,
 * a function) replaced; `undefined` keeps the default. Neither input is changed.
 *
 * @example
 * mergeStrings({ a: 'A', errors: { X: 'x', Y: 'y' } }, { errors: { Y: 'why' } })
 * // { a: 'A', errors: { X: 'x', Y: 'why' } }
 */
export function mergeStrings<texts extends object>(defaults: texts, override: unknown): texts {
  if (!isTexts(override)) return defaults
  const merged = { ...defaults } as Record<string, unknown>
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue
    const base = merged[key]
    merged[key] = isTexts(base) && isTexts(value) ? mergeStrings(base, value) : value
  }
  return merged as texts
}
