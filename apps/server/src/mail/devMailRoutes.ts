import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { MailCatcher } from './startMailCatcher'

export type DevMailRoutesParameters = { catcher: MailCatcher }

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/

/** Only a browser or test on this machine may read the inbox: it holds login codes. */
function fromThisMachine(request: FastifyRequest): boolean {
  return (
    loopback.test(request.socket.remoteAddress ?? '') &&
    request.headers['x-forwarded-for'] === undefined
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
 * first) and `GET /dev/mail/messages?to=` (JSON). Registered only when `SMTP_URL` is unset, and
 * answered only to clients on this machine (loopback, no proxy header): anyone else gets 404.
 *
 * @example
 * await app.register(devMailRoutes, { catcher })
 */
export async function devMailRoutes(app: FastifyInstance, { catcher }: DevMailRoutesParameters) {
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
      if (!fromThisMachine(request))
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
      if (!fromThisMachine(request))
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
