import { z } from 'zod'

/**
 * The JSON body of every 4xx answer of the JSON API (other than the RPC gateway, which answers in
 * JSON-RPC): `{ error, message }`, e.g. `{ error: 'Bad Request', message: 'Missing query parameter
 * "projectId"' }`. Use it in route `response` schemas so the OpenAPI document shows it.
 *
 * @example
 * app.get('/x', { schema: { response: { 200: body, 400: errorBody, 404: errorBody } } }, handler)
 */
export const errorBody = z
  .object({
    error: z.string().describe('HTTP status text, e.g. "Bad Request" or "Not Found"'),
    message: z.string().describe('What was wrong, naming the field'),
  })
  .describe('Error answer')

export type ErrorBody = z.infer<typeof errorBody>
