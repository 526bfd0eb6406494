import { readFileSync } from 'node:fs'
import { createFakeClock, WALLETS_RECOMMENDED } from '@portico/core/internal'
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
import { ConnectView } from './lazyViews'

// Connect's recommended wallets against the real server's directory (test/directoryServer.ts):
// what it lists first is the seed's `recommended` rank, read here from the seed itself.
type SeedWallet = {
  id: string
  name: string
  rdns?: string
  chains: string[]
  mobile_link?: string | null
  recommended?: number
}
const seed = JSON.parse(
  readFileSync(
    new URL('../../../../apps/server/data/wallets.json', `file://${__filename}`),
    'utf8',
  ),
) as SeedWallet[] | { wallets: SeedWallet[] }
const seedWallets = Array.isArray(seed) ? seed : seed.wallets
/** The seed's recommended EVM wallets, in rank order. */
const ranked = seedWallets
  .filter((w) => w.recommended !== undefined && w.chains.some((c) => c.startsWith('eip155:')))
  .sort((a, b) => (a.recommended ?? 0) - (b.recommended ?? 0))

const networks = [devnetNetwork]
let server: DirectoryServer | undefined
let rendered: Rendered | undefined
const stops: (() => void)[] = []

beforeAll(async () => {
  server = await startDirectoryServer()
}, 120_000)
afterAll(() => server?.stop())
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
  for (const stop of stops.splice(0)) stop()
  if (server) server.requests.length = 0
})

/** Announces an installed EIP-6963 wallet (never asked to connect here). */
function announce(name: string, rdns: string) {
  const detail = Object.freeze({
    info: {
      uuid: crypto.randomUUID(),
      name,
      icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      rdns,
    },
    provider: { request: async () => undefined, on() {}, removeListener() {} },
  })
  const send = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', send)
  send()
  stops.push(() => window.removeEventListener('eip6963:requestProvider', send))
}

const metadata = { name: 'Test', description: 'Test', url: 'http://localhost', icons: [] }

async function openConnect(
  options: Partial<CreatePorticoConfigParameters> = {},
  { walletConnect = true } = {},
) {
  if (!server) throw new Error('no server')
  const adapter = createEvmAdapter({
    networks,
    rpcUrl: () => 'http://127.0.0.1:9',
    storage: null,
    // Never asked to pair here (its client loads only when a wallet is picked).
    ...(walletConnect
      ? {
          walletConnect: {
            relayUrl: 'ws://127.0.0.1:9/relay',
            projectId: 'p',
            metadata,
            storage: null,
          },
        }
      : {}),
  })
  const config = createPorticoConfig({
    ...options,
    projectId: 'portico-local',
    networks,
    adapters: [adapter],
    storage: null,
    clock: createFakeClock({ start: 1_700_000_000_000 }),
    apiUrl: server.url,
    fetch: server.fetch,
  })
  rendered = await render(<PorticoProvider config={config} />)
  await ConnectView.preload()
  await act(async () => config.open('Connect'))
  const dialog = await waitFor(() => queryDialog('Connect Wallet'))
  return { config, dialog }
}

const recommendedNames = (dialog: HTMLElement) => [
  ...[
    ...dialog.querySelectorAll<HTMLButtonElement>('ul[aria-label="Recommended wallets"] button'),
  ].map(accessibleName),
]
const walletRequests = () => server?.requests.filter((r) => r.pathname === '/getWallets') ?? []

describe("Connect's recommended wallets against the real server (SPEC §9)", () => {
  it('lists the first 4 the server recommends, in its order, with their images from the server', async () => {
    const { dialog } = await openConnect()
    await waitFor(() => recommendedNames(dialog).length > 0)
    expect(recommendedNames(dialog)).toEqual(
      ranked.slice(0, WALLETS_RECOMMENDED).map((w) => w.name),
    )
    const [request] = walletRequests()
    expect(request?.searchParams.get('page')).toBe('1')
    expect(request?.searchParams.get('entries')).toBe(String(WALLETS_RECOMMENDED))
    expect(request?.searchParams.get('chains')).toBe('eip155')
    const image = dialog.querySelector('ul[aria-label="Recommended wallets"] img')
    expect(image?.getAttribute('src')).toMatch(new RegExp(`^${server?.url}/getWalletImage/`))
    // They come after the installed wallets and before WalletConnect / All Wallets.
    const rows = [...dialog.querySelectorAll('fieldset button')].map(accessibleName)
    expect(rows.indexOf(ranked[0]?.name ?? '')).toBeLessThan(rows.indexOf('All Wallets'))
  })

  it('a recommended wallet installed here is listed as installed, and the next one takes its place', async () => {
    const first = ranked[0]
    if (!first?.rdns) throw new Error('the seed’s first recommended wallet has no rdns')
    announce(first.name, first.rdns)
    const { dialog } = await openConnect()
    await waitFor(() => recommendedNames(dialog).length > 0)
    expect(recommendedNames(dialog)).toEqual(
      ranked.slice(1, WALLETS_RECOMMENDED + 1).map((w) => w.name),
    )
    // Asked for one more than 4: the installed one is dropped and 4 remain.
    expect(walletRequests()[0]?.searchParams.get('entries')).toBe(String(WALLETS_RECOMMENDED + 1))
    const installedRow = [...dialog.querySelectorAll('fieldset button')].filter(
      (b) => accessibleName(b) === first.name,
    )
    expect(installedRow).toHaveLength(1)
  })

  it("never recommends the app's excluded wallets; one picked connects over WalletConnect", async () => {
    const excluded = ranked[1]?.id ?? ''
    const { config, dialog } = await openConnect({ excludeWalletIds: [excluded] })
    await waitFor(() => recommendedNames(dialog).length > 0)
    expect(recommendedNames(dialog)).not.toContain(ranked[1]?.name)
    expect(walletRequests()[0]?.searchParams.get('exclude')).toBe(excluded)
    const pick = ranked[0]
    if (!pick) throw new Error('no recommended wallet in the seed')
    // The view it opens would start pairing: the route is what is checked here.
    const pushed: unknown[] = []
    const push = config.router.push
    config.router.push = ((view: string, data?: unknown) => {
      pushed.push([view, data])
    }) as typeof push
    await click(queryButton(pick.name, dialog) as HTMLButtonElement)
    expect(pushed).toEqual([
      [
        'ConnectingWalletConnect',
        {
          walletId: pick.id,
          name: pick.name,
          mobileLink: seedWallets.find((w) => w.id === pick.id)?.mobile_link ?? undefined,
          imageUrl: expect.stringMatching(new RegExp(`^${server?.url}/getWalletImage/`)),
        },
      ],
    ])
  })

  it('none without WalletConnect (such a wallet could not connect; All Wallets gives its links)', async () => {
    const { dialog } = await openConnect({}, { walletConnect: false })
    await waitFor(() => queryButton('All Wallets', dialog))
    await waitFor(() => walletRequests().length > 0)
    expect(recommendedNames(dialog)).toEqual([])
  })
})
