import { createHash } from 'node:crypto'
import type { DevIdentityUser } from '@portico/devnet'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedSocialFlows } from '../../src/db/embeddedSchema'
import {
  type EmailTestServer,
  newDevice,
  newEmail,
  projectId,
  startEmailServer,
} from './emailTestKit'
import {
  socialCallbackUrl as callbackUrl,
  newDevUser,
  newFlowSecret,
  type SocialTestServer,
  startSocialServer,
} from './socialTestKit'

const verified = newDevUser('alice', 'Alice')
const shared = newEmail('shared')
const verifiedShared = newDevUser('bob', 'Bob', { email: shared })
const unverifiedShared = newDevUser('carol', 'Carol', { email: shared, emailVerified: false })

let social: SocialTestServer
let idp: SocialTestServer['idp']
let server: EmailTestServer
beforeAll(async () => {
  social = await startSocialServer([verified, verifiedShared, unverifiedShared], {
    PORTICO_SOCIAL_REDIRECT_PROJECTS: projectId,
  })
  ;({ idp, server } = social)
})
afterAll(async () => {
  await social?.stop()
})

/** The flow secret each started flow's frame keeps, by flow. */
const secrets = new Map<string, string>()
const start = async (deviceToken: string, provider = 'google', returnUrl?: string) => {
  const started = await social.start({ deviceToken, provider, returnUrl })
  secrets.set(started.flowId, started.flowSecret)
  return started
}
/** The completion code each callback page handed to its opener, by flow. */
const handedOver = new Map<string, string>()
const finish = (
  deviceToken: string,
  flowId: string,
  completionCode = handedOver.get(flowId),
  flowSecret = secrets.get(flowId),
) =>
  server.post('/v1/embedded/social/finish', {
    projectId,
    deviceToken,
    flowId,
    flowSecret: flowSecret ?? 'S'.repeat(43),
    completionCode: completionCode ?? 'A'.repeat(43),
  })
const flowOf = new Map<string, string>()
/** The provider's redirect, as the popup loads it; records the code its page posts to the opener. */
const callback = async (url: URL, browser?: string) => {
  const page = await social.callback(url, browser)
  const code = /completionCode:"([A-Za-z0-9_-]{43})"/.exec(page.body)?.[1]
  const flowId = flowOf.get(url.searchParams.get('state') ?? '')
  if (code !== undefined && flowId !== undefined) handedOver.set(flowId, code)
  return page
}
/** start → launch → the provider's login page as `user` → the URL the provider sends back. */
const loginAs = async (user: DevIdentityUser, deviceToken: string) => {
  const started = await start(deviceToken)
  expect(started.answer.statusCode).toBe(200)
  const { flowId, authorizationUrl } = started
  const back = await social.loginAs(authorizationUrl, user)
  flowOf.set(back.searchParams.get('state') ?? '', flowId)
  return { flowId, back }
}
const shares = (evm: string) => ({
  projectId,
  serverShare: 'c2VydmVy',
  recoveryShare: 'cmVjb3Zlcnk=',
  evmAddress: evm,
  solanaAddress: '1'.repeat(32),
})

