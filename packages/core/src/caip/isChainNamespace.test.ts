import { describe, expect, it } from 'vitest'
import { isChainNamespace } from './isChainNamespace'
import { knownNamespaces } from './knownNamespaces'

describe('isChainNamespace', () => {
  it('accepts exactly the four known namespaces', () => {
    expect(knownNamespaces).toEqual(['eip155', 'solana', 'bip122', 'polkadot'])
    for (const namespace of knownNamespaces) expect(isChainNamespace(namespace)).toBe(true)
  })

  it('rejects anything else', () => {
    for (const value of ['', 'EIP155', 'cosmos', 'eip155 ', 'hedera', undefined, 155, null]) {
      expect(isChainNamespace(value)).toBe(false)
    }
  })
})
