import type {
  SessionsResponse,
  SiwxNonceResponse,
  SiwxTokenResponse,
} from '../../api/apiSchemas.generated'
import type { CaipNetworkId } from '../../caip/knownNamespaces'
import { systemClock } from '../../clock/systemClock'
import type { Clock } from '../../clock/types'
import { HttpStatusError } from '../../errors/http'
import { InvalidParameterError } from '../../errors/parameter'
import type { SiwxMessageData } from '../../siwx/types'
import type { SiwxAnswerSchema } from './checkSiwxAnswer'
import { SiwxServerError } from './errors'
import type { SiwxConfig, SiwxMessage, SiwxSession } from './types'

/** Parameters of {@link createPorticoSiwx}. */
export type CreatePorticoSiwxParameters = {
  /**
   * The Portico server, e.g. `location.origin`, `http://127.0.0.1:3000`, or where `@portico/proxy`
   * serves it on the page's origin (`${location.origin}/portico`).
   */
  apiUrl: string
  /** The project id the server knows the app by. */
  projectId: string
  /** `fetch` to use; the global one by default. Requests send cookies (`credentials: 'include'`). */
  fetch?: ((input: string, init?: RequestInit) => Promise<Response>) | undefined
  /** The message's domain (`host[:port]`); `location.host` by default. */
  domain?: string | undefined
  /** The message's URI; `location.origin` by default. */
  uri?: string | undefined
  /** The line of text the wallet shows; default `Sign in with your wallet to {domain}.` */
  statement?: string | undefined
  /**
   * How long a message (and its session) is valid; the server's lifetime (7 days by default) when
   * unset. The server never keeps a session longer than its lifetime, whatever the message says.
   */
  expiresInMs?: number | undefined
  /** Sign-in is required (visitors who do not sign are disconnected). Default false. */
  required?: boolean | undefined
  /** Sign out on the server when the wallet disconnects. Default true. */
  signOutOnDisconnect?: boolean | undefined
  /** Time source for `issuedAt`; the system clock by default. */
  clock?: Clock | undefined
}

/** Return type of {@link createPorticoSiwx}. */
export type CreatePorticoSiwxReturnType = SiwxConfig

/** A session as the server lists it. */
type ServerSession = { id: string; message: string; signature: string }

/**
 * Sign-in on Portico's server: nonces from `GET /v1/siwx/nonce`, sessions verified and stored by
 * `POST /v1/siwx/verify` (an HttpOnly session cookie), listed by `GET /v1/sessions`,
 * revoked by `POST /v1/sessions/:id/revoke`, signed out by `POST /v1/siwx/sign-out`; tokens for the
 * app's backend from `POST /v1/siwx/token`. The message code loads on first use.
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
    getRequired: () => parameters.required === true,
    signOutOnDisconnect: parameters.signOutOnDisconnect ?? true,
  }
}

const json = { accept: 'application/json', 'content-type': 'application/json' }

function parseApiUrl(apiUrl: string): URL {
  try {
    const url = new URL(apiUrl)
    if (url.protocol === 'http:' || url.protocol === 'https:') return url
  } catch {}
  throw new InvalidParameterError({
    reason: `createPorticoSiwx: apiUrl must be an http(s) URL, got ${JSON.stringify(apiUrl)}`,
  })
}

/** `path` on the server, under the base URL's own path (`https://app.example/portico` + `/v1/…`). */
function serverUrl(base: URL, path: string): URL {
  return new URL(base.pathname.replace(/\/$/, '') + path, base.origin)
}
