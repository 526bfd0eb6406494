import {
  type ChainNamespace,
  createStore,
  type NamespaceState,
  type PorticoConnector,
} from '@portico/core'
import { createFakeClock, createRouter } from '@portico/core/internal'
import { afterEach, describe, expect, it } from 'vitest'
import '../../test/provideStrings'
import { accessibleName, click, queryButton, type Rendered, render, waitFor } from '../../test/dom'
import { PorticoContext } from '../context'
import type { CreatePorticoConfigParameters, PorticoConfig } from '../createPorticoConfig'
import { en } from '../strings/en'
import { ConnectView } from './ConnectView'
import { LEGAL_ACCEPTED_KEY } from './legalAcceptance'

const wallet = (id: string, name: string, rdns?: string): PorticoConnector => ({
  id,
  name,
  rdns,
  type: 'ANNOUNCED',
  chainNamespace: 'eip155' as ChainNamespace,
  namespaces: ['eip155'],
  connectorIds: { eip155: id },
})

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
})

/** Only what Connect reads of the config, with the app's `options`. */
function configWith(options: Partial<CreatePorticoConfigParameters>, storage = new Map()) {
  const clock = createFakeClock()
  const connected: string[] = []
  const config = {
    options: {
      ...options,
      storage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => void storage.set(key, value),
      },
    },
    connectors: createStore({
      connectors: [
        wallet('io.metamask', 'MetaMask', 'io.metamask'),
        wallet('dev.portico.testwallet', 'Portico Test Wallet', 'dev.portico.testwallet'),
        wallet('me.rainbow', 'Rainbow', 'me.rainbow'),
      ],
    }),
    namespace: createStore<NamespaceState>({ active: 'eip155', connectTo: undefined }),
    recentWallets: createStore({ recentWallets: [] }),
    strings: en,
    clock,
    router: createRouter({ closeModal: () => {} }),
    connect: async (id: string) => void connected.push(id),
  } as unknown as PorticoConfig
  return { config, connected, storage }
}

const show = async (config: PorticoConfig) => {
  rendered = await render(
    <PorticoContext.Provider value={config}>
      <ConnectView />
    </PorticoContext.Provider>,
  )
}
const walletNames = () => [...document.querySelectorAll('.portico-list button')].map(accessibleName)

describe('ConnectView', () => {
  it('SPEC §1 defaults: no legal checkbox, every wallet, All Wallets', async () => {
    await show(configWith({}).config)
    expect(document.querySelector('input[type="checkbox"]')).toBeNull()
    expect(walletNames()).toEqual(['MetaMask', 'Portico Test Wallet', 'Rainbow'])
    expect(queryButton('All Wallets')).not.toBeNull()
  })

  it('keeps every way to connect disabled until the terms are accepted, and remembers it', async () => {
    const { config, connected, storage } = configWith({
      features: { legalCheckbox: true },
      termsConditionsUrl: 'https://app.test/terms',
      privacyPolicyUrl: 'https://app.test/privacy',
    })
    await show(config)
    const checkbox = document.querySelector<HTMLInputElement>('input[type="checkbox"]')
    if (!checkbox) throw new Error('no legal checkbox')
    const label = checkbox.labels?.[0]
    expect(label?.textContent).toBe('I agree to the Terms of Service and Privacy Policy')
    const links = [...(label?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.href])
    expect(links).toEqual([
      ['Terms of Service', 'https://app.test/terms'],
      ['Privacy Policy', 'https://app.test/privacy'],
    ])
    // A disabled fieldset holds every way to connect (the browser disables what is in it: e2e).
    const group = (name: string) => queryButton(name)?.closest('fieldset')
    expect(group('MetaMask')?.disabled).toBe(true)
    expect(group('All Wallets')?.disabled).toBe(true)
    await click(checkbox)
    expect(storage.get(LEGAL_ACCEPTED_KEY)).toBe('true')
    expect(group('MetaMask')?.disabled).toBe(false)
    await click(queryButton('MetaMask') as HTMLElement)
    expect(connected).toEqual(['io.metamask'])
    // Accepted once in this browser: checked on the next visit.
    await rendered?.unmount()
    await show(configWith({ features: { legalCheckbox: true } }, storage).config)
    expect(document.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked).toBe(true)
    expect(group('MetaMask')?.disabled).toBe(false)
  })

  it('collapsed wallets: one Continue with a wallet row that shows them', async () => {
    await show(configWith({ features: { collapseWallets: true } }).config)
    expect(walletNames()).toEqual([])
    await click(queryButton('Continue with a wallet') as HTMLElement)
    expect(walletNames()).toEqual(['MetaMask', 'Portico Test Wallet', 'Rainbow'])
    expect(queryButton('Continue with a wallet')).toBeNull()
  })

  it('applies featured (first, in order), included and excluded wallet ids; All Wallets off', async () => {
    await show(
      configWith({
        features: { allWallets: false },
        featuredWalletIds: ['me.rainbow', 'dev.portico.testwallet'],
        excludeWalletIds: ['io.metamask'],
      }).config,
    )
    expect(walletNames()).toEqual(['Rainbow', 'Portico Test Wallet'])
    expect(queryButton('All Wallets')).toBeNull()
    await rendered?.unmount()
    await show(configWith({ includeWalletIds: ['io.metamask'] }).config)
    expect(walletNames()).toEqual(['MetaMask'])
  })

  it('paints the social buttons and the wallet rows together: nothing moves when they arrive', async () => {
    const { config } = configWith({ features: { email: false } })
    let answer: (providers: string[]) => void = () => {}
    const auth: PorticoConnector = { ...wallet('auth', 'Email'), type: 'AUTH' }
    config.connectors.setState({ connectors: [...config.connectors.getState().connectors, auth] })
    const withWallet = {
      ...config,
      embeddedWallet: {
        getSocialProviders: () => new Promise<string[]>((resolve) => (answer = resolve)),
      },
    } as unknown as PorticoConfig
    const seen: string[][] = []
    const observer = new MutationObserver(() => {
      seen.push([...document.querySelectorAll('button')].map((b) => b.textContent ?? ''))
    })
    observer.observe(document.body, { childList: true, subtree: true })
    await show(withWallet)
    // Until the providers are known: a placeholder, no wallet row yet.
    expect(document.querySelector('[role="status"]')).not.toBeNull()
    expect(walletNames()).toEqual([])
    answer(['github'])
    await waitFor(() => walletNames().length === 3)
    observer.disconnect()
    // The first paint with wallet rows already had the social button above them.
    const firstWithRows = seen.find(
      (buttons) => buttons.includes('MMetaMask') || buttons.some((b) => b.endsWith('MetaMask')),
    )
    expect(firstWithRows?.[0]).toContain('Continue with GitHub')
  })
})
