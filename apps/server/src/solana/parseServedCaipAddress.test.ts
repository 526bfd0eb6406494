import { solanaReferences } from '@portico/core/caip'
import { describe, expect, test } from 'vitest'
import { parseServedCaipAddress } from './parseServedCaipAddress'

const mint = '4BjqgK2H4tza7zT2ChodLFosooM79LrdrLegvr6dcizE'

describe('parseServedCaipAddress', () => {
  test('core ids (legacy Solana ids mapped) and accounts on a local Solana cluster', () => {
    expect(
      parseServedCaipAddress('eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
    ).toEqual({
      namespace: 'eip155',
      caipNetworkId: 'eip155:31337',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
    expect(parseServedCaipAddress(`solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ:${mint}`)).toEqual({
      namespace: 'solana',
      caipNetworkId: `solana:${solanaReferences.mainnet}`,
      address: mint,
    })
    expect(parseServedCaipAddress(`solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR:${mint}`)).toEqual({
      namespace: 'solana',
      caipNetworkId: 'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR',
      address: mint,
    })
  })

  test.each([
    'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', // EVM address
    'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16K:4BjqgK2H4tza7zT2ChodLFosooM79LrdrLegvr6dcizE', // 31-char ref
    'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR:', // no address
    'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR',
    'cosmos:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR:4BjqgK2H4tza7zT2ChodLFosooM79LrdrLegvr6dcizE',
    'eip155:31337:0x123',
  ])('%s is refused', (value) => {
    expect(parseServedCaipAddress(value)).toBeUndefined()
  })
})
