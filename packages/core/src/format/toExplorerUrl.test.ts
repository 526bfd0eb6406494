import { describe, expect, it } from 'vitest'
import { toExplorerUrl } from './toExplorerUrl'

const explorer = (url: string) => ({ blockExplorers: { default: { name: 'Explorer', url } } })

describe('toExplorerUrl', () => {
  it('links an EVM transaction and address', () => {
    const network = explorer('https://etherscan.io/')
    const hash = `0x${'ab'.repeat(32)}`
    expect(toExplorerUrl({ network, kind: 'tx', value: hash })).toBe(
      `https://etherscan.io/tx/${hash}`,
    )
    expect(
      toExplorerUrl({
        network,
        kind: 'address',
        value: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      }),
    ).toBe('https://etherscan.io/address/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })

  it('keeps a Solana explorer cluster query after the path', () => {
    const signature =
      '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
    expect(
      toExplorerUrl({
        network: explorer('https://explorer.solana.com?cluster=devnet'),
        kind: 'tx',
        value: signature,
      }),
    ).toBe(`https://explorer.solana.com/tx/${signature}?cluster=devnet`)
  })

  it('gives no link without an explorer', () => {
    expect(toExplorerUrl({ network: {}, kind: 'tx', value: '0x12' })).toBeUndefined()
    expect(toExplorerUrl({ network: undefined, kind: 'tx', value: '0x12' })).toBeUndefined()
  })
})
