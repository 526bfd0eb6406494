import { describe, expect, it } from 'vitest'
import { checkReference } from './checkReference'

describe('checkReference', () => {
  it('returns the reference, mapped for legacy Solana ids', () => {
    expect(checkReference('eip155', '137')).toEqual({ reference: '137' })
    expect(checkReference('solana', '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')).toEqual({
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(checkReference('polkadot', '91b171bb158e2d3848fa23a9f1c25182')).toEqual({
      reference: '91b171bb158e2d3848fa23a9f1c25182',
    })
  })

  it('explains each refusal', () => {
    expect(checkReference('eip155', 'a'.repeat(33))).toEqual({
      details: 'reference must match the CAIP-2 grammar [-_a-zA-Z0-9]{1,32}',
    })
    expect(checkReference('eip155', '01')).toEqual({
      details: 'eip155 reference must be a decimal chain id without leading zeros',
    })
    expect(checkReference('solana', 'devnet')).toEqual({
      details: 'solana reference must be the mainnet, testnet or devnet genesis id',
    })
    expect(checkReference('bip122', 'mainnet')).toEqual({
      details: 'bip122 reference must be 32 lowercase hex characters',
    })
  })
})
