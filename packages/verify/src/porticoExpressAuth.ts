import { PorticoTokenError } from './errors'
import { readBearerToken } from './readBearerToken'
import { refusalAnswer } from './refusalAnswer'
import {
  type VerifyPorticoTokenParameters,
  type VerifyPorticoTokenReturnType,
  verifyPorticoToken,
} from './verifyPorticoToken'

/** What the middleware reads of a request (Express's, connect's or Node's `IncomingMessage`). */
type NodeRequest = {
  headers: { authorization?: string | undefined }
  portico?: VerifyPorticoTokenReturnType | undefined
}
/** What it writes on a refusal (Node's `ServerResponse`, which Express's `res` extends). */
type NodeResponse = {
  statusCode: number
  setHeader(name: string, value: string): unknown
  end(body: string): unknown
}

export type PorticoExpressAuthParameters = VerifyPorticoTokenParameters
export type PorticoExpressAuthReturnType = (
  request: NodeRequest,
  response: NodeResponse,
  next: (error?: unknown) => void,
) => Promise<void>

/**
 * Express (or connect, or plain Node) middleware: a request with a valid Portico token goes on
 * with `req.portico` set to its account; any other gets 401 (503 when the keys cannot be fetched)
 * with `WWW-Authenticate: Bearer` and `{ error, message }`.
 *
 * @example
 * app.get('/api/me', porticoExpressAuth({ issuer, audience: 'my-project' }), (req, res) => {
 *   res.json({ account: req.portico.account })
 * })
 */
export function porticoExpressAuth(
  parameters: PorticoExpressAuthParameters,
): PorticoExpressAuthReturnType {
  return async (request, response, next) => {
    try {
      request.portico = await verifyPorticoToken(
        readBearerToken(request.headers.authorization),
        parameters,
      )
    } catch (error) {
      if (!(error instanceof PorticoTokenError)) return next(error)
      const { status, wwwAuthenticate, body } = refusalAnswer(error)
      response.statusCode = status
      response.setHeader('content-type', 'application/json; charset=utf-8')
      response.setHeader('www-authenticate', wwwAuthenticate)
      response.end(JSON.stringify(body))
      return
    }
    next()
  }
}
