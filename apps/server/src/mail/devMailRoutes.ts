import type { IncomingMessage } from 'node:http'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { MailCatcher } from './startMailCatcher'

export type DevMailRoutesParameters = {
  catcher: MailCatcher
  /** Whether a request came through the inbox's own loopback listener (`listenDevInbox`). */
  isInboxRequest(raw: IncomingMessage): boolean
}

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/
const loopbackHost = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/
/** Headers a proxy adds: a request carrying one was relayed, whoever sent it to us. */
const proxyHeaders = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'forwarded',
  'via',
]

/**
 * Only a browser or test on this machine may read the inbox (it holds login codes): the request
 * came through the inbox's own listener on 127.0.0.1 (never the public app's port), from a
 * loopback peer, naming a loopback host, and without any header a proxy adds.
 */
function fromThisMachine(
  request: FastifyRequest,
  isInboxRequest: (raw: IncomingMessage) => boolean,
): boolean {
  return (
    isInboxRequest(request.raw) &&
    loopback.test(request.socket.remoteAddress ?? '') &&
    loopbackHost.test(request.headers.host ?? '') &&
    proxyHeaders.every((name) => request.headers[name] === undefined)
  )
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const mailBody = z.object({
  id: z.number().int(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string().nullable(),
  receivedAt: z.string(),
})

/**
 * The dev inbox of the built-in mail catcher: `GET /dev/mail` (a page listing the mails, newest
 * first) and `GET /dev/mail/messages?to=` (JSON). Registered only in development (`PORTICO_DEV=1`)
 * with `SMTP_URL` unset, and answered only on the inbox's own loopback listener to clients on this
 * machine (loopback peer and host, no proxy header): anything else gets 404.
 *
 * @example
 * await app.register(devMailRoutes, { catcher, isInboxRequest: (raw) => inboxRequests.has(raw) })
 */
export async function devMailRoutes(
  app: FastifyInstance,
  { catcher, isInboxRequest }: DevMailRoutesParameters,
) {
  const list = (to: string | undefined) =>
    catcher
      .mails()
      .filter((mail) => to === undefined || mail.to.includes(to.toLowerCase()))
      .reverse()
  app.get(
    '/dev/mail/messages',
    {
      schema: {
        summary: 'The mail catcher inbox, newest first (this machine only)',
        tags: ['development'],
        querystring: z.object({ to: z.string().max(254).optional() }),
        response: {
          200: z.object({ messages: z.array(mailBody) }),
          404: z.object({ error: z.string(), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      if (!fromThisMachine(request, isInboxRequest))
        return reply.code(404).send({ error: 'Not Found', message: 'Not Found' })
      const { to } = request.query as { to?: string }
      return {
        messages: list(to).map((mail) => ({
          ...mail,
          text: mail.text ?? null,
          receivedAt: new Date(mail.receivedAt).toISOString(),
        })),
      }
    },
  )
  app.get(
    '/dev/mail',
    {
      schema: {
        summary: 'The mail catcher inbox as a page (this machine only)',
        tags: ['development'],
      },
    },
    async (request, reply) => {
      if (!fromThisMachine(request, isInboxRequest))
        return reply.code(404).send({ error: 'Not Found', message: 'Not Found' })
      const items = list(undefined)
        .map(
          (mail) =>
            `<article><h2>${escapeHtml(mail.subject)}</h2><p>To ${escapeHtml(mail.to.join(', '))} · ${new Date(mail.receivedAt).toISOString()}</p><pre>${escapeHtml(mail.text ?? '(no plain-text part)')}</pre></article>`,
        )
        .join('\n')
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><html lang="en"><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Portico dev inbox</title><style>body{font:16px system-ui;max-width:50rem;margin:2rem auto}article{border-top:1px solid #ccc}pre{white-space:pre-wrap}</style><h1>Portico dev inbox</h1><p>Mail the server sent while <code>SMTP_URL</code> is unset (${catcher.smtpUrl}). Refreshes every 5 s.</p>${items || '<p>No mail yet.</p>'}</html>`,
        )
    },
  )
}
