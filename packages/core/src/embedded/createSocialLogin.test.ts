import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../clock/createFakeClock'
import { FrameRequestError } from '../errors/frame'
import { createSocialLogin, type SocialLoginPopup } from './createSocialLogin'
import type { EmbeddedWallet, EmbeddedWalletFrame, PendingSocialLogin } from './types'

const authorize = 'http://127.0.0.1:3104/auth?state=s'
const code = 'C'.repeat(43)

/** A frame at the boundary (answers as the real one does) and a browser window with a popup. */
function setup(options: { popups?: boolean; mode?: 'popup' | 'redirect'; href?: string } = {}) {
  const clock = createFakeClock({ start: 1_000 })
  const calls: string[] = []
  let delivered: string | undefined
  const frame: Pick<EmbeddedWalletFrame, 'getSocialRedirectUri' | 'connectSocial'> = {
    getSocialRedirectUri: async (provider, returnUrl) => {
      calls.push(`uri ${provider}${returnUrl === undefined ? '' : ` ${returnUrl}`}`)
      if (provider === 'apple')
        throw new FrameRequestError({
          message: 'Login with apple is unavailable right now: try again later',
        })
      return { uri: authorize }
    },
    connectSocial: async (provider, completionCode) => {
      calls.push(`connect ${provider}${completionCode === undefined ? '' : ` ${completionCode}`}`)
      if ((completionCode ?? delivered) === undefined)
        throw new FrameRequestError({ message: 'The sign-in was cancelled' })
      return {
        email: 'alice@portico.localhost',
        address: '0x1',
        chainId: 'eip155:31337',
        socialProvider: provider,
        userName: 'Alice',
      }
    },
  }
  let session: ReturnType<EmbeddedWallet['getSession']>
  let pending: PendingSocialLogin | undefined
  const wallet: EmbeddedWallet = {
    load: async () => frame as EmbeddedWalletFrame,
    getSession: () => session,
    setSession: (next) => {
      session = next
    },
    getLastCodeAt: () => undefined,
    setLastCodeAt: () => {},
    getSocialProviders: async () => ['google'],
    getPendingSocial: () => pending,
    setPendingSocial: (next) => {
      pending = next
    },
  }
  const popup = { closed: false, location: { href: '' }, close: () => {} } as SocialLoginPopup & {
    closed: boolean
  }
  popup.close = () => {
    popup.closed = true
  }
  const win = {
    opened: [] as string[],
    location: {
      href: options.href ?? 'http://localhost:3000/shop',
      assign: (url: string) => calls.push(`assign ${url}`),
    },
    history: {
      replaceState: (_: unknown, __: string, url: string) => {
        win.location.href = url
      },
    },
    open: (url: string) => {
      win.opened.push(url)
      return options.popups === false ? null : popup
    },
  }
  let connects = 0
  const login = createSocialLogin({
    wallet,
    clock,
    window: win,
    mode: options.mode,
    connect: async () => {
      connects++
    },
  })
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return {
    login,
    clock,
    calls,
    popup,
    win,
    wallet,
    settle,
    deliver: () => {
      delivered = code
    },
    connects: () => connects,
  }
}

