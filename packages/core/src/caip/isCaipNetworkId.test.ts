import { describe, expect, it } from 'vitest'
import { isCaipNetworkId } from './isCaipNetworkId'

describe('isCaipNetworkId', () => {
  it('is true for what parseCaipNetworkId accepts', () => {
    expect(isCaipNetworkId('eip155:1')).toBe(true)
    expect(isCaipNetworkId('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')).toBe(true)
  })

  it('is false for what it rejects and for non-strings', () => {
    for (const value of ['', 'eip155', 'eip155:1:0x', 'cosmos:cosmoshub-3', 'eip155:01', 1, null]) {
      expect(isCaipNetworkId(value)).toBe(false)
    }
  })
})
