import { HttpStatusError } from '../errors/http'
import { InvalidParameterError } from '../errors/parameter'
import { ApiResponseError } from './errors'

/** A query parameter value; `undefined` is left out, arrays are joined with commas. */
export type QueryValue = string | number | boolean | undefined | null | readonly string[]

/** Query parameters of a request. */
export type QueryParams = Record<string, QueryValue>

/** The `fetch` the client calls (the global one by default). */
export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>

/** Parameters of {@link createHttpClient}. */
export type CreateHttpClientParameters = {
  /** Origin (and optional path prefix) of the Portico server, e.g. `http://127.0.0.1:3000`. */
  baseUrl: string
  /** Sent as the `clientId` query parameter on every request, when set. */
  clientId?: string | undefined
  /** Query parameters sent on every request (e.g. `{ projectId, st, sv }`). */
  params?: QueryParams | undefined
  /** `fetch` to use; the global one by default. */
  fetch?: FetchFunction | undefined
  /** Extra `RequestInit` fields for every request (e.g. `{ credentials: 'include' }`). */
  init?: Omit<RequestInit, 'method' | 'body' | 'signal'> | undefined
}

/** One request. */
export type HttpRequestParameters = {
  /** Path under the base URL, e.g. `/getWallets`. */
  path: string
  params?: QueryParams | undefined
  /** Sent as JSON (`content-type: application/json`). */
  body?: unknown
  headers?: Record<string, string> | undefined
  signal?: AbortSignal | undefined
}

/** Return type of {@link createHttpClient}. */
export type CreateHttpClientReturnType = {
  readonly baseUrl: string
  /** The parameters sent on every request (including `clientId`). */
  readonly params: Readonly<QueryParams>
  /** The full URL of `path` with the client's and the given query parameters. */
  url(path: string, params?: QueryParams): string
  get<result = unknown>(request: HttpRequestParameters): Promise<result>
  post<result = unknown>(request: HttpRequestParameters): Promise<result>
  put<result = unknown>(request: HttpRequestParameters): Promise<result>
  delete<result = unknown>(request: HttpRequestParameters): Promise<result>
  /** GET that answers a `Blob` (images). */
  getBlob(request: HttpRequestParameters): Promise<Blob>
}

/** The errors a request may throw: a non-OK status, or an answer that is not JSON. */
export type HttpClientErrorType = HttpStatusError | ApiResponseError | InvalidParameterError

/**
 * A small HTTP client for the Portico server (SPEC §7 "Generic HTTP client"): GET, POST, PUT,
 * DELETE and blob GET; JSON bodies; query parameters, with `clientId` on every request; a non-OK
 * status throws `HTTP status code: {status}` ({@link HttpStatusError}).
 *
 * @example
 * const client = createHttpClient({
 *   baseUrl: 'http://127.0.0.1:3000',
 *   clientId: 'web-1',
 *   params: { projectId: 'portico-local' },
 * })
 * const { data, count } = await client.get({ path: '/getWallets', params: { page: 1 } })
 */
export function createHttpClient(
  parameters: CreateHttpClientParameters,
): CreateHttpClientReturnType {
  const base = parseBaseUrl(parameters.baseUrl)
  const doFetch: FetchFunction =
    parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const params: QueryParams = { ...parameters.params }
  if (parameters.clientId !== undefined) {
    if (!parameters.clientId)
      throw new InvalidParameterError({ reason: 'createHttpClient: clientId must not be empty' })
    params.clientId = parameters.clientId
  }

  const url = (path: string, extra?: QueryParams) => {
    if (typeof path !== 'string' || !path.startsWith('/'))
      throw new InvalidParameterError({
        reason: `A request path starts with "/", got ${JSON.stringify(path)}`,
      })
    const target = new URL(base.pathname.replace(/\/$/, '') + path, base.origin)
    for (const [key, value] of Object.entries({ ...params, ...extra })) {
      if (value === undefined || value === null) continue
      target.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value))
    }
    return target.href
  }

  const send = async (method: string, request: HttpRequestParameters) => {
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers }
    let body: string | undefined
    if (request.body !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(request.body)
    }
    const response = await doFetch(url(request.path, request.params), {
      ...parameters.init,
      method,
      headers,
      body,
      signal: request.signal,
    })
    if (!response.ok) {
      // Drain the body so the connection can be reused; its text goes to the details.
      const text = await response.text().catch(() => '')
      throw new HttpStatusError({
        status: response.status,
        body: text.slice(0, 2000),
        details: `${method} ${request.path}${text ? `: ${text.slice(0, 200)}` : ''}`,
      })
    }
    return response
  }

  const json = async <result>(method: string, request: HttpRequestParameters) => {
    const response = await send(method, request)
    const text = await response.text()
    if (text === '') return undefined as result
    try {
      return JSON.parse(text) as result
    } catch (cause) {
      throw new ApiResponseError({ path: request.path, reason: 'the body is not JSON', cause })
    }
  }

  return {
    baseUrl: base.href,
    params,
    url,
    get: (request) => json('GET', request),
    post: (request) => json('POST', request),
    put: (request) => json('PUT', request),
    delete: (request) => json('DELETE', request),
    getBlob: async (request) =>
      (await send('GET', { ...request, headers: { accept: '*/*', ...request.headers } })).blob(),
  }
}

function parseBaseUrl(baseUrl: string): URL {
  let url: URL | undefined
  try {
    url = new URL(baseUrl)
  } catch {}
  if (url?.protocol === 'http:' || url?.protocol === 'https:') return url
  throw new InvalidParameterError({
    reason: `createHttpClient: baseUrl must be an http(s) URL, got ${JSON.stringify(baseUrl)}`,
  })
}
