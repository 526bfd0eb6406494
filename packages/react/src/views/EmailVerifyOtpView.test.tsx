import { createStore } from '@portico/core'
import {
  createFakeClock,
  createRouter,
  type EmbeddedWallet,
  type EmbeddedWalletFrame,
} from '@portico/core/internal'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { type Rendered, render, waitFor } from '../../test/dom'
import '../../test/provideStrings'
import { PorticoContext } from '../context'
import type { PorticoConfig } from '../createPorticoConfig'
import { en } from '../strings/en'
import { EmailVerifyOtpView } from './EmailVerifyOtpView'
import { emailLoginOf } from './emailLoginOf'

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
})

/** A config whose embedded wallet accepts every code, and whose connect fails as a wallet can. */
function setup() {
  const clock = createFakeClock()
  const router = createRouter({})
  const frame = {
    connectEmail: async () => ({ action: 'VERIFY_OTP' }),
    connectOtp: async () => ({ email: 'ada@example.com', address: '0x1', chainId: 'eip155:1' }),
  } as unknown as EmbeddedWalletFrame
  let session: { email: string } | undefined
  const embeddedWallet: EmbeddedWallet = {
    load: async () => frame,
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
  const connectors = createStore({ connectors: [{ id: 'embeddedWallet', type: 'AUTH' }] })
  const config = {
    strings: en,
    clock,
    router,
    embeddedWallet,
    connectors,
    // As the client does when no namespace connects: ConnectingExternal, the error toasts, back.
    connect: async () => {
      router.push('ConnectingExternal', { connectorId: 'embeddedWallet', name: 'Email' })
      router.goBack()
    },
  } as unknown as PorticoConfig
  return { config, router }
}

describe('EmailVerifyOtpView', () => {
  it('goes back to Connect when the code was accepted but the wallet failed to connect', async () => {
    const { config, router } = setup()
    const login = emailLoginOf(config)
    expect(await login.submitEmail('ada@example.com')).toBe('otp')
    router.push('EmailVerifyOtp')
    rendered = await render(
      <PorticoContext.Provider value={config}>
        <EmailVerifyOtpView />
      </PorticoContext.Provider>,
    )
    expect(document.body.textContent).toContain('ada@example.com')
    await act(async () => login.submitCode('123456'))
    await waitFor(() => router.getState().view === 'Connect')
    expect(router.getState().history.map((e) => e.view)).toEqual(['Connect'])
  })

  it('keeps the code view and the address while the login is in progress', async () => {
    const { config, router } = setup()
    await emailLoginOf(config).submitEmail('ada@example.com')
    router.push('EmailVerifyOtp')
    rendered = await render(
      <PorticoContext.Provider value={config}>
        <EmailVerifyOtpView />
      </PorticoContext.Provider>,
    )
    expect(router.getState().view).toBe('EmailVerifyOtp')
    expect(document.body.textContent).toContain('ada@example.com')
  })
})
