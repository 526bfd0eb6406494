import { createFakeClock } from '@portico/core/internal'
import { devnetNetwork } from '@portico/core/testing'
import { createEvmAdapter } from '@portico/evm'
import { describe, expect, it } from 'vitest'
import { render } from '../../test/dom'
import { PorticoContext } from '../context'
import { createPorticoConfig } from '../createPorticoConfig'
import { WalletConnectRelayNote } from './WalletConnectPairingState'

const network = devnetNetwork

async function noteFor(relayUrl: string | undefined) {
  const metadata = { name: 'Test', description: 'Test', url: 'http://localhost', icons: [] }
  const adapter = createEvmAdapter({
    networks: [network],
    rpcUrl: () => 'http://127.0.0.1:1',
    storage: null,
    multiInjectedProviderDiscovery: false,
    ...(relayUrl ? { walletConnect: { relayUrl, projectId: 'p', metadata, storage: null } } : {}),
  })
  const config = createPorticoConfig({
    projectId: 'portico-local',
    networks: [network],
    adapters: [adapter],
    clock: createFakeClock(),
    storage: null,
  })
  const view = await render(
    <PorticoContext.Provider value={config}>
      <WalletConnectRelayNote />
    </PorticoContext.Provider>,
  )
  const text = view.container.textContent
  await view.unmount()
  return text
}

describe('WalletConnectRelayNote', () => {
  it('says that app-store wallets cannot pair through a self-hosted relay', async () => {
    expect(await noteFor('ws://127.0.0.1:3000/relay')).toContain(
      'only wallets set up for it can connect',
    )
  })

  it("says that any wallet can pair through WalletConnect's public relay", async () => {
    expect(await noteFor('wss://relay.walletconnect.org')).toBe(
      "Pairs through WalletConnect's public relay: any WalletConnect wallet can connect.",
    )
  })

  it('says nothing without WalletConnect', async () => {
    expect(await noteFor(undefined)).toBe('')
  })
})
