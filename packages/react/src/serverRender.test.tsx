// Server rendering (docs/nextjs.md): the first server render shows the disconnected button, and a
// visitor whose session cookie names an account gets that account in the server HTML and keeps it
// through hydration and the reconnect (no flash of `Connect Wallet`).
import { shortenAddress } from '@portico/core'
import { devnetNetwork } from '@portico/core/testing'
import { type UsedDevnet, useDevnet } from '@portico/devnet/testing'
import { createEvmAdapter } from '@portico/evm'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createLocalAccountProvider } from '../../evm/test/localAccountProvider'
import { waitFor } from '../test/dom'
import { ConnectButton } from './ConnectButton'
import { createPorticoConfig, type PorticoConfig } from './createPorticoConfig'
import { PorticoProvider } from './PorticoProvider'

type Anvil = UsedDevnet['chains'][number]

const account = mnemonicToAccount('test test test test test test test test test test test junk')
const short = shortenAddress(account.address)
const rdns = 'dev.portico.testwallet'
const networks = [devnetNetwork]

let devnet: UsedDevnet | undefined
let anvil: Anvil
let stopAnnouncing: (() => void) | undefined
const stops: (() => void)[] = []

beforeAll(async () => {
  devnet = await useDevnet([31337])
  anvil = devnet.chains[0] as Anvil
})
afterAll(async () => {
  await devnet?.stop()
})
beforeEach(() => {
  const provider = createLocalAccountProvider({ account, nodes: [anvil] })
  const detail = Object.freeze({
    info: { uuid: crypto.randomUUID(), name: 'Portico Test Wallet', icon: 'data:,', rdns },
    provider,
  })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  stopAnnouncing = () => window.removeEventListener('eip6963:requestProvider', announce)
})
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  stopAnnouncing?.()
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears wagmi's session cookie
  document.cookie = 'portico.wagmi.store=;max-age=-1;path=/'
})

/** What a Next.js client component does per request: one config, from the request's cookie. */
function createApp(cookie: string | null): PorticoConfig {
  const adapter = createEvmAdapter({ networks, rpcUrl: () => anvil.rpcUrl, ssr: true, cookie })
  return createPorticoConfig({ projectId: 'portico-local', networks, adapters: [adapter] })
}
const app = (config: PorticoConfig) => (
  <PorticoProvider config={config}>
    <ConnectButton />
  </PorticoProvider>
)

describe('server rendering with the session in a cookie', () => {
  it('renders the disconnected button on the server when there is no session', () => {
    expect(renderToString(app(createApp(null)))).toContain('>Connect Wallet</button>')
  })

  it('renders the account from the cookie, and hydration and reconnect never show Connect Wallet', async () => {
    // A first visit: connect, which writes the session cookie (document.cookie here).
    const first = createApp(null)
    stops.push(first.start()) // in the browser: discovers the installed wallets
    await waitFor(() => first.connectors.getState().connectors.some((c) => c.id === rdns))
    await first.connect(rdns)
    expect(first.account.getState().status).toBe('connected')
    const cookie = document.cookie
    expect(cookie).toContain('portico.wagmi.store=')

    // The next request: the server renders from the request's Cookie header.
    const html = renderToString(app(createApp(cookie)))
    expect(html).toContain(`>${short}</button>`)

    // The browser hydrates that HTML with a config made from the same cookie.
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const seen: string[] = []
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ''))
    observer.observe(container, { subtree: true, childList: true, characterData: true })
    const config = createApp(document.cookie)
    const root = await act(async () => hydrateRoot(container, app(config)))
    await waitFor(() => config.account.getState().status === 'connected')
    expect(container.textContent).toBe(short)
    expect(seen.filter((text) => text.includes('Connect Wallet'))).toEqual([])
    observer.disconnect()
    await act(async () => root.unmount())
    container.remove()
  })
})
