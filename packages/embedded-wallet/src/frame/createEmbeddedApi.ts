/** An answer of the server's `/v1/embedded/*` routes, or its refusal message. */
export class EmbeddedApiError extends Error {
  override name = 'EmbeddedApiError'
  readonly status: number
  readonly retryAfterSeconds: number | undefined
  constructor(status: number, message: string, retryAfterSeconds?: number) {
    super(message)
    this.status = status
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export type CreateEmbeddedApiParameters = {
  /** The Portico server, e.g. `http://localhost:3000`. */
  apiUrl: string
  projectId: string
  fetch?: typeof fetch | undefined
}

/** The user the server knows. */
export type EmbeddedUser = {
  id: string
  email: string
  evmAddress: string | null
  solanaAddress: string | null
}

/**
 * The frame's client of the server's email-login and custody routes (`/v1/embedded/*`): JSON
 * POSTs from the frame origin, the session as a bearer token; a refusal throws an
 * {@link EmbeddedApiError} whose message is the server's plain-words `message`.
 *
 * @example
 * const api = createEmbeddedApi({ apiUrl: 'http://localhost:3000', projectId: 'portico-local' })
 * await api.post('/v1/embedded/email/connect', { email, deviceToken })
 */
export function createEmbeddedApi({ apiUrl, projectId, ...rest }: CreateEmbeddedApiParameters) {
  const doFetch = rest.fetch ?? globalThis.fetch
  return {
    async post<T>(path: string, body: Record<string, unknown>, token?: string): Promise<T> {
      const response = await doFetch(`${apiUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        },
        body: JSON.stringify({ projectId, ...body }),
      })
      const json = (await response.json().catch(() => ({}))) as {
        message?: string
        retryAfterSeconds?: number
      }
      if (!response.ok)
        throw new EmbeddedApiError(
          response.status,
          typeof json.message === 'string' ? json.message : 'An error occurred',
          json.retryAfterSeconds,
        )
      return json as T
    },
  }
}
export type EmbeddedApi = ReturnType<typeof createEmbeddedApi>
