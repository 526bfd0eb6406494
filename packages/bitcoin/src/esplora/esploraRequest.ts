import { BitcoinEsploraError } from '../errors'

/** A `fetch` like the platform's (tests and servers may pass their own). */
export type EsploraFetch = (input: string, init?: RequestInit) => Promise<Response>

/** Parameters of {@link esploraRequest}. */
export type EsploraRequestParameters = {
  /** The Esplora base URL; its query string (e.g. `?projectId=…`) is kept. */
  baseUrl: string
  /** The API path, e.g. `/blocks/tip/height`. */
  path: string
  /** A raw transaction's hex for `POST /tx`; a GET without it. */
  body?: string | undefined
  fetch?: EsploraFetch | undefined
  signal?: AbortSignal | undefined
}
/** Return type of {@link esploraRequest}: the answer's text (a 200). */
export type EsploraRequestReturnType = string

/**
 * Internal: the URL of an Esplora path: the path is appended to the base URL's pathname and the
 * base's query string kept (`https://h/v1/esplora/bip122:…?projectId=p` + `/tx` →
 * `https://h/v1/esplora/bip122:…/tx?projectId=p`).
 *
 * @example
 * esploraUrl('http://127.0.0.1:18443/', '/blocks/tip/height') // 'http://127.0.0.1:18443/blocks/tip/height'
 */
export function esploraUrl(baseUrl: string, path: string): string {
  const url = new URL(baseUrl)
  url.pathname = url.pathname.replace(/\/+$/, '') + path
  return url.toString()
}

/**
 * Internal: one Esplora request. A non-2xx answer, or no answer, throws `BitcoinEsploraError`
 * with the status and the server's text (never the URL's query).
 *
 * @throws {BitcoinEsploraError} `Esplora request failed with status {status}`.
 * @example
 * await esploraRequest({ baseUrl, path: '/blocks/tip/height' }) // '101'
 */
export async function esploraRequest(
  parameters: EsploraRequestParameters,
): Promise<EsploraRequestReturnType> {
  const { baseUrl, path, body, signal } = parameters
  const fetchFn = parameters.fetch ?? globalThis.fetch
  let response: Response
  try {
    response = await fetchFn(
      esploraUrl(baseUrl, path),
      body === undefined
        ? { signal }
        : { method: 'POST', body, headers: { 'content-type': 'text/plain' }, signal },
    )
  } catch (cause) {
    if (signal?.aborted) throw cause
    throw new BitcoinEsploraError({ path, status: 0, text: 'no answer', cause })
  }
  const text = await response.text()
  if (!response.ok)
    throw new BitcoinEsploraError({ path, status: response.status, text: text.slice(0, 500) })
  return text
}
