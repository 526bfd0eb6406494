import { describe, expect, it } from 'vitest'
import { InvalidCaipNetworkIdError } from '../errors/caip'
import { parseCaipNetworkId } from './parseCaipNetworkId'

describe('parseCaipNetworkId', () => {
  it('parses the CAIP-2 examples of known namespaces', () => {
    // From CAIP-2 and the ChainAgnostic namespace profiles.
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' })
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93')).toEqual({
      namespace: 'bip122',
      reference: '000000000019d6689c085ae165831e93',
    })
    expect(parseCaipNetworkId('bip122:12a765e31ffd4059bada1e25190f6e98')).toEqual({
      namespace: 'bip122',
      reference: '12a765e31ffd4059bada1e25190f6e98',
    })
    expect(parseCaipNetworkId('polkadot:b0a8d493285c2df73290dfb7e61f870f')).toEqual({
      namespace: 'polkadot',
      reference: 'b0a8d493285c2df73290dfb7e61f870f',
    })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(parseCaipNetworkId('eip155:31337')).toEqual({ namespace: 'eip155', reference: '31337' })
  })

  it('accepts the three Solana clusters and maps the legacy ids to the current ones', () => {
    for (const reference of [
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    ]) {
      expect(parseCaipNetworkId(`solana:${reference}`).reference).toBe(reference)
    }
    expect(parseCaipNetworkId('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ').reference).toBe(
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    expect(parseCaipNetworkId('solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K').reference).toBe(
      'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    )
  })

  it.each([
    ['', 'empty string'],
    ['eip155', 'one part'],
    ['eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', 'three parts'],
    ['eip155:1:0xab:extra', 'four parts'],
    [':1', 'empty namespace'],
    ['eip155:', 'empty reference'],
    [':', 'both empty'],
    ['cosmos:cosmoshub-3', 'unknown namespace (CAIP-2 example)'],
    ['starknet:SN_GOERLI', 'unknown namespace (CAIP-2 example)'],
    ['chainstd:8c3444cf8970a9e41a706fab93e7a6c4', 'unknown namespace (CAIP-2 example)'],
    ['EIP155:1', 'namespace in the wrong case'],
    ['eip155:01', 'leading zero'],
    ['eip155:0', 'chain id zero'],
    ['eip155:0x1', 'hex chain id'],
    ['eip155:-1', 'negative chain id'],
    ['eip155:1.5', 'not in the grammar'],
    [`eip155:${'1'.repeat(33)}`, 'reference longer than 32'],
    ['eip155: 1', 'space'],
    ['solana:mainnet', 'solana cluster name instead of genesis id'],
    ['solana:8E9rvCKLFQia2Y35HvivEVY7kMVzEsn', 'unknown solana id'],
    ['bip122:000000000019D6689C085AE165831E93', 'uppercase genesis hash'],
    ['bip122:000000000019d6689c085ae165831e9', '31 hex characters'],
    ['polkadot:kusama', 'not a genesis hash'],
  ])('rejects %j (%s) with the SPEC text', (value) => {
    expect(() => parseCaipNetworkId(value)).toThrow(InvalidCaipNetworkIdError)
    try {
      parseCaipNetworkId(value)
    } catch (error) {
      expect((error as InvalidCaipNetworkIdError).shortMessage).toBe(
        `Invalid CAIP-2 network id: ${value}`,
      )
    }
  })

  it('rejects non-strings from untyped callers', () => {
    expect(() => parseCaipNetworkId(1 as unknown as string)).toThrow('Invalid CAIP-2 network id: 1')
  })

  describe('with the networks the app configured (local Solana clusters)', () => {
    const local = 'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR'

    it('refuses a local cluster id without them (SPEC §5: mainnet, testnet, devnet only)', () => {
      expect(() => parseCaipNetworkId(local)).toThrow(`Invalid CAIP-2 network id: ${local}`)
      expect(() => parseCaipNetworkId(local, {})).toThrow(InvalidCaipNetworkIdError)
    })

    it('accepts an id the app configured, given as a string or as a network', () => {
      const expected = { namespace: 'solana', reference: 'GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR' }
      expect(parseCaipNetworkId(local, { networks: [local] })).toEqual(expected)
      expect(parseCaipNetworkId(local, { networks: [{ caipNetworkId: local }] })).toEqual(expected)
    })

    it('still refuses an id the app did not configure, and keeps mapping legacy ids', () => {
      const networks = [local]
      const other = 'solana:8E9rvCKLFQia2Y35HvivEVY7kMVzEsn'
      expect(() => parseCaipNetworkId(other, { networks })).toThrow(
        `Invalid CAIP-2 network id: ${other}`,
      )
      expect(parseCaipNetworkId('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ', { networks })).toEqual({
        namespace: 'solana',
        reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      })
    })

    it('keeps the grammar and the known namespaces even for a configured id', () => {
      for (const value of [
        'solana:has space',
        `solana:${'a'.repeat(33)}`,
        'cosmos:hub-4',
        'solana:',
      ])
        expect(() => parseCaipNetworkId(value, { networks: [value] })).toThrow(
          `Invalid CAIP-2 network id: ${value}`,
        )
    })
  })
})
