import { solanaReferences } from '@portico/core/caip'
import { describe, expect, test } from 'vitest'
import { parseServedChainId } from './parseServedChainId'

describe('parseServedChainId', () => {
  test('core ids, legacy Solana ids mapped, and local Solana clusters', () => {
    expect(parseServedChainId('eip155:31337')).toEqual({
      namespace: 'eip155',
      reference: '31337',
      caipNetworkId: 'eip155:31337',
    })
    expect(parseServedChainId('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')?.caipNetworkId).toBe(
      `solana:${solanaReferences.mainnet}`,
    )
    expect(parseServedChainId('solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR')).toEqual({
      namespace: 'solana',
      reference: 'GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR',
      caipNetworkId: 'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR',
    })
  })

  test.each([
    'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16K', // 31 characters
    'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KRu', // 33
    'solana:0BAUc3wzbG4sfcAf2NeGDU7jcLrT16KR', // 0 is not base58
    'eip155:01',
    'eip155',
    'cosmos:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR',
  ])('%s is refused', (value) => {
    expect(parseServedChainId(value)).toBeUndefined()
  })
})
