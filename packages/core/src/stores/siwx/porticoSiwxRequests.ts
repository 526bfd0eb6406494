import type {
  SessionsResponse,
  SiwxNonceResponse,
  SiwxTokenResponse,
} from '../../api/apiSchemas.generated'
import type { CaipNetworkId } from '../../caip/knownNamespaces'
import type { Clock } from '../../clock/types'
import { HttpStatusError } from '../../errors/http'
import { InvalidParameterError } from '../../errors/parameter'
import type { SiwxMessageData } from '../../siwx/types'
import type { SiwxAnswerSchema } from './checkSiwxAnswer'
import { SiwxServerError } from './errors'
import type { CreatePorticoSiwxParameters, SiwxConfig, SiwxMessage, SiwxSession } from './types'

/** What {@link createPorticoSiwx} checked and read at creation. */
export type PorticoSiwxRequestsParameters = {
  parameters: CreatePorticoSiwxParameters
  projectId: string
  apiUrl: URL
  clock: Clock
  doFetch: (input: string, init?: RequestInit) => Promise<Response>
  here: { host: string; origin: string } | undefined
}

/** The server calls of the sign-in: every method of `SiwxConfig` but the two settings. */
export type PorticoSiwxRequests = Required<Omit<SiwxConfig, 'getRequired' | 'signOutOnDisconnect'>>

/** A session as the server lists it. */
type ServerSession = { id: string; message: string; signature: string }

/**
 * The requests of {@link createPorticoSiwx}'s sign-in (its own chunk, loaded on the first call:
 * the page's first load carries only the checks of the parameters).
 *
 * @example
 * const siwx = createPorticoSiwxRequests({ parameters, projectId, apiUrl, clock, doFetch, here })
 */
export function createPorticoSiwxRequests(
  resolved: PorticoSiwxRequestsParameters,
): PorticoSiwxRequests {
  const { parameters, projectId, apiUrl, clock, doFetch, here } = resolved
  const { expiresInMs } = parameters

  const request = async <result>(
    method: 'GET' | 'POST',
    path: string,
    options: { query?: Record<string, string>; body?: unknown; schema?: SiwxAnswerSchema } = {},
  ): Promise<result> => {
    const url = serverUrl(apiUrl, path)
    for (const [key, value] of Object.entries({ projectId, ...options.query }))
      url.searchParams.set(key, value)
    const body = options.body === undefined ? undefined : JSON.stringify(options.body)
    const response = await doFetch(url.href, {
      method,
      credentials: 'include',
      headers: body === undefined ? { accept: 'application/json' } : json,
      body,
    })
    const text = await response.text()
    let answer: unknown
    try {
      answer = text === '' ? undefined : JSON.parse(text)
    } catch {
      answer = undefined
    }
    if (!response.ok) {
      const reason = (answer as { message?: unknown } | undefined)?.message
      if (typeof reason === 'string' && reason)
        throw new SiwxServerError({ status: response.status, reason, details: `${method} ${path}` })
      throw new HttpStatusError({ status: response.status, details: `${method} ${path}` })
    }
    // Answers the kit reads are checked against the server's own schema (apiSchemas.generated.ts),
    // loaded with the first answer: the page's first load (where this store is made) carries none.
    if (!options.schema) return answer as result
    const { checkSiwxAnswer } = await import('./checkSiwxAnswer')
    return checkSiwxAnswer<result>(path, answer, options.schema)
  }

  const listSessions = async (chainId: CaipNetworkId, address: string) => {
    const answer = await request<SessionsResponse>('GET', '/v1/sessions', {
      query: { chainId, address },
      schema: 'sessionsResponseSchema',
    })
    return answer.sessions as ServerSession[]
  }

  return {
    async createMessage({ accountAddress, chainId, notBefore, expirationTime }) {
      const domain = parameters.domain ?? here?.host
      const uri = parameters.uri ?? here?.origin
      if (!domain || !uri)
        throw new InvalidParameterError({
          reason: 'createPorticoSiwx needs a domain and uri outside a browser page',
        })
      const [{ formatSiwxMessage }, { nonce }] = await Promise.all([
        import('../../siwx/formatSiwxMessage'),
        request<SiwxNonceResponse>('GET', '/v1/siwx/nonce', { schema: 'siwxNonceResponseSchema' }),
      ])
      const now = clock.now()
      const expiry =
        expirationTime ??
        (expiresInMs === undefined ? undefined : new Date(now + expiresInMs).toISOString())
      const data: SiwxMessageData = {
        domain,
        accountAddress,
        statement: parameters.statement ?? `Sign in with your wallet to ${domain}.`,
        uri,
        version: '1',
        chainId,
        nonce,
        issuedAt: new Date(now).toISOString(),
        ...(expiry === undefined ? {} : { expirationTime: expiry }),
        ...(notBefore === undefined ? {} : { notBefore }),
      }
      const text = formatSiwxMessage(data)
      const message: SiwxMessage = { ...data, toString: () => text }
      return message
    },
    async addSession(session) {
      await request('POST', '/v1/siwx/verify', {
        body: {
          projectId,
          message: session.message,
          signature: session.signature,
          ...(session.cacao ? { cacao: session.cacao } : {}),
        },
      })
    },
    async getSessions(chainId, address) {
      const sessions = await listSessions(chainId, address)
      if (sessions.length === 0) return []
      const { parseSiwxMessage } = await import('../../siwx/parseSiwxMessage')
      return sessions.map(
        (s): SiwxSession => ({
          id: s.id,
          data: parseSiwxMessage(s.message),
          message: s.message,
          signature: s.signature,
        }),
      )
    },
    async revokeSession(chainId, address) {
      const sessions = await listSessions(chainId, address)
      for (const session of sessions)
        await request('POST', `/v1/sessions/${encodeURIComponent(session.id)}/revoke`, {
          body: {},
        })
    },
    async setSessions(sessions) {
      if (sessions.length > 0)
        throw new InvalidParameterError({
          reason:
            'The Portico server issues sessions only through addSession; setSessions takes [] (sign out)',
        })
      await request('POST', '/v1/siwx/sign-out', { body: {} })
    },
    async createAuthenticateParameters() {
      const domain = parameters.domain ?? here?.host
      const uri = parameters.uri ?? here?.origin
      if (!domain || !uri)
        throw new InvalidParameterError({
          reason: 'createPorticoSiwx needs a domain and uri outside a browser page',
        })
      const { nonce } = await request<SiwxNonceResponse>('GET', '/v1/siwx/nonce', {
        schema: 'siwxNonceResponseSchema',
      })
      const now = clock.now()
      return {
        nonce,
        domain,
        uri,
        statement: parameters.statement ?? `Sign in with your wallet to ${domain}.`,
        iat: new Date(now).toISOString(),
        ...(expiresInMs === undefined ? {} : { exp: new Date(now + expiresInMs).toISOString() }),
      }
    },
    getToken: () =>
      request<SiwxTokenResponse>('POST', '/v1/siwx/token', { schema: 'siwxTokenResponseSchema' }),
  }
}

const json = { accept: 'application/json', 'content-type': 'application/json' }

/** `path` on the server, under the base URL's own path (`https://app.example/portico` + `/v1/…`). */
function serverUrl(base: URL, path: string): URL {
  return new URL(base.pathname.replace(/\/$/, '') + path, base.origin)
}
