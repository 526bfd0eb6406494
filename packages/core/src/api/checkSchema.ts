/** A field of an answer had the wrong type; `field` is its path, e.g. `data[2].name`. */
export class ShapeError extends Error {
  override name = 'ShapeError'
}

/**
 * The part of JSON Schema (OpenAPI 3.0) the server's response schemas use: what
 * `apiSchemas.generated.ts` holds. Keywords outside it are not written by the generator.
 */
export type ApiSchema = {
  readonly type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | undefined
  readonly nullable?: boolean | undefined
  readonly enum?: readonly (string | number | boolean | null)[] | undefined
  readonly properties?: { readonly [name: string]: ApiSchema } | undefined
  readonly required?: readonly string[] | undefined
  readonly items?: ApiSchema | undefined
  readonly minimum?: number | undefined
  readonly maximum?: number | undefined
}

const describeValue = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value

/** The path of a field: `balances[0].name` (the answer itself is `body`). */
const child = (field: string, name: string) => (field === 'body' ? name : `${field}.${name}`)

function fail(field: string, expected: string, value: unknown): never {
  throw new ShapeError(`${field}: expected ${expected}, got ${describeValue(value)}`)
}

/**
 * Checks an answer against the server's own response schema (the one definition of the HTTP API,
 * generated from its OpenAPI document) and throws a {@link ShapeError} naming the first wrong
 * field. Fields the schema does not name are accepted: a newer server may add some.
 *
 * @example
 * checkSchema(identityResponseSchema, await response.json(), 'body')
 */
export function checkSchema(schema: ApiSchema, value: unknown, field: string): void {
  if (value === null) {
    if (schema.nullable || schema.enum?.includes(null)) return
    if (schema.type !== undefined)
      fail(field, `${/^[aeiou]/.test(schema.type) ? 'an' : 'a'} ${schema.type}`, value)
  }
  if (schema.enum && !schema.enum.includes(value as string))
    throw new ShapeError(
      `${field}: expected one of ${schema.enum.join(', ')}, got ${JSON.stringify(value)}`,
    )
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') fail(field, 'a string', value)
      return
    case 'boolean':
      if (typeof value !== 'boolean') fail(field, 'a boolean', value)
      return
    case 'number':
    case 'integer': {
      if (typeof value !== 'number' || !Number.isFinite(value)) fail(field, 'a number', value)
      if (schema.type === 'integer' && !Number.isInteger(value)) fail(field, 'an integer', value)
      if (schema.minimum !== undefined && value < schema.minimum)
        fail(field, `a number ≥ ${schema.minimum}`, value)
      if (schema.maximum !== undefined && value > schema.maximum)
        fail(field, `a number ≤ ${schema.maximum}`, value)
      return
    }
    case 'array': {
      if (!Array.isArray(value)) fail(field, 'an array', value)
      const { items } = schema
      if (items)
        for (const [index, item] of value.entries()) checkSchema(items, item, `${field}[${index}]`)
      return
    }
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        fail(field, 'an object', value)
      const record = value as Record<string, unknown>
      const required = new Set(schema.required)
      // In the schema's order, so the first wrong field is the one named.
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (record[name] !== undefined) checkSchema(property, record[name], child(field, name))
        else if (required.has(name)) throw new ShapeError(`${child(field, name)}: missing`)
      }
      for (const name of required)
        if (record[name] === undefined) throw new ShapeError(`${child(field, name)}: missing`)
      return
    }
  }
}
