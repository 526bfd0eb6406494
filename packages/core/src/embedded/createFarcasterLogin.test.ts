import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../clock/createFakeClock'
import { GO_BACK_SYNC_DELAY_MS } from '../constants'
import { FrameRequestError } from '../errors/frame'
import { createFarcasterLogin, FARCASTER_POLL_MS } from './createFarcasterLogin'
import type { EmbeddedWallet, EmbeddedWalletFrame, EmbeddedWalletSession } from './types'

const link = (n: number) => `https://farcaster.xyz/~/siwf?channelToken=t${n}&nonce=n${n}`

/**
 * A frame at the boundary answering as the real one does: a new link per start, pending until
 * `sign()` (or failing with `fail`), then the Farcaster account's user.
 */
function setup(options: { frameless?: boolean; connectError?: Error } = {}) {
  const clock = createFakeClock({ start: 1_000 })
  const calls: string[] = []
  let links = 0
  let signed = false
  let fail: Error | undefined
  const frame: Partial<EmbeddedWalletFrame> = options.frameless
    ? {}
    : {
        getFarcasterUri: async () => {
          calls.push('uri')
          links++
          return { url: link(links) }
        },
        connectFarcaster: async () => {
          calls.push('connect')
          if (fail) throw fail
          if (!signed) return { pending: true as const }
          return {
            email: '',
            address: '0x1',
            chainId: 'eip155:31337',
            socialProvider: 'farcaster',
            userName: 'devnet',
          }
        },
        reload: async () => void calls.push(`reload@${clock.now()}`),
        syncDappData: async () => void calls.push(`sync@${clock.now()}`),
      }
  let session: EmbeddedWalletSession | undefined
  const wallet = {
    load: async () => frame as EmbeddedWalletFrame,
    getSession: () => session,
    setSession: (next: EmbeddedWalletSession | undefined) => {
      session = next
    },
  } as unknown as EmbeddedWallet
  let connects = 0
  const login = createFarcasterLogin({
    wallet,
    clock,
    connect: async () => {
      connects++
      if (options.connectError) throw options.connectError
    },
  })
  /** Lets the promises of the flow run (the frame's answers are async). */
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve()
  }
  return {
    clock,
    calls,
    login,
    settle,
    sign: () => {
      signed = true
    },
    failWith: (error: Error) => {
      fail = error
    },
    session: () => session,
    connects: () => connects,
  }
}

describe('createFarcasterLogin', () => {
  it('shows the link, asks the frame once per poll interval until signed, then stores the session and connects', async () => {
    const t = setup()
    const outcome = t.login.start()
    await t.settle()
    expect(t.login.store.getState()).toEqual({ status: 'waiting', url: link(1), error: undefined })
    expect(t.calls).toEqual(['uri'])
    t.clock.advance(FARCASTER_POLL_MS - 1)
    await t.settle()
    expect(t.calls).toEqual(['uri'])
    t.clock.advance(1)
    await t.settle()
    expect(t.calls).toEqual(['uri', 'connect'])
    t.clock.advance(FARCASTER_POLL_MS)
    await t.settle()
    expect(t.calls).toEqual(['uri', 'connect', 'connect'])
    t.sign()
    t.clock.advance(FARCASTER_POLL_MS)
    expect(await outcome).toBe('connected')
    expect(t.session()).toEqual({ email: '', socialProvider: 'farcaster', userName: 'devnet' })
    expect(t.connects()).toBe(1)
    expect(t.login.store.getState().status).toBe('idle')
  })

  it("fails with the connector's error when the wallet does not connect after the sign-in", async () => {
    const refused = new Error('The wallet frame did not answer')
    const t = setup({ connectError: refused })
    const outcome = t.login.start()
    await t.settle()
    t.sign()
    t.clock.advance(FARCASTER_POLL_MS)
    expect(await outcome).toBe('failed')
    expect(t.connects()).toBe(1)
    expect(t.login.store.getState()).toEqual({ status: 'idle', url: undefined, error: refused })
  })

  it("fails with the frame's message when the sign-in expired, and a retry makes a new link", async () => {
    const t = setup()
    const first = t.login.start()
    await t.settle()
    t.failWith(new FrameRequestError({ message: 'This sign-in has expired: start again' }))
    t.clock.advance(FARCASTER_POLL_MS)
    expect(await first).toBe('failed')
    const failed = t.login.store.getState()
    expect(failed.status).toBe('idle')
    expect((failed.error as FrameRequestError).shortMessage).toBe(
      'This sign-in has expired: start again',
    )
    expect(t.connects()).toBe(0)

    const second = t.login.start()
    await t.settle()
    expect(t.login.store.getState()).toEqual({ status: 'waiting', url: link(2), error: undefined })
    t.login.cancel()
    expect(await second).toBe('cancelled')
  })

  it('cancel stops polling at once and forgets the link', async () => {
    const t = setup()
    const outcome = t.login.start()
    await t.settle()
    t.login.cancel()
    expect(await outcome).toBe('cancelled')
    expect(t.login.store.getState()).toEqual({ status: 'idle', url: undefined, error: undefined })
    t.clock.advance(FARCASTER_POLL_MS * 3)
    await t.settle()
    expect(t.calls).toEqual(['uri'])
  })

  it('a new start replaces the running login: only the new link is polled', async () => {
    const t = setup()
    const first = t.login.start()
    await t.settle()
    const second = t.login.start()
    expect(await first).toBe('cancelled')
    await t.settle()
    expect(t.login.store.getState().url).toBe(link(2))
    t.sign()
    t.clock.advance(FARCASTER_POLL_MS)
    expect(await second).toBe('connected')
    expect(t.calls).toEqual(['uri', 'uri', 'connect'])
    expect(t.connects()).toBe(1)
  })

  it("fails with SPEC §8's default frame error when the frame has no Farcaster calls", async () => {
    const t = setup({ frameless: true })
    expect(await t.login.start()).toBe('failed')
    const { error } = t.login.store.getState()
    expect(error).toBeInstanceOf(FrameRequestError)
    expect((error as FrameRequestError).shortMessage).toBe('An error occurred')
  })

  it('reload (going back with no address): APP_RELOAD now, APP_SYNC_DAPP_DATA 100 ms later', async () => {
    const { login, calls, clock, settle } = setup()
    await login.reload()
    expect(calls).toEqual(['reload@1000'])
    clock.advance(GO_BACK_SYNC_DELAY_MS - 1)
    await settle()
    expect(calls).toEqual(['reload@1000'])
    clock.advance(1)
    await settle()
    expect(calls).toEqual(['reload@1000', `sync@${1000 + GO_BACK_SYNC_DELAY_MS}`])
  })

  it('reload never rejects, even with a frame without those calls', async () => {
    const { login, clock } = setup({ frameless: true })
    await expect(login.reload()).resolves.toBeUndefined()
    clock.advance(GO_BACK_SYNC_DELAY_MS)
  })
})
