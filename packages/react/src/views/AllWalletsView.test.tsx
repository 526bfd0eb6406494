import type { FetchFunction } from '@portico/core/api'
import {
  createFakeClock,
  SEARCH_MIN_DELAY_MS,
  WALLETS_PAGE_SIZE,
  WALLETS_SEARCH_PAGE_SIZE,
} from '@portico/core/internal'
import { devnetNetwork } from '@portico/core/testing'
import { createEvmAdapter } from '@portico/evm'
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type DirectoryServer, startDirectoryServer } from '../../test/directoryServer'
import {
  accessibleName,
  click,
  queryButton,
  queryDialog,
  type Rendered,
  render,
  waitFor,
} from '../../test/dom'
import { type CreatePorticoConfigParameters, createPorticoConfig } from '../createPorticoConfig'
import { PorticoProvider } from '../PorticoProvider'
import { AllWalletsView } from './lazyViews'

// The real Portico server in a child process (test/directoryServer.ts); the kit's clock is fake,
// so the 300 ms search wait is exact.
let server: DirectoryServer | undefined
let serverUrl = ''
let requests: URL[] = []
let nodeFetch: FetchFunction

const networks = [devnetNetwork]

let rendered: Rendered | undefined
let stopAnnouncing: (() => void) | undefined

beforeAll(async () => {
  server = await startDirectoryServer()
  serverUrl = server.url
  requests = server.requests
  nodeFetch = server.fetch
}, 60_000)
afterAll(() => server?.stop())
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
  stopAnnouncing?.()
  requests.length = 0
})

/** An installed EIP-6963 wallet (the test wallet's identity; never asked to connect here). */
function announceTestWallet() {
  const detail = Object.freeze({
    info: {
      uuid: crypto.randomUUID(),
      name: 'Portico Test Wallet',
      icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      rdns: 'dev.portico.testwallet',
    },
    provider: { request: async () => undefined, on() {}, removeListener() {} },
  })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  stopAnnouncing = () => window.removeEventListener('eip6963:requestProvider', announce)
}

async function openAllWallets(lists: Partial<CreatePorticoConfigParameters> = {}) {
  const clock = createFakeClock({ start: 1_700_000_000_000 })
  const config = createPorticoConfig({
    ...lists,
    projectId: 'portico-local',
    networks,
    adapters: [createEvmAdapter({ networks, rpcUrl: () => 'http://127.0.0.1:9', storage: null })],
    storage: null,
    clock,
    apiUrl: serverUrl,
    fetch: nodeFetch,
  })
  rendered = await render(<PorticoProvider config={config} />)
  // Its own chunk, which the Connect view preloads (one click away): loaded before it shows.
  await AllWalletsView.preload()
  await act(async () => config.open('AllWallets'))
  const dialog = await waitFor(() => queryDialog('All Wallets'))
  return { clock, config, dialog }
}

const walletButtons = (dialog: HTMLElement) => [
  ...dialog.querySelectorAll<HTMLButtonElement>('ul[aria-label="All Wallets"] button'),
]

