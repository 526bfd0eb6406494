import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { isSolanaWallet, toSolanaConnectors } from './toSolanaConnectors'

const wallet = (name: string, extra: Partial<Wallet> & { rdns?: string } = {}): Wallet => ({
  version: '1.0.0',
  name,
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  accounts: [],
  features: { 'standard:connect': {}, 'solana:signMessage': {} },
  ...extra,
})

describe('toSolanaConnectors', () => {
  it('keeps wallets with standard:connect and a solana chain, once per name', () => {
    const list = [
      wallet('Phantom', { rdns: 'app.phantom' }),
      wallet('Phantom'), // registered twice (two frames)
      wallet('EVM only', { chains: ['eip155:1'] }),
      wallet('Read only', { features: { 'solana:signMessage': {} } }),
      wallet('Solflare'),
    ]
    expect(list.map(isSolanaWallet)).toEqual([true, true, false, false, true])
    expect(toSolanaConnectors(list)).toEqual([
      {
        id: 'Phantom',
        name: 'Phantom',
        type: 'ANNOUNCED',
        rdns: 'app.phantom',
        imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
        chainNamespace: 'solana',
      },
      {
        id: 'Solflare',
        name: 'Solflare',
        type: 'ANNOUNCED',
        rdns: undefined,
        imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
        chainNamespace: 'solana',
      },
    ])
  })

  it('ignores an rdns that is not a non-empty string', () => {
    const odd = { ...wallet('Odd'), rdns: 42 } as unknown as Wallet
    expect(toSolanaConnectors([odd])[0]?.rdns).toBeUndefined()
  })

  it('lists the embedded wallet (portico.type AUTH) as AUTH', () => {
    const embedded = { ...wallet('Email'), portico: { type: 'AUTH' } } as unknown as Wallet
    expect(toSolanaConnectors([embedded])[0]).toMatchObject({ id: 'Email', type: 'AUTH' })
  })
})