describe('social login over OpenID Connect (dev identity provider)', () => {
  it('runs the whole protocol: discovery, authorize with PKCE, login, callback, session', async () => {
    const listed = await server.post('/v1/embedded/social/providers', { projectId })
    expect(listed.json().providers.map((p: { id: string }) => p.id)).toEqual([
      'google',
      'github',
      'apple',
      'facebook',
      'x',
      'discord',
    ])
    const device = newDevice()
    const { flowId, back } = await loginAs(verified, device)
    // The frame opens a one-time launch URL on its own origin; the browser that opens it gets a
    // cookie for the callback and goes on to the provider.
    const launchUrl = new URL((await start(newDevice())).authorizationUrl)
    expect(`${launchUrl.origin}${launchUrl.pathname}`).toBe(
      'http://localhost:3001/v1/embedded/social/launch',
    )
    const launched = await social.launch(launchUrl.href, 'protocol')
    expect(launched.statusCode).toBe(303)
    expect(String(launched.headers['set-cookie'])).toMatch(
      /^portico_social_[0-9a-f]{16}=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/v1\/embedded\/social\/callback; HttpOnly; SameSite=Lax$/,
    )
    expect(String(launched.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
    const authorize = new URL(String(launched.headers.location))
    expect(authorize.origin).toBe(idp.issuer)
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.searchParams.get('redirect_uri')).toBe(callbackUrl)
    // A launch URL works once.
    expect((await social.launch(launchUrl.href, 'another')).statusCode).toBe(400)
    // Before the provider sends the visitor back, the frame waits.
    expect((await finish(device, flowId)).statusCode).toBe(409)
    const page = await callback(back)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Signed in')
    // The page (on the frame's origin) hands the completion code only to the frames of its
    // opener that are on its own origin, then closes.
    expect(page.body).toContain('o.frames[i].postMessage(m,location.origin)')
    expect(page.body).toContain('window.close()')
    const nonce = /script-src 'nonce-([^']+)'/.exec(
      String(page.headers['content-security-policy']),
    )?.[1]
    expect(page.body).toContain(`<script nonce="${nonce}">`)
    // The page cannot be framed (N-L5).
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
    const done = await finish(device, flowId)
    expect(done.statusCode).toBe(200)
    expect(done.json()).toMatchObject({
      action: 'CONNECT',
      isNewUser: true,
      user: { email: verified.email, evmAddress: null },
      socialProvider: 'google',
      userName: 'Alice',
    })
    const session = await server.post(
      '/v1/embedded/session',
      { projectId },
      { token: done.json().sessionToken },
    )
    expect(session.json().user.email).toBe(verified.email)
    // A second login with the same identity reaches the same account.
    const again = await loginAs(verified, device)
    await callback(again.back)
    const second = (await finish(device, again.flowId)).json()
    expect(second.isNewUser).toBe(false)
    expect(second.user.id).toBe(done.json().user.id)
  })

  it("reaches the email account's keys only when the provider says the email is verified", async () => {
    const emailDevice = newDevice()
    const emailToken = await server.signUp(shared, emailDevice)
    const stored = await server.post('/v1/embedded/shares', shares(`0x${'11'.repeat(20)}`), {
      token: emailToken,
    })
    expect(stored.statusCode).toBe(200)
    const emailUser = (
      await server.post('/v1/embedded/session', { projectId }, { token: emailToken })
    ).json().user

    const unverifiedDevice = newDevice()
    const carol = await loginAs(unverifiedShared, unverifiedDevice)
    await callback(carol.back)
    const separate = (await finish(unverifiedDevice, carol.flowId)).json()
    expect(separate.isNewUser).toBe(true)
    expect(separate.user).toMatchObject({ email: '', evmAddress: null })
    expect(separate.user.id).not.toBe(emailUser.id)
    const noKeys = await server.post(
      '/v1/embedded/shares/server',
      { projectId },
      {
        token: separate.sessionToken,
      },
    )
    expect(noKeys.statusCode).toBe(404)
    // Nor can that account take the address over by an email update.
    const update = await server.post(
      '/v1/embedded/email/update',
      { projectId, deviceToken: unverifiedDevice, newEmail: newEmail() },
      { token: separate.sessionToken },
    )
    expect(update.statusCode).toBe(409)

    // On a browser never approved for that account, the provider alone does not bring its wallet:
    // the email's device code (an email login on this browser) is the second factor.
    const newBrowser = newDevice()
    const bobElsewhere = await loginAs(verifiedShared, newBrowser)
    await callback(bobElsewhere.back)
    const refused = await finish(newBrowser, bobElsewhere.flowId)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(
      'This account already has a wallet: log in with its email once on this browser to approve it',
    )
    // On the browser the email login approved, the same identity reaches the account and its keys.
    const bob = await loginAs(verifiedShared, emailDevice)
    await callback(bob.back)
    const same = (await finish(emailDevice, bob.flowId)).json()
    expect(same).toMatchObject({ isNewUser: false, user: { id: emailUser.id, email: shared } })
    const keys = await server.post(
      '/v1/embedded/shares/server',
      { projectId },
      {
        token: same.sessionToken,
      },
    )
    expect(keys.statusCode).toBe(200)
    expect(keys.json().share).toBe('c2VydmVy')
  })

  it('refuses an unknown state and a replayed callback, and redeems a flow once', async () => {
    const device = newDevice()
    const { flowId, back } = await loginAs(verified, device)
    const forged = new URL(back)
    forged.searchParams.set('state', 'forged-state')
    expect((await callback(forged)).statusCode).toBe(400)
    expect((await callback(back)).statusCode).toBe(200)
    const replay = await callback(back)
    expect(replay.statusCode).toBe(400)
    expect(replay.body).toContain('no longer valid')
    expect((await finish(newDevice(), flowId)).statusCode).toBe(400)
    expect((await finish(device, flowId)).statusCode).toBe(200)
    const twice = await finish(device, flowId)
    expect(twice.statusCode).toBe(400)
    expect(twice.json().message).toBe('This sign-in has expired: start again')
  })

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const device = newDevice()
    const { flowId, back } = await loginAs(verified, device)
    await server.db
      .update(embeddedSocialFlows)
      .set({ nonce: 'another-nonce' })
      .where(eq(embeddedSocialFlows.projectId, projectId))
    const page = await callback(back)
    expect(page.body).toContain('Sign-in not completed')
    const refused = await finish(device, flowId)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe('The sign-in did not complete: try again')
  })

  it('does not redeem a flow completed in another browser without the code its page handed over', async () => {
    // Someone starts a flow and gets the victim to open its launch link: the victim's browser
    // lands on the callback (no opener), and the starter only holds flow id, secret and device.
    const attackerDevice = newDevice()
    const started = await start(attackerDevice)
    const back = await social.loginAs(started.authorizationUrl, verified, 'victim')
    const page = await callback(back, 'victim')
    expect(page.statusCode).toBe(200)
    expect(page.headers.location).toBeUndefined()
    const refused = await finish(attackerDevice, started.flowId, 'B'.repeat(43))
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe('This sign-in has expired: start again')
  })

  it('completes a flow only in the browser that launched it, and spends it otherwise', async () => {
    // The starter opens the launch URL, then hands the provider's page to someone else.
    const device = newDevice()
    const started = await start(device)
    const launched = await social.launch(started.authorizationUrl, 'starter-only')
    const back = await social.loginAs(String(launched.headers.location), verified)
    flowOf.set(back.searchParams.get('state') ?? '', started.flowId)
    const elsewhere = await callback(back, 'someone-else')
    expect(elsewhere.statusCode).toBe(403)
    expect(elsewhere.body).toContain(
      'This sign-in was started in another browser: start again from the app',
    )
    expect(elsewhere.body).not.toMatch(/completionCode/)
    // Spent: not even the launching browser completes it afterwards.
    expect((await callback(back, 'starter-only')).statusCode).toBe(400)
    expect((await finish(device, started.flowId)).json().message).toBe(
      'The sign-in did not complete: try again',
    )
  })

  it('redeems only with the flow secret of the frame that started, within 60 s of the callback', async () => {
    const device = newDevice()
    const { flowId, back } = await loginAs(verified, device)
    await callback(back)
    const wrongSecret = await finish(device, flowId, undefined, newFlowSecret().secret)
    expect(wrongSecret.statusCode).toBe(400)
    server.clock.advance(60_001)
    const late = await finish(device, flowId)
    expect(late.statusCode).toBe(400)
    expect(late.json().message).toBe('This sign-in has expired: start again')
    // In time, the same steps redeem.
    const again = await loginAs(verified, device)
    await callback(again.back)
    server.clock.advance(59_000)
    expect((await finish(device, again.flowId)).statusCode).toBe(200)
  })

  it('refuses a flow after its 10 minutes', async () => {
    const device = newDevice()
    const { flowId, back } = await loginAs(verified, device)
    server.clock.advance(10 * 60_000)
    expect((await callback(back)).statusCode).toBe(400)
    expect((await finish(device, flowId)).statusCode).toBe(400)
    // Another lifetime later, the next start drops the dead flow's row.
    server.clock.advance(10 * 60_000 + 1)
    await start(newDevice())
    const state = createHash('sha256')
      .update(back.searchParams.get('state') ?? '')
      .digest('hex')
    const left = await server.db
      .select()
      .from(embeddedSocialFlows)
      .where(eq(embeddedSocialFlows.stateHash, state))
    expect(left).toEqual([])
  })

  it('redirect mode: the callback sends the visitor back to the app page bound to the flow, the code in the fragment', async () => {
    const device = newDevice()
    const returnUrl = 'http://localhost:3000/shop?item=7#top'
    const started = await start(device, 'github', returnUrl)
    expect(started.answer.statusCode).toBe(200)
    const back = await social.loginAs(started.authorizationUrl, verified)
    const answer = await callback(back)
    expect(answer.statusCode).toBe(303)
    const location = new URL(String(answer.headers.location))
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(
      'http://localhost:3000/shop?item=7',
    )
    // Never in the query (server logs, Referer): only in the fragment.
    expect(location.search).not.toContain('portico_social')
    const code = new URLSearchParams(location.hash.slice(1)).get('portico_social') ?? ''
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const done = await finish(device, started.flowId, code)
    expect(done.json()).toMatchObject({ action: 'CONNECT', socialProvider: 'github' })
  })

  it('redirect mode: a cancel at the provider comes back as portico_social_error', async () => {
    const started = await start(newDevice(), 'google', 'http://127.0.0.1:3000/')
    const launched = await social.launch(started.authorizationUrl)
    const state = new URL(String(launched.headers.location)).searchParams.get('state')
    const answer = await callback(
      new URL(`${callbackUrl}?error=access_denied&state=${encodeURIComponent(state ?? '')}`),
    )
    expect(answer.statusCode).toBe(303)
    expect(answer.headers.location).toBe('http://127.0.0.1:3000/#portico_social_error=cancelled')
  })

  it("refuses a return URL off the project's allowed origins", async () => {
    for (const returnUrl of ['https://evil.example/', 'javascript:alert(1)', 'not a url']) {
      const refused = (await start(newDevice(), 'google', returnUrl)).answer
      expect(refused.statusCode).toBe(400)
      expect(refused.json().message).toBe(
        "The return URL must be on one of the project's allowed origins",
      )
    }
  })

  it("lists the providers to the project's app origins too, not to a foreign one", async () => {
    const app = await server.post(
      '/v1/embedded/social/providers',
      { projectId },
      { origin: 'http://localhost:3000' },
    )
    expect(app.statusCode).toBe(200)
    expect(app.json().providers).toHaveLength(6)
    const foreign = await server.post(
      '/v1/embedded/social/providers',
      { projectId },
      { origin: 'https://evil.example' },
    )
    expect(foreign.statusCode).toBe(403)
  })

  it('rate-limits starts per client address like email codes', async () => {
    const device = newDevice()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await social.start({ provider: 'github', deviceToken: device }, { ip: '10.7.7.7' })).answer
          .statusCode,
      )
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})

