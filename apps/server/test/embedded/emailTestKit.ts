import { randomBytes } from 'node:crypto'
import { createFakeClock, type FakeClock } from '@portico/core/internal'
import type { CreateServerReturnType } from '../../src/createServer'
import { startTestServer } from '../startTestServer'

export const projectId = 'portico-local'
export const frameOrigin = 'http://localhost:3001'

/** A fresh device token, as a frame makes one (32 random bytes, base64url). */
export const newDevice = () => randomBytes(32).toString('base64url')
/** An address no other test (or earlier run on the same PostgreSQL) uses. */
export const newEmail = (name = 'user') => `${name}-${randomBytes(6).toString('hex')}@example.com`

export type EmailTestServer = CreateServerReturnType & {
  clock: FakeClock
  /** POSTs JSON from the frame's origin (or `origin`), with a bearer token when given. */
  post(
    url: string,
    body: Record<string, unknown>,
    options?: { token?: string | undefined; origin?: string | null; ip?: string | undefined },
  ): Promise<{
    statusCode: number // biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked by each test
    json(): any
    headers: Record<string, unknown>
  }>
  /** The code in the newest mail to `email` (read through the dev inbox API), and its mail. */
  codeFor(email: string): Promise<string>
  /** How many mails went to `email`. */
  mailCount(email: string): Promise<number>
  /** The mails to `email`, newest first (through the dev inbox API). */
  inbox(email: string): Promise<{ text: string; subject: string }[]>
  /** connect + otp for a new account on `device`: the session token. */
  signUp(email: string, device: string): Promise<string>
}

/**
 * A development server (`PORTICO_DEV=1`, through startTestServer) with the built-in mail catcher,
 * a fake clock and the frame origin as default.
 *
 * @example
 * const server = await startEmailServer()
 */
export async function startEmailServer(
  env: Record<string, string> = {},
  logStream?: { write(line: string): void },
): Promise<EmailTestServer> {
  const clock = createFakeClock({ start: Date.now() })
  const server = await startTestServer(env, clock, logStream)
  // The mail catcher's inbox, newest first (read in process: its HTTP inbox listens on its own).
  const inbox = async (email: string) =>
    (server.mailCatcher?.mails() ?? [])
      .filter((mail) => mail.to.includes(email.toLowerCase()))
      .reverse()
      .map((mail) => ({ text: mail.text ?? '', subject: mail.subject }))
  const post: EmailTestServer['post'] = (url, body, options = {}) =>
    server.app.inject({
      method: 'POST',
      url,
      payload: body,
      // Each call from its own address unless told: the per-IP limits have a test of their own.
      remoteAddress: options.ip ?? `10.${[...randomBytes(3)].join('.')}`,
      headers: {
        ...(options.origin === null ? {} : { origin: options.origin ?? frameOrigin }),
        ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
      },
    })
  const codeFor = async (email: string) => {
    const [newest] = await inbox(email)
    const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1]
    if (code === undefined) throw new Error(`no code mailed to ${email}`)
    return code
  }
  return {
    ...server,
    clock,
    post,
    codeFor,
    mailCount: async (email) => (await inbox(email)).length,
    inbox,
    async signUp(email, device) {
      const start = await post('/v1/embedded/email/connect', {
        projectId,
        email,
        deviceToken: device,
      })
      if (start.json().action !== 'VERIFY_OTP') throw new Error(start.json().message)
      const code = await codeFor(email)
      const done = await post('/v1/embedded/email/otp', {
        projectId,
        email,
        deviceToken: device,
        code,
      })
      return done.json().sessionToken as string
    },
  }
}
