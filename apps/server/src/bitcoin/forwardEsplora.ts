import { redactUrl } from '../redactUrl'
import { readLimitedText } from '../rpc/forwardRpc'
import { esploraRequestUrl } from './fetchEsplora'

/** Parameters of {@link forwardEsplora}. */
export type ForwardEsploraParameters = {
  /** The Esplora API's base URL; credentials in it are sent as HTTP basic auth, never logged. */
  url: string
  /** An Esplora path already allowed by `isEsploraPathForwarded`, e.g. `/tx`. */
  path: string
  /** A raw transaction's hex for `POST /tx`; a GET without it. */
  body?: string | undefined
  timeoutMs: number
  /** Largest answer read, in bytes; past it the call fails. */
  maxResponseBytes: number
  /** Called with a short description, the URL redacted, when the upstream call fails. */
  onUpstreamError?: ((description: string) => void) | undefined
}

/**
 * The upstream's answer (its status, its text and whether it is JSON); when the call itself
 * fails, 504 for a timeout and 502 for no answer, a redirect or one too large. Never the URL.
 */
export type ForwardEsploraReturnType = { status: number; text: string; json: boolean }

/**
 * Forwards one Esplora request upstream with a time limit and passes its status and text back.
 *
 * @example
 * await forwardEsplora({ url: 'http://127.0.0.1:18443', path: '/blocks/tip/height', timeoutMs: 10_000, maxResponseBytes: 1 << 20 })
 * // { status: 200, text: '432', json: false }
 */
export async function forwardEsplora(
  parameters: ForwardEsploraParameters,
): Promise<ForwardEsploraReturnType> {
  const { url, path, body, timeoutMs, maxResponseBytes, onUpstreamError } = parameters
  const target = new URL(esploraRequestUrl(url, path))
  const headers: Record<string, string> = {}
  if (target.username || target.password) {
    const user = decodeURIComponent(target.username)
    const password = decodeURIComponent(target.password)
    headers.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
    target.username = ''
    target.password = ''
  }
  if (body !== undefined) headers['content-type'] = 'text/plain'
  try {
    const response = await fetch(target, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(timeoutMs),
      // A redirect could lead anywhere: not followed.
      redirect: 'manual',
    })
    const text = await readLimitedText(response, maxResponseBytes)
    if (text === undefined) {
      onUpstreamError?.(`${redactUrl(url)} answered more than ${maxResponseBytes} bytes`)
      return { status: 502, text: 'Upstream Esplora answer too large', json: false }
    }
    if (response.status >= 300 && response.status < 400) {
      onUpstreamError?.(`${redactUrl(url)} answered a redirect (${response.status})`)
      return { status: 502, text: 'Upstream Esplora request failed', json: false }
    }
    const json = (response.headers.get('content-type') ?? '').includes('json')
    return { status: response.status, text, json }
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError'
    const cause = (error as { cause?: { code?: unknown } }).cause
    const code = typeof cause?.code === 'string' ? cause.code : (error as Error).name
    onUpstreamError?.(
      `${redactUrl(url)} ${timedOut ? `timed out after ${timeoutMs} ms` : `failed (${code})`}`,
    )
    return timedOut
      ? { status: 504, text: 'Upstream Esplora request timed out', json: false }
      : { status: 502, text: 'Upstream Esplora request failed', json: false }
  }
}
