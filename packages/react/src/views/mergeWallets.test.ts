import type { AdapterConnector } from '@portico/core'
import type { WalletListing } from '@portico/core/api'
import { describe, expect, it } from 'vitest'
import { mergeWallets } from './mergeWallets'

const connector = (id: string, name: string): AdapterConnector => ({
  id,
  name,
  type: 'ANNOUNCED',
  rdns: id,
  chainNamespace: 'eip155',
})
const listing = (id: string, name: string, rdns: string | null): WalletListing => ({
  id,
  name,
  rdns,
  image_id: id,
  chains: ['eip155:1'],
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  badge_type: null,
})

const installed = [
  connector('io.rabby', 'Rabby'),
  connector('dev.portico.testwallet', 'Portico Test Wallet'),
]
const directory = [
  listing('metamask', 'MetaMask', 'io.metamask'),
  listing('portico-test-wallet', 'Portico Test Wallet', 'dev.portico.testwallet'),
  listing('rabby', 'Rabby Wallet', 'io.rabby'),
  listing('ledger', 'Ledger Live', null),
  listing('metamask', 'MetaMask', 'io.metamask'),
]

const names = (entries: ReturnType<typeof mergeWallets>) =>
  entries.map((e) =>
    e.kind === 'installed' ? `${e.connector.name}*${e.recent ? 'R' : ''}` : e.listing.name,
  )

describe('mergeWallets', () => {
  it('lists installed first (recent first), then the directory without installed or repeated wallets', () => {
    expect(
      names(mergeWallets({ installed, recentIds: ['dev.portico.testwallet'], directory })),
    ).toEqual(['Portico Test Wallet*R', 'Rabby*', 'MetaMask', 'Ledger Live'])
  })

  it('shows the installed wallets before any directory answer', () => {
    expect(names(mergeWallets({ installed, recentIds: [], directory: [] }))).toEqual([
      'Rabby*',
      'Portico Test Wallet*',
    ])
  })

  it('narrows installed wallets by the search', () => {
    expect(
      names(mergeWallets({ installed, recentIds: [], directory: [], search: ' PORTICO ' })),
    ).toEqual(['Portico Test Wallet*'])
  })

  it('matches by id when the listing has no rdns', () => {
    const ledger = { ...connector('ledger', 'Ledger'), rdns: undefined }
    expect(names(mergeWallets({ installed: [ledger], recentIds: [], directory }))).toEqual([
      'Ledger*',
      'MetaMask',
      'Portico Test Wallet',
      'Rabby Wallet',
    ])
  })
})
