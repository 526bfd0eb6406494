import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMailText } from '../../src/mail/readMailText'
import {
  type EmailTestServer,
  newDevice,
  newEmail,
  projectId,
  startEmailServer,
} from './emailTestKit'

type Received = { user: string | undefined; from: string; to: string[]; raw: string }

/** An SMTP server of the test's own that requires a user name and password. */
async function startExternalSmtp() {
  const received: Received[] = []
  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret pass')
        return callback(null, { user: auth.username })
      return callback(new Error('Invalid credentials'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          user: session.user as string | undefined,
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString(),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()))
  const port = (smtp.server.address() as AddressInfo).port
  return { port, received, stop: () => new Promise<void>((resolve) => smtp.close(() => resolve())) }
}

let external: Awaited<ReturnType<typeof startExternalSmtp>>
let server: EmailTestServer
beforeAll(async () => {
  external = await startExternalSmtp()
  server = await startEmailServer({
    SMTP_URL: `smtp://mailer:${encodeURIComponent('s3cret pass')}@127.0.0.1:${external.port}`,
    PORTICO_MAIL_FROM: 'Wallet <wallet@example.com>',
  })
})
afterAll(async () => {
  await server.close()
  await external.stop()
})

describe('mail over SMTP_URL', () => {
  it('authenticates and delivers the code as 6 digits in the plain-text part; no catcher runs', async () => {
    expect(server.mailCatcher).toBeUndefined()
    expect((await server.app.inject('/dev/mail/messages')).statusCode).toBe(404)
    const email = newEmail()
    const answer = await server.post('/v1/embedded/email/connect', {
      projectId,
      email,
      deviceToken: newDevice(),
    })
    expect(answer.json()).toEqual({ action: 'VERIFY_OTP' })
    const mail = external.received.find((m) => m.to.includes(email))
    expect(mail).toMatchObject({ user: 'mailer', from: 'wallet@example.com' })
    const { text, subject } = readMailText(mail?.raw ?? '')
    expect(text).toMatch(/(^|\D)\d{6}(\D|$)/)
    expect(subject).toMatch(/^\d{6} is your code to create your wallet$/)
  })
})

describe('when the SMTP server is down', () => {
  it('answers 502 without the URL or password, and the address can retry at once', async () => {
    const down = await startExternalSmtp()
    await down.stop()
    const logs: string[] = []
    const broken = await startEmailServer(
      {
        SMTP_URL: `smtp://mailer:hunter2secret@127.0.0.1:${down.port}`,
        PORTICO_LOG_LEVEL: 'info',
      },
      { write: (line) => logs.push(line) },
    )
    try {
      const email = newEmail()
      const deviceToken = newDevice()
      const answer = await broken.post('/v1/embedded/email/connect', {
        projectId,
        email,
        deviceToken,
      })
      expect(answer.statusCode).toBe(502)
      expect(answer.json().message).toBe('The email could not be sent: please try again later')
      expect(JSON.stringify(answer.json())).not.toContain('hunter2secret')
      const again = await broken.post('/v1/embedded/email/connect', {
        projectId,
        email,
        deviceToken,
      })
      expect(again.statusCode).toBe(502)
    } finally {
      await broken.close()
    }
    expect(logs.join('\n')).toContain('embedded: mail failed')
    expect(logs.join('\n')).not.toContain('hunter2secret')
  })
})
