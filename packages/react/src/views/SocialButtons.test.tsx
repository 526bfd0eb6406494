import { createStore } from '@portico/core'
import {
  createFakeClock,
  createRouter,
  type EmbeddedWallet,
  type EmbeddedWalletFrame,
} from '@portico/core/internal'
import { createEmbeddedWallet } from '@portico/embedded-wallet/lazy'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { click, queryButton, type Rendered, render, waitFor } from '../../test/dom'
import { PorticoContext } from '../context'
import type { PorticoConfig } from '../createPorticoConfig'
import { en } from '../strings/en'
import { AccountEmail } from './AccountEmail'
import { SocialButtons } from './SocialButtons'

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
  vi.restoreAllMocks()
})

/** Only what the social views read of the config. */
function configWith(embeddedWallet: EmbeddedWallet) {
  const clock = createFakeClock()
  const router = createRouter({ closeModal: () => {} })
  return {
    embeddedWallet,
    strings: en,
    clock,
    router,
    connectors: createStore({ connectors: [] }),
    connect: async () => {},
  } as unknown as PorticoConfig
}

describe('SocialButtons', () => {
  it("offers one button per provider the server lists (the server's providers route), none for the others", async () => {
    const wallet = createEmbeddedWallet({
      frameUrl: 'http://localhost:3001/frame',
      projectId: 'p',
      chainId: 31337,
      storage: null,
      fetch: async () =>
        Response.json({ providers: [{ id: 'google' }, { id: 'github' }, { id: 'discord' }] }),
    })
    rendered = await render(
      <PorticoContext.Provider value={configWith(wallet)}>
        <SocialButtons />
      </PorticoContext.Provider>,
    )
    const list = await waitFor(() => document.querySelector('[aria-label="Log in with"]'))
    expect([...list.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'GContinue with Google',
      'GHContinue with GitHub',
      'DContinue with Discord',
    ])
    // The icons are inline SVG monograms: nothing loaded from a provider's host.
    expect(list.querySelectorAll('svg')).toHaveLength(3)
    expect(list.querySelectorAll('img')).toHaveLength(0)
    expect(queryButton('Continue with Facebook')).toBeNull()
  })

  it('shows only the providers features.socials keeps, in its order; none with socials off', async () => {
    const wallet = createEmbeddedWallet({
      frameUrl: 'http://localhost:3001/frame',
      projectId: 'p',
      chainId: 31337,
      storage: null,
      fetch: async () =>
        Response.json({ providers: [{ id: 'google' }, { id: 'github' }, { id: 'discord' }] }),
    })
    const config = {
      ...configWith(wallet),
      options: { features: { socials: ['discord', 'facebook', 'google'] } },
    } as unknown as PorticoConfig
    rendered = await render(
      <PorticoContext.Provider value={config}>
        <SocialButtons />
      </PorticoContext.Provider>,
    )
    const list = await waitFor(() => document.querySelector('[aria-label="Log in with"]'))
    expect([...list.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'DContinue with Discord',
      'GContinue with Google',
    ])
    await rendered.unmount()
    const off = { ...config, options: { features: { socials: false } } } as unknown as PorticoConfig
    let asked = 0
    const counting = {
      ...wallet,
      getSocialProviders: async () => {
        asked++
        return []
      },
    }
    rendered = await render(
      <PorticoContext.Provider value={{ ...off, embeddedWallet: counting } as PorticoConfig}>
        <SocialButtons />
      </PorticoContext.Provider>,
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(document.querySelector('[aria-label="Log in with"]')).toBeNull()
    expect(asked).toBe(0)
  })

  it('a click opens the popup at once (inside the click) and shows the social view', async () => {
    const opened: string[] = []
    vi.spyOn(window, 'open').mockImplementation((url) => {
      opened.push(String(url))
      return { closed: false, close: () => {}, location: { href: '' } } as unknown as Window
    })
    let loads = 0
    const wallet: EmbeddedWallet = {
      // The frame never answers in this test: what matters is what happened before it.
      load: () => {
        loads++
        return new Promise<EmbeddedWalletFrame>(() => {})
      },
      getSession: () => undefined,
      setSession: () => {},
      getLastCodeAt: () => undefined,
      setLastCodeAt: () => {},
      getSocialProviders: async () => ['x'],
      getPendingSocial: () => undefined,
      setPendingSocial: () => {},
    }
    const config = configWith(wallet)
    rendered = await render(
      <PorticoContext.Provider value={config}>
        <SocialButtons />
      </PorticoContext.Provider>,
    )
    // Its accessible name (the monogram is aria-hidden) is `Continue with X`.
    const button = await waitFor(() =>
      [...document.querySelectorAll('button')].find((b) =>
        b.textContent?.endsWith('Continue with X'),
      ),
    )
    await click(button)
    // Inside the click, before the flow's code came.
    expect(opened).toEqual(['about:blank'])
    await waitFor(() => loads === 1 || undefined)
    // The flow took that popup: it opened no other.
    expect(opened).toEqual(['about:blank'])
    expect(config.router.getState()).toMatchObject({
      view: 'ConnectingSocial',
      data: { provider: 'x' },
    })
  })
})

describe('SocialButtons: Farcaster', () => {
  it('lists Farcaster where the server offers it; a click opens its view, no popup', async () => {
    const opened: string[] = []
    vi.spyOn(window, 'open').mockImplementation((url) => {
      opened.push(String(url))
      return null
    })
    const wallet = createEmbeddedWallet({
      frameUrl: 'http://localhost:3001/frame',
      projectId: 'p',
      chainId: 31337,
      storage: null,
      fetch: async () => Response.json({ providers: [{ id: 'google' }, { id: 'farcaster' }] }),
    })
    const config = configWith(wallet)
    rendered = await render(
      <PorticoContext.Provider value={config}>
        <SocialButtons />
      </PorticoContext.Provider>,
    )
    const list = await waitFor(() => document.querySelector('[aria-label="Log in with"]'))
    // SPEC §1's order: Farcaster after Google.
    expect([...list.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'GContinue with Google',
      'FCContinue with Farcaster',
    ])
    await click(queryButton('Continue with Farcaster') as HTMLButtonElement)
    expect(config.router.getState().view).toBe('ConnectingFarcaster')
    expect(opened).toEqual([])
  })
})

describe('AccountEmail', () => {
  it('names the provider and the user after a social login, the email after an email login', async () => {
    let session: ReturnType<EmbeddedWallet['getSession']> = {
      email: '',
      socialProvider: 'github',
      userName: 'Carol',
    }
    const config = {
      ...configWith({ getSession: () => session } as EmbeddedWallet),
      account: createStore({ connectorId: 'embeddedWallet' }),
      connectors: createStore({
        connectors: [{ type: 'AUTH', connectorIds: { eip155: 'embeddedWallet' } }],
      }),
    } as unknown as PorticoConfig
    const show = () =>
      render(
        <PorticoContext.Provider value={config}>
          <AccountEmail />
        </PorticoContext.Provider>,
      )
    rendered = await show()
    expect(rendered.container.textContent).toBe('Signed in with GitHub as Carol')
    await rendered.unmount()
    session = { email: 'ada@example.com' }
    rendered = await show()
    // An email account can change its address (SPEC §4 email update); a social one cannot.
    expect(rendered.container.textContent).toBe('Signed in as ada@example.com Change email')
  })
})
