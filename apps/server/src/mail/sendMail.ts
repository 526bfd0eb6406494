import nodemailer from 'nodemailer'

/** One mail to send: a plain-text part always, an HTML part optionally. */
export type OutgoingMail = { to: string; subject: string; text: string; html?: string | undefined }

/** Sends mail; the one seam the server uses (SMTP or the built-in catcher, both over SMTP). */
export type Mailer = {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

export type CreateMailerParameters = {
  /** `smtp://user:pass@host:587` or `smtps://…:465`; credentials never reach a log. */
  smtpUrl: string
  /** The `From:` header. */
  from: string
}
export type CreateMailerReturnType = Mailer

/**
 * A {@link Mailer} over SMTP with nodemailer (pooled connections, STARTTLS when the server
 * offers it). Errors are re-thrown without the URL, so credentials never reach a log.
 *
 * @example
 * const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', from: 'Portico <no-reply@example.com>' })
 * await mailer.send({ to: 'ada@example.com', subject: 'Hi', text: 'Hello' })
 */
export function createMailer({ smtpUrl, from }: CreateMailerParameters): CreateMailerReturnType {
  const transport = nodemailer.createTransport(smtpUrl, { from })
  return {
    async send(mail) {
      try {
        await transport.sendMail({ from, ...mail })
      } catch (error) {
        const code = (error as { code?: unknown }).code
        throw new Error(`SMTP delivery failed${typeof code === 'string' ? ` (${code})` : ''}`)
      }
    },
    close: () => transport.close(),
  }
}
