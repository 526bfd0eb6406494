import { describe, expect, it } from 'vitest'
import { FrameRequestError } from '../errors/frame'
import { createEmailUpdate } from './createEmailUpdate'
import type { EmbeddedWallet, EmbeddedWalletFrame, EmbeddedWalletSession } from './types'

/** A frame at the boundary, answering as the real one (server-side tests cover the routes): codes 111111 then 222222. */
function setup(frameHas: 'update' | 'none' = 'update') {
  const calls: string[] = []
  let session: EmbeddedWalletSession | undefined = { email: 'ada@example.com' }
  const frame: Partial<EmbeddedWalletFrame> =
    frameHas === 'none'
      ? {}
      : {
          updateEmail: async (email) => {
            calls.push(`update ${email}`)
            if (email === 'taken@example.com')
              throw new FrameRequestError({ message: 'This email address cannot be used' })
            return { action: 'VERIFY_PRIMARY_OTP' }
          },
          updateEmailPrimaryOtp: async (code) => {
            calls.push(`primary ${code}`)
            if (code !== '111111')
              throw new FrameRequestError({ message: 'Wrong code: 4 tries left' })
            return { action: 'VERIFY_SECONDARY_OTP' }
          },
          updateEmailSecondaryOtp: async (code) => {
            calls.push(`secondary ${code}`)
            if (code !== '222222')
              throw new FrameRequestError({ message: 'Wrong code: 4 tries left' })
            return { user: { email: 'new@example.com', address: '0x1', chainId: 'eip155:1' } }
          },
        }
  const wallet: EmbeddedWallet = {
    load: async () => frame as EmbeddedWalletFrame,
    getSession: () => session,
    setSession: (next) => {
      session = next
    },
    getLastCodeAt: () => undefined,
    setLastCodeAt: () => {},
    getSocialProviders: async () => [],
    getPendingSocial: () => undefined,
    setPendingSocial: () => {},
  }
  return { update: createEmailUpdate({ wallet }), calls, session: () => session }
}

describe('createEmailUpdate', () => {
  it('new address → current address code → new address code: the session holds the new email', async () => {
    const { update, calls, session } = setup()
    expect(await update.submitEmail(' New@Example.com ')).toBe('primary')
    expect(update.store.getState()).toMatchObject({ step: 'primary', newEmail: 'new@example.com' })
    expect(await update.submitCode('111111')).toBe('secondary')
    expect(session()).toEqual({ email: 'ada@example.com' })
    expect(await update.submitCode('222222')).toBe('done')
    expect(session()).toEqual({ email: 'new@example.com' })
    expect(calls).toEqual(['update new@example.com', 'primary 111111', 'secondary 222222'])
  })

  it('a wrong code keeps the step and shows the refusal; the right one goes on', async () => {
    const { update, session } = setup()
    await update.submitEmail('new@example.com')
    expect(await update.submitCode('000000')).toBeUndefined()
    expect(update.store.getState().step).toBe('primary')
    expect((update.store.getState().error as { shortMessage: string }).shortMessage).toBe(
      'Wrong code: 4 tries left',
    )
    expect(await update.submitCode('111111')).toBe('secondary')
    expect(update.store.getState().error).toBeUndefined()
    expect(await update.submitCode('999999')).toBeUndefined()
    expect(update.store.getState().step).toBe('secondary')
    expect(session()).toEqual({ email: 'ada@example.com' })
  })

  it('refuses a malformed address before the frame, and keeps the server refusal verbatim', async () => {
    const { update, calls } = setup()
    expect(await update.submitEmail('not-an-email')).toBeUndefined()
    expect((update.store.getState().error as { shortMessage: string }).shortMessage).toBe(
      'Enter a valid email address',
    )
    expect(calls).toEqual([])
    expect(await update.submitEmail('taken@example.com')).toBeUndefined()
    expect((update.store.getState().error as { shortMessage: string }).shortMessage).toBe(
      'This email address cannot be used',
    )
    expect(update.store.getState().step).toBe('email')
    update.reset()
    expect(update.store.getState()).toEqual({
      step: 'email',
      newEmail: undefined,
      busy: false,
      error: undefined,
    })
  })

  it('a wallet without the email calls says so', async () => {
    const { update } = setup('none')
    expect(await update.submitEmail('new@example.com')).toBeUndefined()
    expect((update.store.getState().error as { shortMessage: string }).shortMessage).toContain(
      'This wallet cannot change its email',
    )
  })
})
