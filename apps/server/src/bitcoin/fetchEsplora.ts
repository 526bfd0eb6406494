export type FetchEsploraParameters = {
  /** The Esplora API's base URL; `path` is appended to its path (its query is kept). */
  url: string
  /** An Esplora path, e.g. `/blocks/tip/height`. */
  path: string
  timeoutMs: number
}

/**
 * One GET of an Esplora API (Blockstream's, mempool.space's or the devnet's): the answer's text.
 * Throws an `Error` with the status and the API's own text when it is not 2xx; the URL is never
 * in the message (it may hold a key).
 *
 * @example
 * await fetchEsplora({ url: 'http://127.0.0.1:18443', path: '/blocks/tip/height', timeoutMs: 10_000 }) // '110'
 */
export async function fetchEsplora(parameters: FetchEsploraParameters): Promise<string> {
  const target = new URL(parameters.url)
  target.pathname = `${target.pathname.replace(/\/$/, '')}${parameters.path}`
  const response = await fetch(target, { signal: AbortSignal.timeout(parameters.timeoutMs) })
  const text = await response.text()
  if (!response.ok)
    throw new Error(`the Esplora API answered ${response.status}: ${text.slice(0, 200)}`)
  return text
}
