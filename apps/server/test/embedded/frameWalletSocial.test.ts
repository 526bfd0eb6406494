import type { DevIdentityUser } from '@portico/devnet'
import { createFrameWallet, type FrameWallet } from '@portico/embedded-wallet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type EmailTestServer, frameOrigin, projectId } from './emailTestKit'
import { frameOriginFetch, memoryFrameStorage } from './frameTestBrowser'
import { newDevUser, type SocialTestServer, startSocialServer } from './socialTestKit'

// The frame's social login (APP_GET_SOCIAL_REDIRECT_URI, the callback's code, APP_CONNECT_SOCIAL)
// against the real server and the development identity provider: only the browser is left out.
const alice = newDevUser('alice', 'Alice')
const bob = newDevUser('bob', 'Bob')
const carol = newDevUser('carol', 'Carol', { emailVerified: false })
const dave = newDevUser('dave', 'Dave')
let social: SocialTestServer
let server: EmailTestServer
let apiUrl: string
beforeAll(async () => {
  social = await startSocialServer([alice, bob, carol, dave], {
    PORTICO_SOCIAL_REDIRECT_PROJECTS: projectId,
  })
  server = social.server
  apiUrl = await server.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await social?.stop()
})

const frameFetch = frameOriginFetch(frameOrigin)
function browser() {
  const { store, storage } = memoryFrameStorage()
  const wallet = createFrameWallet({
    apiUrl,
    projectId,
    chainId: 'eip155:31337',
    fetch: frameFetch,
    storage,
    approve: async () => true,
  })
  return { wallet, store }
}
const app = 'http://localhost:3000'
type Connected = {
  email: string
  address: string
  socialProvider: string
  userName?: string
}

/** The launch URL and the provider's login page as `user`, then the callback as that browser loads it. */
async function atProvider(uri: string, user: DevIdentityUser) {
  const back = await social.loginAs(uri, user)
  return social.callback(back)
}
/** Popup mode: the callback page posts its code to the frame, then the app asks to connect. */
async function popupLogin(wallet: FrameWallet, user: DevIdentityUser, provider = 'google') {
  const { uri } = (await wallet.handle('APP_GET_SOCIAL_REDIRECT_URI', { provider }, app)) as {
    uri: string
  }
  const page = await atProvider(uri, user)
  const code = /completionCode:"([A-Za-z0-9_-]{43})"/.exec(page.body)?.[1]
  if (code === undefined) throw new Error('the callback page handed no code')
  wallet.deliverSocialCode(code)
  return (await wallet.handle('APP_CONNECT_SOCIAL', { provider }, app)) as Connected
}

describe('the frame wallet: social login', () => {
  it('popup mode: connects, makes the wallet, and names the provider and the user', async () => {
    const { wallet, store } = browser()
    const user = await popupLogin(wallet, alice)
    expect(user).toMatchObject({ email: alice.email, socialProvider: 'google', userName: 'Alice' })
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect([...store.keys()].sort()).toEqual([
      `deviceShare:${store.get('userId')}`,
      'deviceToken',
      'session',
      'userId',
    ])
    expect(await wallet.handle('APP_IS_CONNECTED', undefined, app)).toEqual({ isConnected: true })
  })

  it("a verified email reaches the email login's keys; an unverified one gets a wallet of its own", async () => {
    const emailBrowser = browser()
    await emailBrowser.wallet.handle('APP_CONNECT_EMAIL', { email: bob.email }, app)
    const byEmail = (await emailBrowser.wallet.handle(
      'APP_CONNECT_OTP',
      { code: await server.codeFor(bob.email) },
      app,
    )) as Connected
    // Another browser: the provider alone does not bring the wallet there (the email's device
    // code does: an email login on that browser first).
    await expect(popupLogin(browser().wallet, bob, 'github')).rejects.toThrow(
      'This account already has a wallet: log in with its email once on this browser to approve it',
    )
    // The browser the email approved: the same wallet.
    const social = await popupLogin(emailBrowser.wallet, bob, 'github')
    expect(social.address).toBe(byEmail.address)

    const carolBrowser = browser()
    const own = await popupLogin(carolBrowser.wallet, carol)
    expect(own.email).toBe('')
    expect(own.address).not.toBe(byEmail.address)
    // The same identity (no email: the provider is its only factor) later reaches the same wallet
    // from another browser: the keys are rebuilt there from the server's and the recovery share.
    expect((await popupLogin(browser().wallet, carol)).address).toBe(own.address)
  })

  it("redirect mode: the app hands the code from its page's fragment to the frame", async () => {
    const { wallet } = browser()
    const returnUrl = 'http://localhost:3000/?tab=swap'
    const { uri } = (await wallet.handle(
      'APP_GET_SOCIAL_REDIRECT_URI',
      { provider: 'x', returnUrl },
      app,
    )) as { uri: string }
    const page = await atProvider(uri, dave)
    expect(page.statusCode).toBe(303)
    const back = new URL(String(page.headers.location))
    expect(back.search).toBe('?tab=swap')
    const completionCode = new URLSearchParams(back.hash.slice(1)).get('portico_social')
    const user = (await wallet.handle(
      'APP_CONNECT_SOCIAL',
      { provider: 'x', completionCode },
      app,
    )) as Connected
    expect(user).toMatchObject({ email: dave.email, socialProvider: 'x' })
  })

  it('a popup closed before the provider sent the visitor back is a cancel; a finished flow is not redeemed twice', async () => {
    const { wallet, store } = browser()
    await wallet.handle('APP_GET_SOCIAL_REDIRECT_URI', { provider: 'google' }, app)
    await expect(wallet.handle('APP_CONNECT_SOCIAL', { provider: 'google' }, app)).rejects.toThrow(
      'The sign-in was cancelled',
    )
    expect(store.has('session')).toBe(false)
    await expect(wallet.handle('APP_CONNECT_SOCIAL', { provider: 'google' }, app)).rejects.toThrow(
      'This sign-in has expired: start again',
    )
  })
})
