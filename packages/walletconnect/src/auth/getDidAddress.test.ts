import { getDidAddress as officialGetDidAddress } from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { getDidAddress } from './getDidAddress'

describe('getDidAddress', () => {
  it('reads the address of a did:pkh like the official helper', () => {
    for (const iss of [
      'did:pkh:eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      'did:pkh:eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      'eip155:10:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    ]) {
      expect(getDidAddress(iss)).toBe(officialGetDidAddress(iss))
    }
  })

  it('refuses what is not a did:pkh', () => {
    expect(() => getDidAddress('did:key:z6Mk')).toThrow('did:pkh:{namespace}:{reference}:{address}')
    expect(() => getDidAddress(42 as never)).toThrow('did:pkh')
  })
})
