import fc from 'fast-check'

/** The subset of JSON Schema that the server's OpenAPI document (made from its zod schemas) uses. */
export type JsonSchema = {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number | boolean
  exclusiveMaximum?: number | boolean
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  properties?: Record<string, JsonSchema>
  required?: string[]
  nullable?: boolean
  default?: unknown
}

/** Text a parser or a database could trip on: controls, NUL, surrogates, emoji, escapes, paths. */
export const nastyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)) }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    '\u202e',
    '🦊🦊',
    'ﬀ',
    '%00',
    '%',
    '../../etc/passwd',
    '0x',
    '0X00',
    '-0',
    'NaN',
    'Infinity',
    '1e309',
    '-1',
    '9'.repeat(400),
    'null',
    'true',
    '[]',
    '{}',
    '__proto__',
    'constructor',
    "' or 1=1 --",
    'eip155:',
    'eip155:-1',
    'eip155:99999999999999999999',
    'solana:',
  ),
  fc.nat({ max: 20_000 }).map((length) => 'a'.repeat(length)),
)

/** Numbers at and past every edge (JSON cannot carry NaN or Infinity; they become null). */
export const nastyNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    -(2 ** 53) - 2,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e308,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
)

/** Any JSON value, nested a little, with the nasty strings and numbers above among the leaves. */
export const nastyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyText,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(nastyText, fc.string()), tie('value'), { maxKeys: 4 }),
  ),
})).value

/** Escapes a schema pattern for fast-check (zod writes JS regular expressions). */
function patternArbitrary(pattern: string, maxLength?: number): fc.Arbitrary<string> {
  const matching = fc.stringMatching(new RegExp(pattern))
  return maxLength === undefined ? matching : matching.filter((text) => text.length <= maxLength)
}

/** Values a real caller sends for a field of this name (used instead of the schema's, if given). */
export type Hints = (name: string) => fc.Arbitrary<unknown> | undefined

/**
 * Values that meet `schema` (as far as JSON Schema tells: zod refinements are not in it), so a
 * request gets past validation and into the handler.
 *
 * @example
 * fc.sample(validFromSchema({ type: 'integer', minimum: 1, maximum: 9 }), 3) // e.g. [4, 1, 9]
 */
export function validFromSchema(
  schema: JsonSchema | undefined,
  hints: Hints = () => undefined,
): fc.Arbitrary<unknown> {
  const valid = (inner: JsonSchema | undefined) => validFromSchema(inner, hints)
  if (schema === undefined) return nastyJson
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum)
  const choices = schema.anyOf ?? schema.oneOf
  if (choices !== undefined && choices.length > 0) return fc.oneof(...choices.map(valid))
  if (schema.allOf !== undefined && schema.allOf.length > 0) return validFromSchema(schema.allOf[0])
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      if (schema.pattern !== undefined) return patternArbitrary(schema.pattern, schema.maxLength)
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 64, (schema.minLength ?? 0) + 64),
      })
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -(2 ** 31)
      const max = typeof schema.maximum === 'number' ? schema.maximum : 2 ** 31
      const lower = Math.max(min, Number.MIN_SAFE_INTEGER)
      const upper = Math.min(max, Number.MAX_SAFE_INTEGER)
      return type === 'integer'
        ? fc.integer({ min: Math.ceil(lower), max: Math.floor(upper) })
        : fc.double({ min: lower, max: upper, noNaN: true })
    }
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(valid(schema.items), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, (schema.minItems ?? 0) + 5),
      })
    case 'object': {
      const properties = schema.properties ?? {}
      const required = schema.required ?? []
      const record: Record<string, fc.Arbitrary<unknown>> = {}
      for (const [name, property] of Object.entries(properties))
        record[name] = hints(name) ?? valid(property)
      return fc.record(record, { requiredKeys: required.filter((name) => name in properties) })
    }
    default:
      return nastyJson
  }
}

/**
 * Values from the schema or outside it: right-typed or wrong-typed, at the edges, unicode, control
 * characters; objects with fields missing, added or of the wrong type.
 *
 * @example
 * fc.sample(wildFromSchema({ type: 'object', properties: { id: { type: 'string' } } }), 3)
 */
export function wildFromSchema(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type
  if (type === 'object' && schema?.properties !== undefined) {
    const record: Record<string, fc.Arbitrary<unknown>> = {}
    for (const [name, property] of Object.entries(schema.properties))
      record[name] = wildFromSchema(property)
    return fc.oneof(
      validFromSchema(schema),
      fc
        .tuple(
          fc.record(record, { requiredKeys: [] }),
          fc.dictionary(nastyText, nastyJson, { maxKeys: 3 }),
        )
        .map(([known, extra]) => ({ ...extra, ...known })),
      nastyJson,
    )
  }
  if (type === 'array')
    return fc.oneof(
      validFromSchema(schema),
      fc.array(wildFromSchema(schema?.items), { maxLength: 6 }),
      nastyJson,
    )
  return fc.oneof(validFromSchema(schema), nastyText, nastyNumber, nastyJson)
}
