import { describe, expect, it } from 'vitest'
import { InvalidCaipAddressError } from '../errors/caip'
import { parseCaipAddress } from './parseCaipAddress'

const evm = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

describe('parseCaipAddress', () => {
  it('parses the CAIP-10 examples of known namespaces', () => {
    expect(parseCaipAddress(`eip155:1:${evm}`)).toEqual({
      namespace: 'eip155',
      chainId: '1',
      address: evm,
      caipNetworkId: 'eip155:1',
    })
    expect(
      parseCaipAddress(
        'bip122:000000000019d6689c085ae165831e93:128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6',
      ),
    ).toEqual({
      namespace: 'bip122',
      chainId: '000000000019d6689c085ae165831e93',
      address: '128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6',
      caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
    })
    expect(
      parseCaipAddress(
        'polkadot:b0a8d493285c2df73290dfb7e61f870f:5hmuyxw9xdgbpptgypokw4thfyoe3ryenebr381z9iaegmfy',
      ),
    ).toEqual({
      namespace: 'polkadot',
      chainId: 'b0a8d493285c2df73290dfb7e61f870f',
      address: '5hmuyxw9xdgbpptgypokw4thfyoe3ryenebr381z9iaegmfy',
      caipNetworkId: 'polkadot:b0a8d493285c2df73290dfb7e61f870f',
    })
    // From the ChainAgnostic solana CAIP-10 profile.
    expect(
      parseCaipAddress(
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      ),
    ).toEqual({
      namespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it('accepts lowercase EVM addresses and the devnet account', () => {
    expect(parseCaipAddress(`eip155:31337:${evm.toLowerCase()}`).address).toBe(evm.toLowerCase())
    expect(
      parseCaipAddress('eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266').caipNetworkId,
    ).toBe('eip155:31337')
  })

  it('maps a legacy Solana network id to the current one', () => {
    const address = 'CKg5d12Jhpej1JqtmxLJgaFqqeYjxgPqToJ4LBdvG9Ev'
    expect(parseCaipAddress(`solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ:${address}`)).toEqual({
      namespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address,
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it.each([
    ['', 'empty string'],
    ['eip155', 'one part'],
    ['eip155:1', 'two parts'],
    [`eip155:1:${evm}:extra`, 'four parts'],
    [`:1:${evm}`, 'empty namespace'],
    [`eip155::${evm}`, 'empty chain id'],
    ['eip155:1:', 'empty address'],
    ['::', 'all empty'],
    ['cosmos:cosmoshub-3:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0', 'unknown namespace'],
    ['hedera:mainnet:0.0.1234567890-zbhlt', 'unknown namespace'],
    [
      'chainstd:8c3444cf8970a9e41a706fab93e7a6c4:6d9b0b4b9994e8a6afbd3dc3ed983cd51c755afb27cd1dc7825ef59c134a39f7',
      'unknown namespace',
    ],
    [`eip155:01:${evm}`, 'bad reference'],
    [`solana:mainnet:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv`, 'bad solana reference'],
    [`eip155:1:${evm.slice(2)}`, 'EVM address without 0x'],
    [`eip155:1:0X${evm.slice(2)}`, 'uppercase 0X'],
    [`eip155:1:${evm.slice(0, 41)}`, '39 hex characters'],
    [`eip155:1:${evm}0`, '41 hex characters'],
    [`eip155:1:${evm.replace('D', 'd')}`, 'bad EIP-55 checksum'],
    [
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:0S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      'bad base58',
    ],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:2222222222222222222222222222222', '31 base58 chars'],
    [`bip122:000000000019d6689c085ae165831e93:${'a'.repeat(129)}`, 'address over 128'],
    ['bip122:000000000019d6689c085ae165831e93:bc1q#abc', 'address outside the grammar'],
  ])('rejects %j (%s) with the SPEC text', (value) => {
    expect(() => parseCaipAddress(value)).toThrow(InvalidCaipAddressError)
    try {
      parseCaipAddress(value)
    } catch (error) {
      expect((error as InvalidCaipAddressError).shortMessage).toBe(
        `Invalid CAIP-10 address: ${value}`,
      )
    }
  })

  it('rejects non-strings from untyped callers', () => {
    expect(() => parseCaipAddress(undefined as unknown as string)).toThrow(
      'Invalid CAIP-10 address: undefined',
    )
  })

  it('accepts an account on a network the app configured itself, and only that one', () => {
    const local = 'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR'
    const account = `${local}:7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs`
    expect(() => parseCaipAddress(account)).toThrow('Invalid CAIP-10 address')
    expect(parseCaipAddress(account, { networks: [{ caipNetworkId: local }] })).toEqual({
      namespace: 'solana',
      chainId: 'GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR',
      address: '7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs',
      caipNetworkId: local,
    })
    expect(() =>
      parseCaipAddress(
        'solana:AnotherCluster1111111111111111111:7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs',
        {
          networks: [local],
        },
      ),
    ).toThrow('Invalid CAIP-10 address')
  })
})
