import { stripBasePath } from './stripBasePath'

export type CreatePorticoProxyParameters = {
  /** The Portico server's URL as this app's server reaches it, e.g. `http://127.0.0.1:3000`. */
  target: string
  /** The path of this app the proxy answers under (`/portico` by default). */
  basePath?: string | undefined
  /**
   * The visitor's address, when the runtime knows it and does not already put it in
   * `X-Forwarded-For` (Next.js does); appended to that header.
   */
  clientAddress?: ((request: Request) => string | undefined) | undefined
  /** `fetch` to reach the server with; the global one by default. */
  fetch?: typeof fetch | undefined
}

/** A Fetch API handler: a Next.js route handler, or any server that speaks `Request`/`Response`. */
export type CreatePorticoProxyReturnType = (request: Request) => Promise<Response>

/** Headers of one connection that never cross a proxy (RFC 9110 §7.6.1), and what fetch sets. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
])

/**
 * Serves the Portico server under one path of the app's own origin, so the kit calls its own
 * origin (`apiUrl: '/portico'`) and the sign-in cookie is first-party. Every route is forwarded
 * (`/v1/*`, the wallet directory and its images, `/getAnalyticsConfig`, `/projects/v1/origins`),
 * with the request's cookies, `Origin`, `Authorization` and body, the visitor's address in
 * `X-Forwarded-For` (give the server `PORTICO_TRUST_PROXY` for this app's address), and the
 * answer's status, `Set-Cookie` headers and redirects as they are. The relay's WebSocket cannot
 * pass through a Fetch handler: point the kit's relay at the server itself, or use
 * {@link porticoViteProxy} in development.
 *
 * @example
 * // app/portico/[...path]/route.ts (Next.js App Router)
 * import { createPorticoProxy } from '@portico/proxy'
 * const proxy = createPorticoProxy({ target: process.env.PORTICO_SERVER_URL ?? 'http://127.0.0.1:3000' })
 * export { proxy as GET, proxy as POST, proxy as PUT, proxy as DELETE, proxy as OPTIONS }
 */
export function createPorticoProxy(
  parameters: CreatePorticoProxyParameters,
): CreatePorticoProxyReturnType {
  const target = new URL(parameters.target)
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    throw new TypeError(`createPorticoProxy: target must be an http(s) URL, got ${target.protocol}`)
  const basePath = normaliseBasePath(parameters.basePath ?? '/portico')
  const targetPath = target.pathname.replace(/\/$/, '')
  const doFetch = parameters.fetch ?? fetch

  return async (request) => {
    const incoming = new URL(request.url)
    const path = stripBasePath(incoming.pathname, basePath)
    if (path === undefined) return notFound()
    const url = new URL(`${targetPath}${path}${incoming.search}`, target.origin)

    const headers = new Headers()
    for (const [name, value] of request.headers) if (!hopByHop.has(name)) headers.set(name, value)
    const address = parameters.clientAddress?.(request)
    if (address) {
      const before = request.headers.get('x-forwarded-for')
      headers.set('x-forwarded-for', before ? `${before}, ${address}` : address)
    }
    headers.set('x-forwarded-host', request.headers.get('host') ?? incoming.host)
    headers.set('x-forwarded-proto', incoming.protocol.replace(':', ''))
    // The answer is passed on as it comes; asking for an identity encoding keeps fetch from
    // decompressing a body whose Content-Encoding would then be wrong.
    headers.set('accept-encoding', 'identity')

    const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
    let answer: Response
    try {
      answer = await doFetch(url, {
        method: request.method,
        headers,
        redirect: 'manual',
        ...(hasBody ? { body: await request.arrayBuffer() } : {}),
        signal: request.signal,
      })
    } catch {
      return new Response(
        JSON.stringify({ error: 'Bad Gateway', message: 'The Portico server did not answer' }),
        { status: 502, headers: { 'content-type': 'application/json' } },
      )
    }

    const out = new Headers()
    for (const [name, value] of answer.headers)
      if (!hopByHop.has(name) && name !== 'set-cookie' && name !== 'content-encoding')
        out.set(name, value)
    for (const cookie of answer.headers.getSetCookie()) out.append('set-cookie', cookie)
    const location = answer.headers.get('location')
    if (location) out.set('location', rewriteLocation(location, target, targetPath, basePath))
    return new Response(answer.body, { status: answer.status, headers: out })
  }
}

function normaliseBasePath(path: string): string {
  if (!path.startsWith('/')) throw new TypeError(`basePath must start with "/", got "${path}"`)
  return path.replace(/\/+$/, '')
}

/** A redirect to the server itself points back under the base path of the app's origin. */
function rewriteLocation(location: string, target: URL, targetPath: string, basePath: string) {
  const url = new URL(location, target)
  if (url.origin !== target.origin) return location
  const path = url.pathname.startsWith(targetPath)
    ? url.pathname.slice(targetPath.length)
    : url.pathname
  return `${basePath}${path}${url.search}${url.hash}`
}

function notFound(): Response {
  return new Response(JSON.stringify({ error: 'Not Found', message: 'Not Found' }), {
    status: 404,
    headers: { 'content-type': 'application/json' },
  })
}
