import type { FetchFunction } from './createHttpClient'

/** A recorded request. */
export type RecordedRequest = { url: URL; method: string; headers: Headers; body: unknown }

/**
 * A `fetch` that records each request and answers with `respond` (a value is sent as JSON with
 * status 200; a `Response` as is; an `Error` is thrown as a network failure would be).
 */
export function createTestFetch(respond: (request: RecordedRequest) => unknown) {
  const requests: RecordedRequest[] = []
  const fetch: FetchFunction = async (input, init = {}) => {
    const request: RecordedRequest = {
      url: new URL(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    }
    requests.push(request)
    const answer = respond(request)
    if (answer instanceof Error) throw answer
    if (answer instanceof Response) return answer
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  }
  return { fetch, requests }
}
