// Small runtime checks of response shapes (no zod in the kit's bundle). Each throws a
// `ShapeError` naming the field; the typed clients turn it into an `ApiResponseError`.

/** A field had the wrong type; `field` is its path, e.g. `data[2].name`. */
export class ShapeError extends Error {
  override name = 'ShapeError'
}

const fail = (field: string, expected: string, value: unknown): never => {
  const got = value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value
  throw new ShapeError(`${field}: expected ${expected}, got ${got}`)
}

/** A plain object (not null, not an array). */
export function readObject(value: unknown, field: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail(field, 'an object', value)
  return value as Record<string, unknown>
}

/** An array, each item read by `item`. */
export function readArray<item>(
  value: unknown,
  field: string,
  read: (value: unknown, field: string) => item,
): item[] {
  if (!Array.isArray(value)) return fail(field, 'an array', value)
  return value.map((entry, index) => read(entry, `${field}[${index}]`))
}

/** A string. */
export function readString(value: unknown, field: string): string {
  if (typeof value !== 'string') return fail(field, 'a string', value)
  return value
}

/** A string, or null when absent/null/empty. */
export function readOptionalString(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === '') return null
  return readString(value, field)
}

/** A finite number. */
export function readNumber(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fail(field, 'a number', value)
  return value
}

/** A boolean. */
export function readBoolean(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') return fail(field, 'a boolean', value)
  return value
}
