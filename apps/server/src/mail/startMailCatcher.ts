import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { readMailText } from './readMailText'

/** A mail the catcher received. */
export type CaughtMail = {
  /** Position in the inbox, counting from 1. */
  id: number
  /** Envelope recipients (`RCPT TO`). */
  to: string[]
  subject: string
  /** The plain-text part, if any. */
  text: string | undefined
  /** When it arrived (ms since the epoch). */
  receivedAt: number
}

export type StartMailCatcherParameters = {
  /** Port on 127.0.0.1 (0 = a free one). */
  port?: number | undefined
  /** Mails kept; older ones are dropped (default 200). */
  keep?: number | undefined
  /** Largest mail accepted, in bytes (default 1 MiB). */
  maxBytes?: number | undefined
}

export type MailCatcher = {
  /** `smtp://127.0.0.1:<port>`: where to send. */
  smtpUrl: string
  port: number
  /** The inbox, newest last. */
  mails(): CaughtMail[]
  /** Resolves with the first mail (already caught or to come) that `match` accepts. */
  next(match: (mail: CaughtMail) => boolean): Promise<CaughtMail>
  stop(): Promise<void>
}
export type StartMailCatcherReturnType = MailCatcher

/**
 * The built-in mail catcher of the embedded default: an SMTP server (`smtp-server`) on
 * 127.0.0.1 that accepts any mail without authentication and keeps the last `keep` in memory,
 * so the email login works offline. Never expose it: it is only bound to loopback.
 *
 * @example
 * const catcher = await startMailCatcher({ port: 0 })
 * const mail = await catcher.next((m) => m.to.includes('ada@example.com'))
 * await catcher.stop()
 */
export async function startMailCatcher(
  parameters: StartMailCatcherParameters = {},
): Promise<StartMailCatcherReturnType> {
  const keep = parameters.keep ?? 200
  const maxBytes = parameters.maxBytes ?? 1024 * 1024
  const inbox: CaughtMail[] = []
  const waiting = new Set<{
    match: (mail: CaughtMail) => boolean
    resolve(mail: CaughtMail): void
  }>()
  let count = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxBytes,
    logger: false,
    banner: 'Portico mail catcher',
    // On stop, a connection still open is cut after a second (smtp-server waits 30 s by default,
    // long enough to time out a test's teardown on a loaded machine; this catcher is dev-only).
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      let bytes = 0
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length
        if (bytes <= maxBytes) chunks.push(chunk)
      })
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(new Error('Message too large'))
        const { subject, text } = readMailText(Buffer.concat(chunks).toString())
        count += 1
        const mail: CaughtMail = {
          id: count,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject,
          text,
          receivedAt: Date.now(),
        }
        inbox.push(mail)
        while (inbox.length > keep) inbox.shift()
        for (const waiter of waiting)
          if (waiter.match(mail)) {
            waiting.delete(waiter)
            waiter.resolve(mail)
          }
        callback()
      })
    },
  })
  server.on('error', () => {})
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(parameters.port ?? 0, '127.0.0.1', () => resolve())
  })
  const port = (server.server.address() as AddressInfo).port
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    port,
    mails: () => [...inbox],
    next: (match) => {
      const found = inbox.find(match)
      if (found !== undefined) return Promise.resolve(found)
      return new Promise((resolve) => waiting.add({ match, resolve }))
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
