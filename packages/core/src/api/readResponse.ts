import { type ApiSchema, checkSchema, ShapeError } from './checkSchema'
import { ApiResponseError } from './errors'

/**
 * Checks an answer against the route's generated schema (`apiSchemas.generated.ts`, written from
 * the server's own OpenAPI document) and returns it typed; a wrong shape becomes an
 * {@link ApiResponseError} naming the path and the field.
 *
 * @example
 * const body = readApiResponse<IdentityResponse>(path, await client.get({ path }), identityResponseSchema)
 */
export function readApiResponse<body>(path: string, value: unknown, schema: ApiSchema): body {
  try {
    checkSchema(schema, value, 'body')
  } catch (error) {
    if (error instanceof ShapeError) throw new ApiResponseError({ path, reason: error.message })
    throw error
  }
  return value as body
}
