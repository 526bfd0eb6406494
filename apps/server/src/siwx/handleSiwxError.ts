import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { SiwxRefusedError } from './errors'
import { ChainUnavailableError } from './verifySiwxSignature'

const statusTexts: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
}

/**
 * The sign-in routes' error handler: a {@link SiwxRefusedError} answers its 4xx as
 * `{ error, message }`, a chain that could not be reached 502; anything else goes
 * on to the parent handler (validation 400s, generic 500s).
 *
 * @example
 * app.setErrorHandler(handleSiwxError)
 */
export function handleSiwxError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof SiwxRefusedError)
    return reply.code(error.statusCode).send({
      error: statusTexts[error.statusCode] ?? 'Error',
      message: error.shortMessage,
    })
  if (error instanceof ChainUnavailableError) {
    request.log.warn({ reason: String(error.cause) }, 'siwx chain call failed')
    return reply.code(502).send({ error: 'Bad Gateway', message: error.shortMessage })
  }
  throw error
}