describe('social providers without configuration', () => {
  it('are not offered, and cannot be started', async () => {
    const only = await startEmailServer({
      PORTICO_SOCIAL_GOOGLE_ISSUER: idp.issuer,
      PORTICO_SOCIAL_GOOGLE_CLIENT_ID: idp.clientId,
      PORTICO_SOCIAL_GOOGLE_CLIENT_SECRET: idp.clientSecret,
    })
    try {
      const listed = await only.post('/v1/embedded/social/providers', { projectId })
      expect(listed.json()).toEqual({ providers: [{ id: 'google', development: false }] })
      const github = await only.post('/v1/embedded/social/start', {
        projectId,
        provider: 'github',
        deviceToken: newDevice(),
        flowSecretHash: newFlowSecret().hash,
      })
      expect(github.statusCode).toBe(404)
      expect(github.json().message).toBe('Login with github is not available')
    } finally {
      await only.close()
    }
  })

  it('answer 502 when the provider cannot be reached, without internal text', async () => {
    const down = await startEmailServer({
      PORTICO_SOCIAL_APPLE_ISSUER: 'http://127.0.0.1:9/unreachable',
      PORTICO_SOCIAL_APPLE_CLIENT_ID: 'apple-id',
      PORTICO_SOCIAL_APPLE_CLIENT_SECRET: 'apple-secret',
    })
    try {
      const started = await down.post('/v1/embedded/social/start', {
        projectId,
        provider: 'apple',
        deviceToken: newDevice(),
        flowSecretHash: newFlowSecret().hash,
      })
      expect(started.statusCode).toBe(502)
      expect(started.json()).toEqual({
        error: 'Bad Gateway',
        message: 'Login with apple is unavailable right now: try again later',
      })
    } finally {
      await down.close()
    }
  })
})