describe('AllWalletsView against the real server', () => {
  it('shows the installed wallet at once, then the directory without listing it twice', async () => {
    announceTestWallet()
    const { dialog } = await openAllWallets()
    // Before any answer: the installed wallet, marked Installed.
    const first = walletButtons(dialog)[0]
    expect(first && accessibleName(first)).toBe('Portico Test Wallet')
    const description = first?.getAttribute('aria-describedby')?.split(' ') ?? []
    expect(description.map((id) => document.getElementById(id)?.textContent)).toEqual(['Installed'])

    await waitFor(() => walletButtons(dialog).length > 1)
    const names = walletButtons(dialog).map(accessibleName)
    expect(names.filter((n) => n === 'Portico Test Wallet')).toHaveLength(1)
    expect(names.length).toBeGreaterThanOrEqual(30)
    expect(names).not.toContain('Solflare') // Solana only: outside the app's namespaces
    // The directory's first page (the modal's idle preload also read Connect's recommended wallets).
    const query = requests.find(
      (r) =>
        r.pathname === '/getWallets' && r.searchParams.get('entries') === `${WALLETS_PAGE_SIZE}`,
    )?.searchParams
    expect(query?.get('page')).toBe('1')
    expect(query?.get('chains')).toBe('eip155')
    expect(query?.get('projectId')).toBe('portico-local')
    const image = dialog.querySelector<HTMLImageElement>('button[aria-label="MetaMask"] img')
    expect(image?.getAttribute('src')).toMatch(new RegExp(`^${serverUrl}/getWalletImage/`))
    const imageAnswer = await nodeFetch(image?.getAttribute('src') ?? '')
    expect(imageAnswer.headers.get('content-type')).toContain('image/svg+xml')
  })

  it("applies the app's wallet lists: the server's include/exclude, featured first in order", async () => {
    announceTestWallet()
    const { dialog } = await openAllWallets({
      featuredWalletIds: ['rainbow', 'metamask'],
      excludeWalletIds: ['trust-wallet', 'dev.portico.testwallet'],
    })
    await waitFor(() => walletButtons(dialog).length > 10)
    const names = walletButtons(dialog).map(accessibleName)
    // The installed test wallet is excluded by its rdns; the featured wallets lead, in order.
    expect(names.slice(0, 2)).toEqual(['Rainbow', 'MetaMask'])
    expect(names).not.toContain('Portico Test Wallet')
    expect(names).not.toContain('Trust Wallet')
    expect(names.filter((n) => n === 'Rainbow')).toHaveLength(1)
    const pages = requests.filter((r) => r.pathname === '/getWallets')
    expect(pages.map((r) => r.searchParams.get('exclude'))).toContain(
      'trust-wallet,dev.portico.testwallet',
    )
    expect(pages.map((r) => r.searchParams.get('include'))).toContain('rainbow,metamask')
    await rendered?.unmount()
    rendered = undefined

    const only = await openAllWallets({ includeWalletIds: ['rainbow', 'phantom'] })
    await waitFor(() => walletButtons(only.dialog).length > 0)
    // Phantom also lists EVM: the server honours include with the chains filter.
    const listed = walletButtons(only.dialog).map((b) => b.getAttribute('aria-label'))
    expect(listed.every((n) => n === 'Rainbow' || n === 'Phantom')).toBe(true)
    expect(listed).toContain('Rainbow')
  })

  it('searches only after 300 ms without typing, 100 a page (SPEC §9)', async () => {
    const { clock, dialog } = await openAllWallets()
    await waitFor(() => walletButtons(dialog).length >= 30)
    const input = dialog.querySelector<HTMLInputElement>('input[type="search"]')
    expect(document.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe('Search wallet')
    const type = (value: string) =>
      act(async () => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
        setter?.call(input, value)
        input?.dispatchEvent(new Event('input', { bubbles: true }))
      })
    const searches = () =>
      requests.filter((r) => r.pathname === '/getWallets' && r.searchParams.has('search'))

    await type('r')
    await act(async () => clock.advance(SEARCH_MIN_DELAY_MS - 1))
    await type('ra')
    await act(async () => clock.advance(SEARCH_MIN_DELAY_MS - 1))
    expect(searches()).toHaveLength(0)
    await act(async () => clock.advance(1))
    await waitFor(() => searches().length === 1)
    expect(searches()[0]?.searchParams.get('search')).toBe('ra')
    expect(searches()[0]?.searchParams.get('entries')).toBe(String(WALLETS_SEARCH_PAGE_SIZE))
    expect(searches()[0]?.searchParams.get('page')).toBe('1')
    await waitFor(() => queryButton('Rainbow', dialog) && !queryButton('MetaMask', dialog))
    for (const button of walletButtons(dialog))
      expect(button.getAttribute('aria-label')?.toLowerCase()).toContain('ra')

    // A wallet that is not installed, WalletConnect not configured: its links.
    await click(queryButton('Rainbow', dialog) as HTMLButtonElement)
    const details = await waitFor(() =>
      dialog.querySelector<HTMLElement>('section[aria-label="Rainbow"]'),
    )
    expect(details.textContent).toContain('Rainbow is not installed in this browser.')
    expect(details.querySelectorAll('a[href]').length).toBeGreaterThan(0)
    expect(details.textContent).toContain('This app has not set up WalletConnect')
  })
})
