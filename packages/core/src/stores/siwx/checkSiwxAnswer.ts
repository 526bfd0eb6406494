import {
  sessionsResponseSchema,
  siwxNonceResponseSchema,
  siwxTokenResponseSchema,
} from '../../api/apiSchemas.generated'
import { readApiResponse } from '../../api/readResponse'

/** The generated schemas (by name) of the answers the SIWX store checks. */
const schemas = { sessionsResponseSchema, siwxNonceResponseSchema, siwxTokenResponseSchema }

/** The name of a schema {@link checkSiwxAnswer} checks against. */
export type SiwxAnswerSchema = keyof typeof schemas

/**
 * Internal: checks a SIWX answer against the server's own schema (apiSchemas.generated.ts) and
 * returns it typed. Its own module, loaded by `createPorticoSiwx` with the first answer, so the
 * page's first load (where that store is made) carries none of the API's schemas.
 *
 * @throws {ApiResponseError} when the answer has another shape.
 * @example
 * const { checkSiwxAnswer } = await import('./checkSiwxAnswer')
 * checkSiwxAnswer<SiwxNonceResponse>('/v1/siwx/nonce', answer, 'siwxNonceResponseSchema')
 */
export function checkSiwxAnswer<result>(
  path: string,
  answer: unknown,
  schema: SiwxAnswerSchema,
): result {
  return readApiResponse<result>(path, answer, schemas[schema])
}
