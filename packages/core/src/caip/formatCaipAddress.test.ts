import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidCaipAddressError } from '../errors/caip'
import { accountArbitrary } from './arbitraries.test-helpers'
import { formatCaipAddress } from './formatCaipAddress'
import { parseCaipAddress } from './parseCaipAddress'

const evm = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

describe('formatCaipAddress', () => {
  it('builds from namespace and chainId, or from caipNetworkId', () => {
    const expected = `eip155:1:${evm}`
    expect(formatCaipAddress({ namespace: 'eip155', chainId: '1', address: evm })).toBe(expected)
    expect(formatCaipAddress({ namespace: 'eip155', chainId: 1, address: evm })).toBe(expected)
    expect(formatCaipAddress({ caipNetworkId: 'eip155:1', address: evm })).toBe(expected)
    expect(
      formatCaipAddress({
        namespace: 'eip155',
        chainId: 1,
        caipNetworkId: 'eip155:1',
        address: evm,
      }),
    ).toBe(expected)
  })

  it('normalises a legacy Solana network id', () => {
    const address = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    expect(
      formatCaipAddress({ caipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ', address }),
    ).toBe(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${address}`)
    expect(
      formatCaipAddress({
        namespace: 'solana',
        chainId: '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
        caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        address,
      }),
    ).toBe(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${address}`)
  })

  it('rejects parts that disagree with caipNetworkId', () => {
    expect(() =>
      formatCaipAddress({
        namespace: 'eip155',
        chainId: 2,
        caipNetworkId: 'eip155:1',
        address: evm,
      }),
    ).toThrow(`Invalid CAIP-10 address: eip155:1:${evm}`)
    expect(() =>
      formatCaipAddress({ namespace: 'solana', caipNetworkId: 'eip155:1', address: evm }),
    ).toThrow(InvalidCaipAddressError)
  })

  it('rejects bad parts with the SPEC text', () => {
    const cases: [Parameters<typeof formatCaipAddress>[0], string][] = [
      [{ namespace: 'eip155', chainId: '1', address: '' }, 'eip155:1:'],
      [{ namespace: 'eip155', chainId: '', address: evm }, `eip155::${evm}`],
      [{ caipNetworkId: 'eip155', address: evm }, `eip155:${evm}`],
      [
        { caipNetworkId: 'cosmos:cosmoshub-3', address: 'cosmos1abc' },
        'cosmos:cosmoshub-3:cosmos1abc',
      ],
      [{ namespace: 'eip155', chainId: '1', address: 'a:b' }, 'eip155:1:a:b'],
      [{ namespace: 'eip155', chainId: '1', address: '0x123' }, 'eip155:1:0x123'],
    ]
    for (const [parameters, value] of cases) {
      expect(() => formatCaipAddress(parameters)).toThrow(`Invalid CAIP-10 address: ${value}`)
    }
  })

  it('round-trips: format(parse(x)) === x and parse(format(p)) equals p', () => {
    fc.assert(
      fc.property(accountArbitrary, (account) => {
        const value = formatCaipAddress(account)
        expect(value).toBe(`${account.caipNetworkId}:${account.address}`)
        expect(parseCaipAddress(value)).toEqual(account)
        expect(formatCaipAddress(parseCaipAddress(value))).toBe(value)
        expect(
          formatCaipAddress({ caipNetworkId: account.caipNetworkId, address: account.address }),
        ).toBe(value)
      }),
    )
  })
})
