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
let social: SocialTestServer
let server: EmailTestServer
let apiUrl: string
beforeAll(async () => {
  social = await startSocialServer([alice, bob, carol])
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

/** The provider's login page as `user`, then the callback as the browser loads it. */
async function atProvider(uri: string, user: DevIdentityUser) {
  const back = await social.loginAs(uri, user)
  return server.app.inject({ url: `${back.pathname}${back.search}` })
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
    // Another browser: the keys are rebuilt there from the server's and the recovery share.
    const social = await popupLogin(browser().wallet, bob, 'github')
    expect(social.address).toBe(byEmail.address)

    const carolBrowser = browser()
    const own = await popupLogin(carolBrowser.wallet, carol)
    expect(own.email).toBe('')
    expect(own.address).not.toBe(byEmail.address)
    // The same identity later reaches the same wallet from another browser.
    expect((await popupLogin(browser().wallet, carol)).address).toBe(own.address)
  })

  it('redirect mode: the app hands the code from its return URL to the frame', async () => {
    const { wallet } = browser()
    const returnUrl = 'http://localhost:3000/?tab=swap'
    const { uri } = (await wallet.handle(
      'APP_GET_SOCIAL_REDIRECT_URI',
      { provider: 'x', returnUrl },
      app,
    )) as { uri: string }
    const page = await atProvider(uri, alice)
    expect(page.statusCode).toBe(303)
    const back = new URL(String(page.headers.location))
    expect(back.searchParams.get('tab')).toBe('swap')
    const user = (await wallet.handle(
      'APP_CONNECT_SOCIAL',
      { provider: 'x', completionCode: back.searchParams.get('portico_social') },
      app,
    )) as Connected
    expect(user).toMatchObject({ email: alice.email, socialProvider: 'x' })
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
