import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'

const inboxPath = /^\/dev\/mail(\/messages)?(\?|$)/

export type ListenDevInboxParameters = {
  /** Port on 127.0.0.1 (0 = a free one). */
  port: number
  /** Marks requests of this listener (see devMailRoutes' `isInboxRequest`). */
  inboxRequests: WeakSet<IncomingMessage>
}
export type ListenDevInboxReturnType = { url: string; server: Server; close(): Promise<void> }

/**
 * The development mail inbox's own listener: bound to 127.0.0.1 only, in front of the same Fastify
 * app, serving only `/dev/mail` and `/dev/mail/messages` — never the public app's port, so a
 * reverse proxy in front of the app cannot reach it whatever headers it sends. Call after
 * `app.ready()`; only in development (`PORTICO_DEV=1`).
 *
 * @example
 * const inbox = await listenDevInbox(app, { port: 0, inboxRequests })
 */
export async function listenDevInbox(
  app: FastifyInstance,
  { port, inboxRequests }: ListenDevInboxParameters,
): Promise<ListenDevInboxReturnType> {
  const server = createServer((request, response) => {
    if (!inboxPath.test(request.url ?? '')) {
      response.writeHead(404, { 'content-type': 'application/json' })
      response.end('{"error":"Not Found","message":"Not Found"}')
      return
    }
    inboxRequests.add(request)
    app.routing(request, response)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}/dev/mail`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
