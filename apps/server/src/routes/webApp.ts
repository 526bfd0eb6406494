import { relative, resolve, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

export type WebAppParameters = {
  /** Folder of the built web app (holds index.html). */
  root: string
}

/**
 * Paths never answered with the web app's index.html: the API's, and the built assets' (a missing
 * `/assets/x.js` is a 404, not a page a browser would try to run as a script).
 */
const notPagePath = /^\/(v1|health|assets)(\/|\?|$)/

/** Vite's hashed output: a new build gives a changed file a new name, so it never goes stale. */
const immutable = 'public, max-age=31536000, immutable'

/**
 * Serves the built web app at `/`. Any other GET that matches no file and no API route gets
 * index.html (single-page app fallback) when the client accepts HTML; API and `/assets/` paths
 * and non-HTML requests get a JSON 404.
 *
 * Compression: the build writes `file.br` and `file.gz` beside each text file (apps/web's
 * `precompressAssets`); the answer is the brotli copy when `Accept-Encoding` allows it, else the
 * gzip one, else the file itself, with `Content-Encoding`, the file's own `Content-Type` and
 * `Vary: Accept-Encoding`. Caching: `/assets/*` (content-hashed names) is `immutable` for a year;
 * everything else (index.html) is `no-cache`, revalidated by its `ETag` (304 when unchanged).
 *
 * @example
 * await app.register(webApp, { root: '/srv/portico/web/dist' })
 */
export async function webApp(app: FastifyInstance, { root }: WebAppParameters): Promise<void> {
  const dir = resolve(root)
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const hashed = relative(dir, path).startsWith(`assets${sep}`)
      reply.header('cache-control', hashed ? immutable : 'no-cache')
    },
  })
  app.setNotFoundHandler((request, reply) => {
    const accept = request.headers.accept ?? ''
    const wantsPage = accept.includes('text/html') || accept.includes('*/*') || accept === ''
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !notPagePath.test(request.url) &&
      wantsPage
    )
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    return reply
      .code(404)
      .send({ error: 'Not Found', message: `Route ${request.method}:${request.url} not found` })
  })
}
