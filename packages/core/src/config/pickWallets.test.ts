import { describe, expect, it } from 'vitest'
import { pickWallets } from './pickWallets'

const wallets = ['metamask', 'rainbow', 'trust-wallet', 'phantom'].map((id) => ({ id }))
const ids = (list: { id: string }[]) => list.map((w) => w.id)

describe('pickWallets', () => {
  it('lists every wallet in its order without lists', () => {
    expect(ids(pickWallets({ wallets }))).toEqual([
      'metamask',
      'rainbow',
      'trust-wallet',
      'phantom',
    ])
  })

  it('puts featured wallets first, in the featured order', () => {
    const picked = pickWallets({ wallets, featuredWalletIds: ['phantom', 'unknown', 'rainbow'] })
    expect(ids(picked)).toEqual(['phantom', 'rainbow', 'metamask', 'trust-wallet'])
  })

  it('keeps only included wallets and never excluded ones (exclude wins)', () => {
    const picked = pickWallets({
      wallets,
      includeWalletIds: ['rainbow', 'phantom'],
      excludeWalletIds: ['phantom'],
      featuredWalletIds: ['phantom'],
    })
    expect(ids(picked)).toEqual(['rainbow'])
  })

  it('matches an installed wallet by another id (its rdns)', () => {
    const installed = [
      { id: 'a', rdns: 'io.metamask' },
      { id: 'b', rdns: 'dev.portico.testwallet' },
    ]
    const picked = pickWallets({ wallets: installed, excludeWalletIds: ['io.metamask'] }, (w) => [
      w.id,
      w.rdns,
    ])
    expect(ids(picked)).toEqual(['b'])
  })
})
