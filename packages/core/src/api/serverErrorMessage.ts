import { HttpStatusError } from '../errors/http'

/**
 * The `message` of the server's error answer (`{ error, message }`) when `error` is a non-OK
 * status that carried one; `undefined` otherwise (a network failure, a body that is not JSON).
 *
 * @example
 * serverErrorMessage(error) // 'Error registering name alice.portico.id: the name is taken'
 */
export function serverErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof HttpStatusError) || !error.body) return undefined
  try {
    const { message } = JSON.parse(error.body) as { message?: unknown }
    return typeof message === 'string' && message !== '' ? message : undefined
  } catch {
    return undefined
  }
}
