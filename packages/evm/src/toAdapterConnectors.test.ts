import { describe, expect, it } from 'vitest'
import { toAdapterConnectors } from './toAdapterConnectors'

describe('toAdapterConnectors', () => {
  it('keeps one connector per rdns, first announcement first', () => {
    const result = toAdapterConnectors([
      {
        id: 'dev.portico.testwallet',
        name: 'Portico Test Wallet',
        type: 'injected',
        icon: 'data:a',
      },
      { id: 'io.metamask', name: 'MetaMask', type: 'injected' },
      { id: 'dev.portico.testwallet', name: 'Portico Test Wallet (copy)', type: 'injected' },
      { id: 'metaMaskSDK', name: 'MetaMask SDK', type: 'metaMask', rdns: 'io.metamask' },
    ])
    expect(result.map((c) => [c.id, c.name, c.type, c.rdns])).toEqual([
      ['dev.portico.testwallet', 'Portico Test Wallet', 'ANNOUNCED', 'dev.portico.testwallet'],
      ['io.metamask', 'MetaMask', 'ANNOUNCED', 'io.metamask'],
    ])
    expect(result[0]?.imageUrl).toBe('data:a')
  })

  it('keeps connectors without rdns by id', () => {
    const result = toAdapterConnectors([
      { id: 'injected', name: 'Injected', type: 'injected' },
      { id: 'injected', name: 'Injected', type: 'injected' },
      { id: 'mock', name: 'Mock Connector', type: 'mock' },
      { id: 'walletConnect', name: 'WalletConnect', type: 'walletConnect' },
    ])
    expect(result.map((c) => [c.id, c.type, c.rdns])).toEqual([
      ['injected', 'INJECTED', undefined],
      ['mock', 'EXTERNAL', undefined],
      ['walletConnect', 'WALLET_CONNECT', undefined],
    ])
  })

  it("carries the WalletConnect connector's relay mode", () => {
    const [walletConnect] = toAdapterConnectors([
      { id: 'walletConnect', name: 'WalletConnect', type: 'walletConnect', relayMode: 'public' },
    ])
    expect(walletConnect?.relay).toBe('public')
  })
})
