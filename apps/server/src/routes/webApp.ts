import { resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

export type WebAppParameters = {
  /** Folder of the built web app (holds index.html). */
  root: string
}

/** Paths that belong to the API: never answered with the web app's index.html. */
const apiPath = /^\/(v1|health)(\/|\?|$)/

/**
 * Serves the built web app at `/`. Any other GET that matches no file and no API route gets
 * index.html (single-page app fallback) when the client accepts HTML; API paths and non-HTML
 * requests get a JSON 404.
 *
 * @example
 * await app.register(webApp, { root: '/srv/portico/web/dist' })
 */
export async function webApp(app: FastifyInstance, { root }: WebAppParameters): Promise<void> {
  await app.register(fastifyStatic, { root: resolve(root), prefix: '/' })
  app.setNotFoundHandler((request, reply) => {
    const accept = request.headers.accept ?? ''
    const wantsPage = accept.includes('text/html') || accept.includes('*/*') || accept === ''
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !apiPath.test(request.url) &&
      wantsPage
    )
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    return reply
      .code(404)
      .send({ error: 'Not Found', message: `Route ${request.method}:${request.url} not found` })
  })
}
