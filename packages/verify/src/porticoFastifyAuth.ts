import { PorticoTokenError } from './errors'
import { readBearerToken } from './readBearerToken'
import { refusalAnswer } from './refusalAnswer'
import {
  type VerifyPorticoTokenParameters,
  type VerifyPorticoTokenReturnType,
  verifyPorticoToken,
} from './verifyPorticoToken'

/** What the hook reads of a Fastify request. */
type FastifyLikeRequest = {
  headers: { authorization?: string | undefined }
  portico?: VerifyPorticoTokenReturnType | undefined
}
/** What it calls on a Fastify reply. */
type FastifyLikeReply = {
  code(status: number): FastifyLikeReply
  header(name: string, value: string): FastifyLikeReply
  send(body: unknown): unknown
}

export type PorticoFastifyAuthParameters = VerifyPorticoTokenParameters
export type PorticoFastifyAuthReturnType = (
  request: FastifyLikeRequest,
  reply: FastifyLikeReply,
) => Promise<unknown>

/**
 * A Fastify `preHandler` hook: a request with a valid Portico token goes on with
 * `request.portico` set to its account; any other gets 401 (503 when the keys cannot be fetched)
 * with `WWW-Authenticate: Bearer` and `{ error, message }`.
 *
 * @example
 * app.decorateRequest('portico', undefined)
 * app.get('/api/me', { preHandler: porticoFastifyAuth({ issuer, audience: 'my-project' }) },
 *   async (request) => ({ account: request.portico.account }))
 */
export function porticoFastifyAuth(
  parameters: PorticoFastifyAuthParameters,
): PorticoFastifyAuthReturnType {
  return async (request, reply) => {
    try {
      request.portico = await verifyPorticoToken(
        readBearerToken(request.headers.authorization),
        parameters,
      )
    } catch (error) {
      if (!(error instanceof PorticoTokenError)) throw error
      const { status, wwwAuthenticate, body } = refusalAnswer(error)
      return reply.code(status).header('www-authenticate', wwwAuthenticate).send(body)
    }
  }
}
