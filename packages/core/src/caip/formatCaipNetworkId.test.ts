import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidCaipNetworkIdError } from '../errors/caip'
import { networkArbitrary } from './arbitraries.test-helpers'
import { formatCaipNetworkId } from './formatCaipNetworkId'
import { parseCaipNetworkId } from './parseCaipNetworkId'

describe('formatCaipNetworkId', () => {
  it('joins namespace and reference', () => {
    expect(formatCaipNetworkId({ namespace: 'eip155', reference: '1' })).toBe('eip155:1')
    expect(formatCaipNetworkId({ namespace: 'eip155', reference: 31337 })).toBe('eip155:31337')
    expect(
      formatCaipNetworkId({ namespace: 'bip122', reference: '000000000019d6689c085ae165831e93' }),
    ).toBe('bip122:000000000019d6689c085ae165831e93')
  })

  it('writes a legacy Solana reference as the current one', () => {
    expect(
      formatCaipNetworkId({ namespace: 'solana', reference: '8E9rvCKLFQia2Y35HXjjpWzj8weVo44K' }),
    ).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  })

  it('rejects bad parts with the SPEC text', () => {
    const bad = [
      { namespace: 'eip155', reference: '' },
      { namespace: '', reference: '1' },
      { namespace: 'cosmos', reference: 'cosmoshub-3' },
      { namespace: 'eip155', reference: '1:2' },
      { namespace: 'eip155', reference: '007' },
      { namespace: 'eip155', reference: -1 },
    ] as const
    for (const parameters of bad) {
      const value = `${parameters.namespace}:${parameters.reference}`
      expect(() => formatCaipNetworkId(parameters as never)).toThrow(InvalidCaipNetworkIdError)
      expect(() => formatCaipNetworkId(parameters as never)).toThrow(
        `Invalid CAIP-2 network id: ${value}`,
      )
    }
  })

  it('round-trips: format(parse(x)) === x and parse(format(p)) equals p', () => {
    fc.assert(
      fc.property(networkArbitrary, (network) => {
        const id = formatCaipNetworkId(network)
        expect(id).toBe(`${network.namespace}:${network.reference}`)
        expect(parseCaipNetworkId(id)).toEqual(network)
        expect(formatCaipNetworkId(parseCaipNetworkId(id))).toBe(id)
      }),
    )
  })

  it('round-trips eip155 chain ids given as numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (chainId) => {
        expect(
          parseCaipNetworkId(formatCaipNetworkId({ namespace: 'eip155', reference: chainId })),
        ).toEqual({ namespace: 'eip155', reference: String(chainId) })
      }),
    )
  })
})
