import { describe, expect, it } from 'vitest'
import { getSoladyAccountAddress } from './getSoladyAccountAddress'
import { getSoladyAccountSalt } from './getSoladyAccountSalt'

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('getSoladyAccountSalt', () => {
  it('puts the owner in the upper 160 bits and the index in the lower 96', () => {
    expect(getSoladyAccountSalt({ owner })).toBe(
      '0x70997970c51812dc3a010c7d01b50e0d17dc79c8000000000000000000000000',
    )
    expect(getSoladyAccountSalt({ owner, index: 2n ** 96n - 1n })).toBe(
      '0x70997970c51812dc3a010c7d01b50e0d17dc79c8ffffffffffffffffffffffff',
    )
  })

  it('refuses an index out of range and what is not an address', () => {
    expect(() => getSoladyAccountSalt({ owner, index: 2n ** 96n })).toThrow(
      'The account index is out of range (0 to 2^96 - 1)',
    )
    expect(() => getSoladyAccountSalt({ owner, index: -1n })).toThrow('out of range')
    expect(() => getSoladyAccountSalt({ owner: '0x1234' })).toThrow('Not an address: 0x1234')
  })

  it('gives each owner and index its own account address', () => {
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const addresses = new Set([
      getSoladyAccountAddress({ owner }),
      getSoladyAccountAddress({ owner, index: 1n }),
      getSoladyAccountAddress({ owner: other }),
    ])
    expect(addresses.size).toBe(3)
  })
})
