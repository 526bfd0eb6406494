import type { PorticoClient } from '../client/types'
import type { SiwxNotEnabledError } from '../errors/siwx'
import type { SiwxServerError } from '../stores/siwx/errors'

export type GetSiwxTokenParameters = Pick<PorticoClient, 'siwxToken'>
export type GetSiwxTokenReturnType = string
export type GetSiwxTokenErrorType = SiwxNotEnabledError | SiwxServerError

/**
 * A token of the signed-in session for the app's own backend: a short-lived JWT (at most 15
 * minutes) that the backend verifies against the Portico server's `/.well-known/jwks.json`
 * (`@portico/verify`). The current one while it is not about to expire, else a new one. Rejects
 * with `SiwxServerError` (status 401) when no session is live, `SiwxNotEnabledError` when
 * sign-in is off or gives no tokens.
 *
 * @example
 * const token = await getSiwxToken(client)
 * await fetch('/api/me', { headers: { authorization: `Bearer ${token}` } })
 */
export function getSiwxToken(client: GetSiwxTokenParameters): Promise<GetSiwxTokenReturnType> {
  return client.siwxToken.getToken()
}
