import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidCaipAddressError } from '../errors/caip'
import { parseCaipAddress } from './parseCaipAddress'
import { splitCaipAddress } from './splitCaipAddress'

describe('splitCaipAddress', () => {
  it('splits an account id into its network and address', () => {
    expect(splitCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toEqual({
      caipNetworkId: 'eip155:1',
      address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    })
  })

  it.each(['eip155:1', 'eip155::0xab', ':1:0xab', 'a:b:c:d', '', 'cosmos:hub:abc'])(
    'refuses %j',
    (value) => {
      expect(() => splitCaipAddress(value)).toThrowError(InvalidCaipAddressError)
      expect(() => splitCaipAddress(value)).toThrowError(`Invalid CAIP-10 address: ${value}`)
    },
  )

  it('agrees with parseCaipAddress on every id parseCaipAddress accepts', () => {
    const address = fc.stringMatching(/^0x[0-9a-f]{40}$/)
    fc.assert(
      fc.property(address, fc.integer({ min: 1, max: 2 ** 31 }), (hex, chain) => {
        const id = `eip155:${chain}:${hex}`
        const parsed = parseCaipAddress(id)
        expect(splitCaipAddress(id)).toEqual({
          caipNetworkId: parsed.caipNetworkId,
          address: parsed.address,
        })
      }),
    )
  })
})