describe('createSocialLogin', () => {
  it('popup: opens it synchronously, points it at the provider, and connects once it closes with the code delivered', async () => {
    const { login, popup, win, calls, clock, settle, deliver, wallet, connects } = setup()
    const done = login.start('google', 'Connect')
    // Opened inside the click, before any await.
    expect(win.opened).toEqual(['about:blank'])
    expect(login.store.getState()).toMatchObject({ provider: 'google', status: 'popup' })
    await settle()
    expect(popup.location.href).toBe(authorize)
    clock.advance(2_000)
    expect(calls).toEqual(['uri google'])
    deliver() // the callback page posted the code to the frame
    popup.close()
    clock.advance(250)
    expect(await done).toBe('connected')
    expect(calls).toEqual(['uri google', 'connect google'])
    expect(wallet.getSession()).toEqual({
      email: 'alice@portico.localhost',
      socialProvider: 'google',
      userName: 'Alice',
    })
    expect(connects()).toBe(1)
    expect(login.store.getState()).toEqual({
      provider: undefined,
      status: 'idle',
      error: undefined,
    })
  })

  it('a popup closed before the provider sent the visitor back is a cancel, not an error', async () => {
    const { login, popup, clock, settle, connects } = setup()
    const done = login.start('github', 'Connect')
    await settle()
    popup.close()
    clock.advance(250)
    expect(await done).toBe('cancelled')
    expect(login.store.getState()).toEqual({
      provider: undefined,
      status: 'idle',
      error: undefined,
    })
    expect(connects()).toBe(0)
  })

  it('cancel closes the popup and forgets the login', async () => {
    const { login, popup, clock, settle, calls } = setup()
    const done = login.start('google', 'Connect')
    await settle()
    login.cancel()
    expect(popup.closed).toBe(true)
    clock.advance(250)
    expect(await done).toBe('cancelled')
    expect(calls).toEqual(['uri google'])
    expect(login.store.getState().status).toBe('idle')
  })

  it("a refused start closes the popup and shows the server's message", async () => {
    const { login, popup } = setup()
    expect(await login.start('apple', 'Connect')).toBe('failed')
    expect(popup.closed).toBe(true)
    const { error, provider } = login.store.getState()
    expect(provider).toBe('apple')
    expect((error as FrameRequestError).shortMessage).toBe(
      'Login with apple is unavailable right now: try again later',
    )
  })

  it('popups blocked: the page goes to the provider, remembering provider and view', async () => {
    const { login, calls, wallet } = setup({ popups: false })
    expect(await login.start('x', 'Connect')).toBe('redirecting')
    expect(wallet.getPendingSocial()).toEqual({ provider: 'x', view: 'Connect' })
    expect(calls).toEqual(['uri x http://localhost:3000/shop', `assign ${authorize}`])
  })

  it('redirect mode by config opens no popup', async () => {
    const { login, win } = setup({ mode: 'redirect' })
    expect(await login.start('google', 'Connect')).toBe('redirecting')
    expect(win.opened).toEqual([])
  })

  it('redirect mode keeps the page fragment aside and sends the page without it', async () => {
    const { login, calls, wallet } = setup({
      popups: false,
      href: 'http://localhost:3000/shop?item=7#/cart',
    })
    expect(await login.start('x', 'Connect')).toBe('redirecting')
    expect(wallet.getPendingSocial()).toEqual({ provider: 'x', view: 'Connect', hash: '#/cart' })
    expect(calls[0]).toBe('uri x http://localhost:3000/shop?item=7')
  })

  it('resume: hands the code from the fragment to the frame, puts the page fragment back, and answers the view to reopen', async () => {
    const { login, calls, wallet, win, connects } = setup({
      href: `http://localhost:3000/shop?item=7#portico_social=${code}`,
    })
    wallet.setPendingSocial({ provider: 'discord', view: 'Connect', hash: '#top' })
    expect(await login.resume()).toEqual({ view: 'Connect', outcome: 'connected' })
    expect(win.location.href).toBe('http://localhost:3000/shop?item=7#top')
    expect(calls).toEqual([`connect discord ${code}`])
    expect(wallet.getPendingSocial()).toBeUndefined()
    expect(wallet.getSession()?.socialProvider).toBe('discord')
    expect(connects()).toBe(1)
  })

  it('resume: a failure at the provider is said; a cancel is not; a code without a login of ours is dropped', async () => {
    const failed = setup({ href: 'http://localhost:3000/#portico_social_error=failed' })
    failed.wallet.setPendingSocial({ provider: 'google', view: 'Connect' })
    expect(await failed.login.resume()).toEqual({ view: 'Connect', outcome: 'failed' })
    expect((failed.login.store.getState().error as FrameRequestError).shortMessage).toBe(
      'The sign-in did not complete: try again',
    )
    expect(failed.win.location.href).toBe('http://localhost:3000/')

    const cancelled = setup({ href: 'http://localhost:3000/#portico_social_error=cancelled' })
    cancelled.wallet.setPendingSocial({ provider: 'google', view: 'Connect' })
    expect(await cancelled.login.resume()).toEqual({ view: 'Connect', outcome: 'cancelled' })
    expect(cancelled.login.store.getState().error).toBeUndefined()

    const foreign = setup({ href: `http://localhost:3000/#portico_social=${code}` })
    expect(await foreign.login.resume()).toBeUndefined()
    expect(foreign.win.location.href).toBe('http://localhost:3000/')
    expect(foreign.calls).toEqual([])

    // A code in the query (the old form) is nobody's: nothing is redeemed.
    const query = setup({ href: `http://localhost:3000/?portico_social=${code}` })
    query.wallet.setPendingSocial({ provider: 'google', view: 'Connect' })
    expect(await query.login.resume()).toBeUndefined()
    expect(query.calls).toEqual([])

    expect(await setup().login.resume()).toBeUndefined()
  })
})
