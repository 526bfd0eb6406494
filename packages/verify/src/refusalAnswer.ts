import type { PorticoTokenError } from './errors'

/**
 * The answer to a refused token: its status, the `WWW-Authenticate` header (RFC 6750) and the
 * JSON body `{ error, message }`.
 *
 * @example
 * const { status, wwwAuthenticate, body } = refusalAnswer(error)
 */
export function refusalAnswer(error: PorticoTokenError): {
  status: 401 | 503
  wwwAuthenticate: string
  body: { error: string; message: string }
} {
  return {
    status: error.status,
    wwwAuthenticate:
      error.code === 'missing'
        ? 'Bearer'
        : `Bearer error="invalid_token", error_description="${error.message.replace(/"/g, "'")}"`,
    body: {
      error: error.status === 503 ? 'Service Unavailable' : 'Unauthorized',
      message: error.message,
    },
  }
}
