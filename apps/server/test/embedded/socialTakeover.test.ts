// Regression for audit 2026-11-28 N-H1 and N-L4: a social login flow started by one party and
// completed at the provider by another gives the first party no session and no key share.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWallet } from '../../../../packages/embedded-wallet/src/keys/splitWallet'
import { newDevice, newEmail, projectId } from './emailTestKit'
import { newDevUser, type SocialTestServer, startSocialServer } from './socialTestKit'

const victimEmail = newEmail('victim')
// The victim's account at the provider: the same (verified) email as their email wallet.
const victimAtProvider = newDevUser('victim', 'Victim', { email: victimEmail })
const kateEmail = `kate${Math.random().toString(36).slice(2, 8)}@example.com`
// An identity whose provider vouches for the address with U+212A KELVIN SIGN instead of the "k".
const kelvin = newDevUser('kelvin', 'Kelvin', { email: `\u212A${kateEmail.slice(1)}` })
const attacker = { origin: 'http://localhost:3001', ip: '198.51.100.7' }

/** Default settings (redirect mode off) and a project that opted in to redirect mode. */
let off: SocialTestServer
let on: SocialTestServer
beforeAll(async () => {
  // One after the other: two servers starting at once on a busy machine can time out.
  off = await startSocialServer([victimAtProvider, kelvin])
  // A deployment of its own (its own database, also on CI's shared PostgreSQL): the same
  // provider user signs up there afresh.
  on = await startSocialServer([victimAtProvider], {
    PORTICO_SOCIAL_REDIRECT_PROJECTS: projectId,
    DATABASE_URL: 'memory://',
  })
}, 120_000)
afterAll(async () => {
  await Promise.all([off?.stop(), on?.stop()])
})

/** The victim's email wallet, with real shares stored by their frame: their session token. */
async function victimWallet(social: SocialTestServer) {
  const token = await social.server.signUp(victimEmail, newDevice())
  const wallet = await createWallet()
  const stored = await social.server.post(
    '/v1/embedded/shares',
    {
      projectId,
      serverShare: wallet.shares.server,
      recoveryShare: wallet.shares.recovery,
      evmAddress: wallet.evmAddress,
      solanaAddress: wallet.solanaAddress,
    },
    { token },
  )
  expect(stored.statusCode).toBe(200)
  return token
}

describe('a social login started by an attacker and completed by the victim (N-H1)', () => {
  it('redirect mode is off unless the project opted in: the return URL is refused', async () => {
    const started = await off.start(
      { deviceToken: newDevice(), returnUrl: 'http://localhost:3000/any/page' },
      attacker,
    )
    expect(started.answer.statusCode).toBe(400)
    expect(started.answer.json().message).toBe(
      'Redirect sign-in is not enabled for this app: allow popups and try again',
    )
  })

  it('the victim completing at the provider in their own browser completes nothing', async () => {
    await victimWallet(off)
    const attackerDevice = newDevice()
    const started = await off.start({ deviceToken: attackerDevice }, attacker)
    // The attacker opens the launch URL (binding the flow to their browser) and sends the victim
    // the provider's page; the victim picks their account there.
    const launched = await off.launch(started.authorizationUrl, 'attacker')
    const back = await off.loginAs(String(launched.headers.location), victimAtProvider)
    const page = await off.callback(back, 'victim')
    expect(page.statusCode).toBe(403)
    expect(page.body).toContain('This sign-in was started in another browser')
    expect(page.headers.location).toBeUndefined()
    expect(page.body).not.toMatch(/[A-Za-z0-9_-]{43}/)
    // Even with the attacker's own cookie the flow is spent.
    expect((await off.callback(back, 'attacker')).statusCode).toBe(400)
    const done = await off.server.post(
      '/v1/embedded/social/finish',
      {
        projectId,
        deviceToken: attackerDevice,
        flowId: started.flowId,
        flowSecret: started.flowSecret,
        completionCode: 'A'.repeat(43),
      },
      attacker,
    )
    expect(done.statusCode).toBe(400)
    expect(done.json().sessionToken).toBeUndefined()
  })

  it('with redirect mode on and the code read from the app page, the attacker gets no session and no share', async () => {
    await victimWallet(on)
    const attackerDevice = newDevice()
    const started = await on.start(
      { deviceToken: attackerDevice, returnUrl: 'http://localhost:3000/any/page' },
      attacker,
    )
    expect(started.answer.statusCode).toBe(200)
    // The victim's browser opens the attacker's launch URL and completes at the provider.
    const back = await on.loginAs(started.authorizationUrl, victimAtProvider, 'victim')
    const callback = await on.callback(back, 'victim')
    expect(callback.statusCode).toBe(303)
    const location = new URL(String(callback.headers.location))
    // Never in the query: no server log or Referer sees it.
    expect(location.search).toBe('')
    const code = new URLSearchParams(location.hash.slice(1)).get('portico_social') ?? ''
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // A script on the app origin reads the fragment and hands the code to the attacker, who holds
    // the flow id, the flow secret and the device token: the victim's account has a wallet and
    // an email, and the attacker's browser was never approved for it.
    const done = await on.server.post(
      '/v1/embedded/social/finish',
      {
        projectId,
        deviceToken: attackerDevice,
        flowId: started.flowId,
        flowSecret: started.flowSecret,
        completionCode: code,
      },
      attacker,
    )
    expect(done.statusCode).toBe(403)
    expect(done.json().message).toBe(
      'This account already has a wallet: log in with its email once on this browser to approve it',
    )
    expect(done.json().sessionToken).toBeUndefined()
    // The flow is spent: a second try gets nothing either.
    const again = await on.server.post(
      '/v1/embedded/social/finish',
      {
        projectId,
        deviceToken: attackerDevice,
        flowId: started.flowId,
        flowSecret: started.flowSecret,
        completionCode: code,
      },
      attacker,
    )
    expect(again.statusCode).toBe(400)
  })
})

describe('look-alike addresses (N-L4)', () => {
  it('a provider-verified address with U+212A (Kelvin sign) does not reach the ASCII account', async () => {
    const { server } = off
    const token = await server.signUp(kateEmail, newDevice())
    const kate = (await server.post('/v1/embedded/session', { projectId }, { token })).json().user
    const device = newDevice()
    const started = await off.start({ deviceToken: device })
    const back = await off.loginAs(started.authorizationUrl, kelvin)
    const page = await off.callback(back)
    const code = /completionCode:"([A-Za-z0-9_-]{43})"/.exec(page.body)?.[1] ?? ''
    const done = await server.post('/v1/embedded/social/finish', {
      projectId,
      deviceToken: device,
      flowId: started.flowId,
      flowSecret: started.flowSecret,
      completionCode: code,
    })
    expect(done.statusCode).toBe(200)
    expect(done.json().user.id).not.toBe(kate.id)
    expect(done.json().user.email).toBe('')
    // Nor can the email login be used with the look-alike.
    const typed = await server.post('/v1/embedded/email/connect', {
      projectId,
      email: kelvin.email,
      deviceToken: newDevice(),
    })
    expect(typed.statusCode).toBe(400)
    expect(typed.json().message).toBe('Enter a valid email address')
  })
})
