import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedCodes } from '../../src/db/embeddedSchema'
import {
  type EmailTestServer,
  newDevice,
  newEmail,
  projectId,
  startEmailServer,
} from './emailTestKit'

let server: EmailTestServer
beforeAll(async () => {
  server = await startEmailServer()
})
afterAll(() => server.close())

const connect = (email: string, deviceToken: string, token?: string) =>
  server.post('/v1/embedded/email/connect', { projectId, email, deviceToken }, { token })
const otp = (email: string, deviceToken: string, code: string) =>
  server.post('/v1/embedded/email/otp', { projectId, email, deviceToken, code })
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('email login', () => {
  it('mails a 6-digit code and opens a session for a new account with it', async () => {
    const email = newEmail('ada')
    const device = newDevice()
    const start = await connect(` ${email.toUpperCase()} `, device)
    expect(start.statusCode).toBe(200)
    expect(start.json()).toEqual({ action: 'VERIFY_OTP' })
    const code = await server.codeFor(email)
    expect(code).toMatch(/^\d{6}$/)
    const done = await otp(email, device, code)
    expect(done.statusCode).toBe(200)
    const body = done.json()
    expect(body).toMatchObject({
      action: 'CONNECT',
      isNewUser: true,
      user: { email, evmAddress: null, solanaAddress: null },
    })
    expect(body.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const session = await server.post(
      '/v1/embedded/session',
      { projectId },
      { token: body.sessionToken },
    )
    expect(session.json().user.email).toBe(email)
    // The same device, signed in, connects without a code.
    expect((await connect(email, device, body.sessionToken)).json()).toEqual({ action: 'CONNECT' })
  })

  it('stores only a keyed hash of the code, and a code works once', async () => {
    const email = newEmail()
    const device = newDevice()
    await connect(email, device)
    const code = await server.codeFor(email)
    const [row] = await server.db
      .select()
      .from(embeddedCodes)
      .where(and(eq(embeddedCodes.projectId, projectId), eq(embeddedCodes.email, email)))
    expect(row?.codeHash).not.toContain(code)
    expect(row?.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'))
    expect(row?.expiresAt.getTime()).toBe(server.clock.now() + 10 * 60_000)
    expect((await otp(email, device, code)).statusCode).toBe(200)
    const again = await otp(email, device, code)
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe('No code is waiting: request a new code')
  })

  it('refuses a code after 10 minutes', async () => {
    const email = newEmail()
    const device = newDevice()
    await connect(email, device)
    const code = await server.codeFor(email)
    server.clock.advance(10 * 60_000)
    const late = await otp(email, device, code)
    expect(late.statusCode).toBe(400)
    expect(late.json().message).toBe('This code has expired: request a new code')
  })

  it('kills a code after 5 wrong tries, keeps the flow retryable, and backs off the next code', async () => {
    const email = newEmail()
    const device = newDevice()
    await connect(email, device)
    const code = await server.codeFor(email)
    const answers = []
    for (let i = 0; i < 5; i += 1) answers.push((await otp(email, device, wrong(code))).json())
    expect(answers.map((a) => a.message)).toEqual([
      'Wrong code: 4 tries left',
      'Wrong code: 3 tries left',
      'Wrong code: 2 tries left',
      'Wrong code: 1 try left',
      'Too many wrong tries: this code no longer works, request a new code',
    ])
    const right = await otp(email, device, code)
    expect(right.json().message).toBe('This code no longer works: request a new code')
    // Backoff: after a dead code the next one waits 60 s instead of 30 s.
    server.clock.advance(30_000)
    const soon = await connect(email, device)
    expect(soon.statusCode).toBe(429)
    expect(soon.json().message).toBe('Please try again after 30 seconds')
    server.clock.advance(30_000)
    expect((await connect(email, device)).json()).toEqual({ action: 'VERIFY_OTP' })
    const fresh = await server.codeFor(email)
    expect((await otp(email, device, fresh)).statusCode).toBe(200)
  })

  it('refuses a resend inside 30 s with the seconds left; a resent code replaces the old one', async () => {
    const email = newEmail()
    const device = newDevice()
    await connect(email, device)
    const first = await server.codeFor(email)
    server.clock.advance(12_000)
    const early = await connect(email, device)
    expect(early.statusCode).toBe(429)
    expect(early.headers['retry-after']).toBe('18')
    expect(early.json()).toMatchObject({
      message: 'Please try again after 18 seconds',
      retryAfterSeconds: 18,
    })
    expect(await server.mailCount(email)).toBe(1)
    server.clock.advance(18_000)
    expect((await connect(email, device)).statusCode).toBe(200)
    const second = await server.codeFor(email)
    if (second !== first) expect((await otp(email, device, first)).statusCode).toBe(400)
    expect((await otp(email, device, second)).statusCode).toBe(200)
  })

  it('sends at most 5 codes an hour to one address for one browser', async () => {
    const email = newEmail()
    const device = newDevice()
    for (let i = 0; i < 5; i += 1) {
      expect((await connect(email, device)).statusCode).toBe(200)
      server.clock.advance(30_000)
    }
    const capped = await connect(email, device)
    expect(capped.statusCode).toBe(429)
    expect(capped.json().message).toBe(`Please try again after ${3600 - 150} seconds`)
    // Another browser has a budget of its own.
    expect((await connect(email, newDevice())).statusCode).toBe(200)
  })

  it('sends at most 10 codes an hour to one address for all its unverified browsers together', async () => {
    const email = newEmail()
    for (let i = 0; i < 10; i += 1) {
      expect((await connect(email, newDevice())).statusCode).toBe(200)
      server.clock.advance(1_000)
    }
    const capped = await connect(email, newDevice())
    expect(capped.statusCode).toBe(429)
    expect(capped.json().message).toBe(`Please try again after ${3600 - 10} seconds`)
    expect(await server.mailCount(email)).toBe(10)
  })

  it('limits code requests per client address', async () => {
    const ip = '192.0.2.10'
    for (let i = 0; i < 10; i += 1)
      expect(
        (
          await server.post(
            '/v1/embedded/email/connect',
            { projectId, email: newEmail(), deviceToken: newDevice() },
            { ip },
          )
        ).statusCode,
      ).toBe(200)
    const refused = await server.post(
      '/v1/embedded/email/connect',
      { projectId, email: newEmail(), deviceToken: newDevice() },
      { ip },
    )
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toMatch(/^Please try again after \d+ seconds$/)
  })

  it('gives session checks a budget of their own: checking a session never uses up the code checks', async () => {
    const ip = '192.0.2.11'
    const email = newEmail()
    const device = newDevice()
    await server.post(
      '/v1/embedded/email/connect',
      { projectId, email, deviceToken: device },
      { ip },
    )
    const { sessionToken } = (
      await server.post(
        '/v1/embedded/email/otp',
        { projectId, email, deviceToken: device, code: await server.codeFor(email) },
        { ip },
      )
    ).json()
    // More session checks in a minute than the 30 code checks an address gets…
    for (let i = 0; i < 40; i += 1)
      expect(
        (await server.post('/v1/embedded/session', { projectId }, { ip, token: sessionToken }))
          .statusCode,
      ).toBe(200)
    // …and a code check from the same address is still admitted (a wrong code: 400, not 429).
    const other = newEmail()
    const otherDevice = newDevice()
    await server.post(
      '/v1/embedded/email/connect',
      { projectId, email: other, deviceToken: otherDevice },
      { ip },
    )
    const check = await server.post(
      '/v1/embedded/email/otp',
      {
        projectId,
        email: other,
        deviceToken: otherDevice,
        code: wrong(await server.codeFor(other)),
      },
      { ip },
    )
    expect(check.statusCode).toBe(400)
  })

  it('binds a code to the browser that asked for it', async () => {
    const email = newEmail()
    const device = newDevice()
    await connect(email, device)
    const code = await server.codeFor(email)
    const elsewhere = await otp(email, newDevice(), code)
    expect(elsewhere.json().message).toBe('No code is waiting: request a new code')
    expect((await otp(email, device, code)).statusCode).toBe(200)
  })

  it('signs a new browser in with one code, mailed as a sign-in from a new browser', async () => {
    const email = newEmail()
    const first = newDevice()
    const userId = (
      await server.post(
        '/v1/embedded/session',
        { projectId },
        { token: await server.signUp(email, first) },
      )
    ).json().user.id
    const second = newDevice()
    expect((await connect(email, second)).json()).toEqual({ action: 'VERIFY_OTP' })
    const [mail] = await server.inbox(email)
    expect(mail?.subject).toMatch(/^Sign-in from a new browser: \d{6}$/)
    const done = await otp(email, second, await server.codeFor(email))
    expect(done.json()).toMatchObject({ action: 'CONNECT', isNewUser: false, user: { id: userId } })
    // Now verified: its next code is an ordinary sign-in code.
    server.clock.advance(30_000)
    expect((await connect(email, second)).json()).toEqual({ action: 'VERIFY_OTP' })
    expect((await server.inbox(email))[0]?.subject).toMatch(/^\d{6} is your sign-in code$/)
  })

  it("keeps SPEC §4's new-browser step (email/device → VERIFY_OTP → CONNECT)", async () => {
    const email = newEmail()
    const userId = (
      await server.post(
        '/v1/embedded/session',
        { projectId },
        { token: await server.signUp(email, newDevice()) },
      )
    ).json().user.id
    const second = newDevice()
    await connect(email, second)
    const approved = await server.post('/v1/embedded/email/device', {
      projectId,
      email,
      deviceToken: second,
      code: await server.codeFor(email),
    })
    expect(approved.json()).toEqual({ action: 'VERIFY_OTP' })
    expect(await server.mailCount(email)).toBe(3)
    const done = await otp(email, second, await server.codeFor(email))
    expect(done.json()).toMatchObject({ action: 'CONNECT', isNewUser: false, user: { id: userId } })
  })

  it('answers only the wallet frame origin and known projects', async () => {
    const body = { projectId, email: newEmail(), deviceToken: newDevice() }
    for (const origin of [null, 'http://localhost:3000', 'https://evil.example']) {
      const answer = await server.post('/v1/embedded/email/connect', body, { origin })
      expect(answer.statusCode).toBe(403)
      expect(answer.json().message).toBe('Only the wallet frame may call this')
    }
    const unknown = await server.post('/v1/embedded/email/connect', { ...body, projectId: 'nope' })
    expect(unknown.statusCode).toBe(401)
    const invalid = await server.post('/v1/embedded/email/connect', {
      ...body,
      email: 'ada@localhost',
    })
    expect(invalid.json().message).toBe('Enter a valid email address')
    expect(await server.mailCount(body.email)).toBe(0)
  })

  it('signs out: the token stops working', async () => {
    const token = await server.signUp(newEmail(), newDevice())
    expect((await server.post('/v1/embedded/sign-out', { projectId }, { token })).json()).toEqual({
      revoked: true,
    })
    const after = await server.post('/v1/embedded/session', { projectId }, { token })
    expect(after.statusCode).toBe(401)
    expect(after.json().message).toBe('Your session has ended: sign in again')
  })
})
