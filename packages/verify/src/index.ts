/**
 * @portico/verify — a backend's check of a Portico sign-in token (Node and edge runtimes).
 *
 * @module @portico/verify
 */

export {
  PorticoJwksUnavailableError,
  PorticoTokenAlgorithmError,
  PorticoTokenAudienceError,
  PorticoTokenError,
  type PorticoTokenErrorCode,
  PorticoTokenExpiredError,
  PorticoTokenIssuerError,
  PorticoTokenMalformedError,
  PorticoTokenMissingError,
  PorticoTokenSignatureError,
} from './errors'
export {
  type PorticoExpressAuthParameters,
  type PorticoExpressAuthReturnType,
  porticoExpressAuth,
} from './porticoExpressAuth'
export {
  type PorticoFastifyAuthParameters,
  type PorticoFastifyAuthReturnType,
  porticoFastifyAuth,
} from './porticoFastifyAuth'
export { readBearerToken } from './readBearerToken'
export {
  type VerifyPorticoRequestParameters,
  type VerifyPorticoRequestReturnType,
  verifyPorticoRequest,
} from './verifyPorticoRequest'
export {
  type VerifyPorticoTokenErrorType,
  type VerifyPorticoTokenParameters,
  type VerifyPorticoTokenReturnType,
  verifyPorticoToken,
} from './verifyPorticoToken'
