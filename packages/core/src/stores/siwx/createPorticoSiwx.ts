import { systemClock } from '../../clock/systemClock'
import { InvalidParameterError } from '../../errors/parameter'
import type { PorticoSiwxRequests } from './porticoSiwxRequests'
import type { CreatePorticoSiwxParameters, SiwxConfig } from './types'

export type { CreatePorticoSiwxParameters } from './types'

/** Return type of {@link createPorticoSiwx}. */
export type CreatePorticoSiwxReturnType = SiwxConfig

/**
 * Sign-in on Portico's server: nonces from `GET /v1/siwx/nonce`, sessions verified and stored by
 * `POST /v1/siwx/verify` (an HttpOnly session cookie), listed by `GET /v1/sessions`,
 * revoked by `POST /v1/sessions/:id/revoke`, signed out by `POST /v1/siwx/sign-out`; tokens for the
 * app's backend from `POST /v1/siwx/token`. Only the checks of the parameters are made at
 * creation (the page's first load): the requests and the message code load on the first call.
 *
 * @example
 * const siwx = createPorticoSiwx({ apiUrl: location.origin, projectId: 'portico-local' })
 * const config = createPorticoConfig({ projectId, networks, adapters, siwx })
 */
export function createPorticoSiwx(
  parameters: CreatePorticoSiwxParameters,
): CreatePorticoSiwxReturnType {
  const { projectId, expiresInMs } = parameters
  if (!projectId) throw new InvalidParameterError({ reason: 'createPorticoSiwx needs a projectId' })
  const apiUrl = parseApiUrl(parameters.apiUrl)
  const clock = parameters.clock ?? systemClock
  const doFetch = parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const here = (globalThis as { location?: { host: string; origin: string } }).location
  if (expiresInMs !== undefined && !(Number.isFinite(expiresInMs) && expiresInMs > 0))
    throw new InvalidParameterError({
      reason: `createPorticoSiwx: expiresInMs must be a positive number, got ${expiresInMs}`,
    })

  let loading: Promise<PorticoSiwxRequests> | undefined
  // The requests load on the first call (a failed load is tried again on the next).
  const requests = () => {
    loading ??= import('./porticoSiwxRequests').then(
      (m) => m.createPorticoSiwxRequests({ parameters, projectId, apiUrl, clock, doFetch, here }),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }

  return {
    createMessage: async (input) => (await requests()).createMessage(input),
    addSession: async (session) => (await requests()).addSession(session),
    getSessions: async (chainId, address) => (await requests()).getSessions(chainId, address),
    revokeSession: async (chainId, address) => (await requests()).revokeSession(chainId, address),
    setSessions: async (sessions) => (await requests()).setSessions(sessions),
    createAuthenticateParameters: async () => (await requests()).createAuthenticateParameters(),
    getToken: async () => (await requests()).getToken(),
    getRequired: () => parameters.required === true,
    signOutOnDisconnect: parameters.signOutOnDisconnect ?? true,
  }
}

function parseApiUrl(apiUrl: string): URL {
  try {
    const url = new URL(apiUrl)
    if (url.protocol === 'http:' || url.protocol === 'https:') return url
  } catch {}
  throw new InvalidParameterError({
    reason: `createPorticoSiwx: apiUrl must be an http(s) URL, got ${JSON.stringify(apiUrl)}`,
  })
}
