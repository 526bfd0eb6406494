import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedShares } from '../../src/db/embeddedSchema'
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

const shares = {
  serverShare: Buffer.from('server share bytes').toString('base64'),
  recoveryShare: Buffer.from('recovery share bytes').toString('base64'),
  evmAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  solanaAddress: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
}

describe('email update', () => {
  it('needs a code from the current address, then one from the new; the account keeps its wallet', async () => {
    const old = newEmail('old')
    const next = newEmail('new')
    const device = newDevice()
    const token = await server.signUp(old, device)
    expect(
      (await server.post('/v1/embedded/shares', { projectId, ...shares }, { token })).statusCode,
    ).toBe(200)
    server.clock.advance(30_000)

    const start = await server.post(
      '/v1/embedded/email/update',
      { projectId, deviceToken: device, newEmail: next },
      { token },
    )
    expect(start.json()).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect(await server.mailCount(next)).toBe(0)
    const primary = await server.post(
      '/v1/embedded/email/update/primary',
      { projectId, deviceToken: device, code: await server.codeFor(old) },
      { token },
    )
    expect(primary.json()).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondary = await server.post(
      '/v1/embedded/email/update/secondary',
      { projectId, deviceToken: device, newEmail: next, code: await server.codeFor(next) },
      { token },
    )
    expect(secondary.statusCode).toBe(200)
    expect(secondary.json().user).toMatchObject({ email: next, evmAddress: shares.evmAddress })
    const session = await server.post('/v1/embedded/session', { projectId }, { token })
    expect(session.json().user.email).toBe(next)
  })

  it("says an address is taken only to who typed its code; refuses the same address and another browser's session", async () => {
    const taken = newEmail()
    await server.signUp(taken, newDevice())
    const device = newDevice()
    const own = newEmail()
    const token = await server.signUp(own, device)
    const same = await server.post(
      '/v1/embedded/email/update',
      { projectId, deviceToken: device, newEmail: own },
      { token },
    )
    expect(same.statusCode).toBe(409)
    expect(same.json().message).toBe('This email address cannot be used')
    server.clock.advance(30_000)
    // The first two steps answer as for a free address: no probing addresses from an account.
    const start = await server.post(
      '/v1/embedded/email/update',
      { projectId, deviceToken: device, newEmail: taken },
      { token },
    )
    expect(start.json()).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primary = await server.post(
      '/v1/embedded/email/update/primary',
      { projectId, deviceToken: device, code: await server.codeFor(own) },
      { token },
    )
    expect(primary.json()).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const clash = await server.post(
      '/v1/embedded/email/update/secondary',
      { projectId, deviceToken: device, newEmail: taken, code: await server.codeFor(taken) },
      { token },
    )
    expect(clash.statusCode).toBe(409)
    expect(clash.json().message).toBe('This email address cannot be used')
    const session = await server.post('/v1/embedded/session', { projectId }, { token })
    expect(session.json().user.email).toBe(own)
    const stolen = await server.post(
      '/v1/embedded/email/update',
      { projectId, deviceToken: newDevice(), newEmail: newEmail() },
      { token },
    )
    expect(stolen.statusCode).toBe(401)
  })
})

describe('key shares', () => {
  it('are sealed at rest, stored once, and released to the session', async () => {
    const device = newDevice()
    const token = await server.signUp(newEmail(), device)
    const none = await server.post('/v1/embedded/shares/server', { projectId }, { token })
    expect(none.statusCode).toBe(404)
    expect(
      (await server.post('/v1/embedded/shares', { projectId, ...shares }, { token })).json(),
    ).toEqual({ stored: true })
    const twice = await server.post('/v1/embedded/shares', { projectId, ...shares }, { token })
    expect(twice.statusCode).toBe(409)
    const userId = (await server.post('/v1/embedded/session', { projectId }, { token })).json().user
      .id
    const [row] = await server.db
      .select()
      .from(embeddedShares)
      .where(eq(embeddedShares.userId, userId))
    for (const sealed of [row?.serverShare, row?.recoveryShare]) {
      expect(sealed).toMatch(/^v1\./)
      expect(sealed).not.toContain(shares.serverShare)
      expect(sealed).not.toContain(shares.recoveryShare)
      expect(Buffer.from(sealed?.slice(3) ?? '', 'base64').toString('latin1')).not.toContain(
        'share bytes',
      )
    }
    const server1 = await server.post('/v1/embedded/shares/server', { projectId }, { token })
    expect(server1.json()).toEqual({
      share: shares.serverShare,
      evmAddress: shares.evmAddress,
      solanaAddress: shares.solanaAddress,
    })
    // The browser that made the wallet holds its share: it never gets the recovery share.
    const held = await server.post('/v1/embedded/shares/recovery', { projectId }, { token })
    expect(held.statusCode).toBe(403)
    expect(held.json().message).toBe(
      'The recovery share is released once, right after this browser is approved: sign in with your email on a new browser',
    )
    expect((await server.post('/v1/embedded/shares/server', { projectId })).statusCode).toBe(401)
  })

  it('releases the recovery share once to a newly approved browser, within 10 minutes of its approval', async () => {
    const email = newEmail('recover')
    const maker = await server.signUp(email, newDevice())
    expect(
      (await server.post('/v1/embedded/shares', { projectId, ...shares }, { token: maker }))
        .statusCode,
    ).toBe(200)
    /** A new browser approved by the one mailed code (it also logs in): its session token. */
    const approve = async (device: string) => {
      server.clock.advance(31_000)
      const start = await server.post('/v1/embedded/email/connect', {
        projectId,
        email,
        deviceToken: device,
      })
      expect(start.json().action).toBe('VERIFY_OTP')
      const done = await server.post('/v1/embedded/email/otp', {
        projectId,
        email,
        deviceToken: device,
        code: await server.codeFor(email),
      })
      return done.json().sessionToken as string
    }
    const second = await approve(newDevice())
    const first = await server.post(
      '/v1/embedded/shares/recovery',
      { projectId },
      { token: second },
    )
    expect(first.json().share).toBe(shares.recoveryShare)
    // Once: not again for this browser, whatever session asks.
    const again = await server.post(
      '/v1/embedded/shares/recovery',
      { projectId },
      { token: second },
    )
    expect(again.statusCode).toBe(403)
    // A browser that lets its 10 minutes pass gets nothing.
    const third = await approve(newDevice())
    server.clock.advance(10 * 60_000 + 1)
    const late = await server.post('/v1/embedded/shares/recovery', { projectId }, { token: third })
    expect(late.statusCode).toBe(403)
    expect(late.json().message).toBe(
      'The recovery share is released once, right after this browser is approved: sign in with your email on a new browser',
    )
  })
})
