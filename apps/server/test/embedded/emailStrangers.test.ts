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

// What a stranger can do to someone else's address (security review 2026-11-28, N-M4, N-L1,
// N-L2): learn nothing about it, never lock its owner out of a browser they use, never cancel the
// owner's code, and never get more codes than the limits by asking in parallel.

let server: EmailTestServer
beforeAll(async () => {
  server = await startEmailServer()
})
afterAll(() => server.close())

const connect = (email: string, deviceToken: string, ip?: string) =>
  server.post('/v1/embedded/email/connect', { projectId, email, deviceToken }, { ip })
const check = (route: 'otp' | 'device', email: string, deviceToken: string, code: string) =>
  server.post(`/v1/embedded/email/${route}`, { projectId, email, deviceToken, code })
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
/** Five wrong tries at the code just mailed to `email` for `device`: the code dies. */
async function burn(email: string, device: string, route: 'otp' | 'device' = 'otp') {
  const code = await server.codeFor(email)
  for (let i = 0; i < 5; i += 1) await check(route, email, device, wrong(code))
}

/** What a fresh browser observes of an address: each step's status and answer. */
async function probe(email: string) {
  const device = newDevice()
  const start = await connect(email, device)
  const code = await server.codeFor(email)
  const viaDevice = await check('device', email, device, wrong(code))
  const viaOtp = await check('otp', email, device, wrong(code))
  return [start, viaDevice, viaOtp].map((answer) => [answer.statusCode, answer.json()])
}

describe('a stranger and an address', () => {
  it('learns nothing of whether the address has an account (one answer for both)', async () => {
    const known = newEmail('known')
    await server.signUp(known, newDevice())
    const unknown = newEmail('nobody')
    const seenKnown = await probe(known)
    const seenUnknown = await probe(unknown)
    expect(seenKnown).toEqual(seenUnknown)
    expect(seenKnown[0]).toEqual([200, { action: 'VERIFY_OTP' }])
    // Only the mailbox says which code it is.
    expect((await server.inbox(known))[0]?.subject).toMatch(/^Sign-in from a new browser: /)
    expect((await server.inbox(unknown))[0]?.subject).toMatch(
      / is your code to create your wallet$/,
    )
  })

  it("cannot lock the owner's verified browser out: it still gets a code at once", async () => {
    const victim = newEmail('victim')
    const victimDevice = newDevice()
    await server.signUp(victim, victimDevice)
    server.clock.advance(30_000)
    // The review's attack: codes asked from the attacker's browsers, each burnt by wrong tries,
    // until the address's ceiling for unverified browsers is spent.
    let refused = 0
    for (let round = 0; round < 12; round += 1) {
      const attacker = newDevice()
      const asked = await connect(victim, attacker)
      if (asked.statusCode !== 200) {
        refused += 1
        continue
      }
      await burn(victim, attacker, round % 2 === 0 ? 'otp' : 'device')
    }
    expect(refused).toBe(2)
    const victimTry = await connect(victim, victimDevice)
    expect(victimTry.statusCode).toBe(200)
    const done = await check('otp', victim, victimDevice, await server.codeFor(victim))
    expect(done.json()).toMatchObject({ action: 'CONNECT', isNewUser: false })
  })

  it("backs off only the browser whose codes died, not the owner's", async () => {
    const victim = newEmail('backoff')
    const victimDevice = newDevice()
    await server.signUp(victim, victimDevice)
    const attacker = newDevice()
    for (let round = 0; round < 3; round += 1) {
      server.clock.advance((60 * 60_000) / 8)
      expect((await connect(victim, attacker)).statusCode).toBe(200)
      await burn(victim, attacker)
    }
    // Three dead codes: the attacker's browser waits 4 minutes; the owner's does not wait.
    server.clock.advance(60_000)
    const again = await connect(victim, attacker)
    expect(again.statusCode).toBe(429)
    expect(again.json().message).toBe('Please try again after 180 seconds')
    expect((await connect(victim, victimDevice)).statusCode).toBe(200)
  })

  it("cannot cancel the owner's pending code, for a sign-up or a sign-in", async () => {
    const fresh = newEmail('signup')
    const owner = newDevice()
    await connect(fresh, owner)
    const ownerCode = await server.codeFor(fresh)
    server.clock.advance(30_000)
    expect((await connect(fresh, newDevice())).statusCode).toBe(200)
    const signedUp = await check('otp', fresh, owner, ownerCode)
    expect(signedUp.json()).toMatchObject({ action: 'CONNECT', isNewUser: true })

    server.clock.advance(30_000)
    await connect(fresh, owner)
    const loginCode = await server.codeFor(fresh)
    server.clock.advance(30_000)
    expect((await connect(fresh, newDevice())).statusCode).toBe(200)
    expect((await check('otp', fresh, owner, loginCode)).json()).toMatchObject({
      action: 'CONNECT',
      isNewUser: false,
    })
  })

  // On PGlite the requests run one after the other anyway; on PostgreSQL (CI's real-service pass,
  // DATABASE_URL) they interleave, and only the per-address lock keeps the count right.
  it('gets no more codes by asking in parallel than one after the other', async () => {
    const target = newEmail('race')
    const devices = Array.from({ length: 60 }, () => newDevice())
    const answers = await Promise.all(
      devices.map((device, i) => connect(target, device, `172.16.${i}.1`)),
    )
    const accepted = answers.filter((answer) => answer.statusCode === 200).length
    const rows = await server.db
      .select()
      .from(embeddedCodes)
      .where(and(eq(embeddedCodes.projectId, projectId), eq(embeddedCodes.email, target)))
    expect(accepted).toBe(10)
    expect(rows).toHaveLength(10)
    expect(await server.mailCount(target)).toBe(10)
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(50)

    // One browser asking twice at once gets one code (its own 30 s cooldown).
    const other = newEmail('race-one')
    const device = newDevice()
    const twice = await Promise.all([connect(other, device), connect(other, device)])
    expect(twice.map((answer) => answer.statusCode).sort()).toEqual([200, 429])
  })
})
