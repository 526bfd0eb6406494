import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'

/** Paths the frame origin serves; everything else there is a 404 (the web app never runs on it). */
const framePath = /^\/(frame(\/frame\.js)?|v1\/embedded\/[a-z/-]+|v1\/|projects\/v1\/origins)(\?|$)/

export type ListenFrameParameters = {
  port: number
  host: string
  /** Marks requests of this listener (see frameRoutes' `isFrameRequest`). */
  frameRequests: WeakSet<IncomingMessage>
}
export type ListenFrameReturnType = { url: string; server: Server; close(): Promise<void> }

/**
 * The frame's own origin: a second HTTP listener (e.g. :3001) in front of the same Fastify app
 * that serves only the frame page and script, the email-login routes, the RPC gateway and the
 * project origins — so the frame and the app never share an origin. Call after `app.ready()`.
 *
 * @example
 * const frame = await listenFrame(app, { port: 3001, host: '127.0.0.1', frameRequests })
 */
export async function listenFrame(
  app: FastifyInstance,
  { port, host, frameRequests }: ListenFrameParameters,
): Promise<ListenFrameReturnType> {
  const server = createServer((request, response) => {
    if (!framePath.test(request.url ?? '')) {
      response.writeHead(404, { 'content-type': 'application/json' })
      response.end('{"error":"Not Found","message":"Not Found"}')
      return
    }
    frameRequests.add(request)
    app.routing(request, response)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address() as AddressInfo
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
