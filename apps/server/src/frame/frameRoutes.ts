import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { buildFrameScript } from './buildFrameScript'

export type FrameRoutesParameters = {
  /** Project id → allowed origins: a project's pages may embed the frame, nobody else. */
  projects: ReadonlyMap<string, ReadonlySet<string>>
  /** Requests that came in on the frame's own listener: the frame is served only there. */
  isFrameRequest(raw: IncomingMessage): boolean
}

/**
 * The wallet frame: `GET /frame?projectId=&chainId=&version=&enableLogger=` (the page) and
 * `GET /frame/frame.js` (its script), answered only on the frame's own origin (its listener,
 * {@link listenFrame}); on the app's origin they are 404s, so keys never live there. The page may
 * be framed only by the project's allowed origins (`frame-ancestors`), loads only its own script
 * and talks only to its own origin (`connect-src 'self'`).
 *
 * @example
 * await app.register(frameRoutes, { projects, isFrameRequest: (raw) => frameRequests.has(raw) })
 */
export async function frameRoutes(
  app: FastifyInstance,
  { projects, isFrameRequest }: FrameRoutesParameters,
) {
  let script: Promise<string> | undefined
  const notFound = { error: 'Not Found', message: 'Not Found' }
  app.get(
    '/frame',
    {
      schema: {
        summary: 'The wallet frame page (on the frame origin only)',
        tags: ['embedded wallet'],
        querystring: z.object({
          projectId: z.string().min(1).max(100),
          chainId: z.string().max(100).optional(),
          version: z.string().max(20).optional(),
          enableLogger: z.string().max(5).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { projectId } = request.query as { projectId: string }
      const origins = projects.get(projectId)
      if (!isFrameRequest(request.raw) || origins === undefined)
        return reply.code(404).send(notFound)
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors ${[...origins].join(' ') || "'none'"}`,
        )
        .send(
          '<!doctype html><html lang="en"><meta charset="utf-8"><title>Portico wallet</title><style>body{font:15px system-ui;margin:0;padding:1rem;background:#fff;color:#111}pre{white-space:pre-wrap;word-break:break-all;max-height:40vh;overflow:auto;background:#f4f4f4;padding:.5rem}button{font:inherit;padding:.5rem 1rem;margin-right:.5rem}</style><script type="module" src="/frame/frame.js"></script></html>',
        )
    },
  )
  app.get(
    '/frame/frame.js',
    { schema: { summary: 'The wallet frame script', tags: ['embedded wallet'] } },
    async (request, reply) => {
      if (!isFrameRequest(request.raw)) return reply.code(404).send(notFound)
      script ??= buildFrameScript()
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await script)
    },
  )
}
