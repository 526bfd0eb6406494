import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../clock/createFakeClock'
import { FrameRequestError } from '../errors/frame'
import { createEmailLogin } from './createEmailLogin'
import type { EmbeddedWallet, EmbeddedWalletFrame, EmbeddedWalletSession } from './types'

/** A frame at the boundary: answers as the real frame does for one account (code 123456, device code 654321). */
function setup(options: { knownBrowser?: boolean; liveSession?: boolean } = {}) {
  const clock = createFakeClock({ start: 1_000_000 })
  const calls: string[] = []
  let session: EmbeddedWalletSession | undefined
  let lastCodeAt: number | undefined
  let approved = options.knownBrowser ?? true
  const frame: Pick<EmbeddedWalletFrame, 'connectEmail' | 'connectDevice' | 'connectOtp'> = {
    connectEmail: async (email) => {
      calls.push(`email ${email}`)
      if (options.liveSession) return { action: 'CONNECT' }
      return { action: approved ? 'VERIFY_OTP' : 'VERIFY_DEVICE' }
    },
    connectDevice: async (code) => {
      calls.push(`device ${code}`)
      if (code !== '654321') throw new FrameRequestError({ message: 'Wrong code: 4 tries left' })
      approved = true
      return { action: 'VERIFY_OTP' }
    },
    connectOtp: async (code) => {
      calls.push(`otp ${code}`)
      if (code !== '123456') throw new FrameRequestError({ message: 'Wrong code: 4 tries left' })
      return { email: 'ada@example.com', address: '0x1', chainId: 'eip155:31337' }
    },
  }
  const wallet: EmbeddedWallet = {
    load: async () => frame as EmbeddedWalletFrame,
    getSession: () => session,
    setSession: (next) => {
      session = next
    },
    getLastCodeAt: () => lastCodeAt,
    setLastCodeAt: (time) => {
      lastCodeAt = time
    },
    getSocialProviders: async () => [],
    getPendingSocial: () => undefined,
    setPendingSocial: () => {},
  }
  let connects = 0
  const login = createEmailLogin({
    wallet,
    clock,
    connect: async () => {
      connects++
    },
  })
  return { login, clock, calls, wallet, connects: () => connects }
}

describe('createEmailLogin', () => {
  it('email → code → connected: stores the email, clears the last-login time, connects once', async () => {
    const { login, wallet, connects, calls } = setup()
    expect(await login.submitEmail(' Ada@Example.com ')).toBe('otp')
    expect(login.store.getState()).toMatchObject({ step: 'otp', email: 'ada@example.com' })
    await login.submitCode('123456')
    expect(calls).toEqual(['email ada@example.com', 'otp 123456'])
    expect(wallet.getSession()).toEqual({ email: 'ada@example.com' })
    expect(wallet.getLastCodeAt()).toBeUndefined()
    expect(connects()).toBe(1)
    expect(login.store.getState().step).toBe('email')
  })

  it('a wrong code shows the refusal and keeps the step and address; the right one then works', async () => {
    const { login, connects } = setup()
    await login.submitEmail('ada@example.com')
    await login.submitCode('000000')
    const state = login.store.getState()
    expect(state).toMatchObject({ step: 'otp', email: 'ada@example.com', busy: false })
    expect((state.error as FrameRequestError).shortMessage).toBe('Wrong code: 4 tries left')
    expect(connects()).toBe(0)
    await login.submitCode('123456')
    expect(login.store.getState().error).toBeUndefined()
    expect(connects()).toBe(1)
  })

  it('refuses an invalid email without asking the frame', async () => {
    const { login, calls } = setup()
    expect(await login.submitEmail('ada@localhost')).toBeUndefined()
    expect((login.store.getState().error as Error).message).toContain('Enter a valid email address')
    expect(calls).toEqual([])
  })

  it('resend inside 30 s is refused with the remaining seconds; at 30 s it mails again', async () => {
    const { login, clock, calls } = setup()
    await login.submitEmail('ada@example.com')
    clock.advance(12_300)
    await login.resend()
    expect((login.store.getState().error as { shortMessage: string }).shortMessage).toBe(
      'Please try again after 18 seconds',
    )
    expect(login.store.getState().step).toBe('otp')
    clock.advance(17_700)
    await login.resend()
    expect(login.store.getState().error).toBeUndefined()
    expect(calls).toEqual(['email ada@example.com', 'email ada@example.com'])
  })

  it('a new browser verifies the device first, then the login code', async () => {
    const { login, connects, calls } = setup({ knownBrowser: false })
    expect(await login.submitEmail('ada@example.com')).toBe('device')
    await login.submitCode('111111')
    expect(login.store.getState().step).toBe('device')
    await login.submitCode('654321')
    expect(login.store.getState().step).toBe('otp')
    await login.submitCode('123456')
    expect(connects()).toBe(1)
    expect(calls).toEqual(['email ada@example.com', 'device 111111', 'device 654321', 'otp 123456'])
  })

  it('a live frame session connects at once', async () => {
    const { login, connects, wallet } = setup({ liveSession: true })
    expect(await login.submitEmail('ada@example.com')).toBe('connected')
    expect(connects()).toBe(1)
    expect(wallet.getSession()).toEqual({ email: 'ada@example.com' })
  })
})
