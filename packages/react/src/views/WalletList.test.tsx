import {
  type ChainNamespace,
  createStore,
  type NamespaceState,
  type PorticoConnector,
} from '@portico/core'
import { afterEach, describe, expect, it } from 'vitest'
import { queryButton, type Rendered, render } from '../../test/dom'
import { PorticoContext } from '../context'
import type { PorticoConfig } from '../createPorticoConfig'
import { en } from '../strings/en'
import { WalletList } from './WalletList'

const wallet = (
  id: string,
  name: string,
  namespaces: ChainNamespace[] = ['eip155'],
): PorticoConnector => ({
  id,
  name,
  type: 'ANNOUNCED',
  chainNamespace: namespaces[0] as ChainNamespace,
  namespaces,
  connectorIds: Object.fromEntries(namespaces.map((n) => [n, id])),
})

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
})

describe('WalletList', () => {
  it('gives each Recent tag its own id, the one its wallet button is described by', async () => {
    const connectors = createStore({
      connectors: [wallet('a', 'Wallet A'), wallet('b', 'Wallet B'), wallet('c', 'Wallet C')],
    })
    // Only what WalletList reads of the config.
    const namespace = createStore<NamespaceState>({ active: 'eip155', connectTo: undefined })
    const config = {
      connectors,
      namespace,
      strings: en,
      connect: async () => {},
    } as unknown as PorticoConfig
    rendered = await render(
      <PorticoContext.Provider value={config}>
        <WalletList recentIds={['b', 'a']} />
      </PorticoContext.Provider>,
    )
    const tags = [...document.querySelectorAll('.portico-tag')]
    expect(tags.map((tag) => tag.textContent)).toEqual(['Recent', 'Recent'])
    expect(new Set(tags.map((tag) => tag.id)).size).toBe(2)
    for (const name of ['Wallet B', 'Wallet A']) {
      const describedBy = queryButton(name)?.getAttribute('aria-describedby') ?? ''
      expect(document.getElementById(describedBy)?.textContent).toBe('Recent')
    }
    expect(queryButton('Wallet C')?.hasAttribute('aria-describedby')).toBe(false)
  })

  it('lists only the wallets of the namespace Connect was opened for', async () => {
    const connectors = createStore({
      connectors: [
        wallet('both', 'Both Wallet', ['eip155', 'solana']),
        wallet('evm', 'EVM Wallet'),
        wallet('sol', 'Solana Wallet', ['solana']),
      ],
    })
    const namespace = createStore<NamespaceState>({
      active: 'eip155',
      connectTo: { namespace: 'solana', chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' },
    })
    const config = {
      connectors,
      namespace,
      strings: en,
      connect: async () => {},
    } as unknown as PorticoConfig
    rendered = await render(
      <PorticoContext.Provider value={config}>
        <WalletList recentIds={[]} />
      </PorticoContext.Provider>,
    )
    expect(queryButton('Both Wallet')).not.toBeNull()
    expect(queryButton('Solana Wallet')).not.toBeNull()
    expect(queryButton('EVM Wallet')).toBeNull()
  })
})
