import { describe, expect, it } from 'vitest'
import { checkAccountAddress } from './checkAccountAddress'

describe('checkAccountAddress', () => {
  it('accepts valid addresses per namespace', () => {
    expect(checkAccountAddress('eip155', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(
      undefined,
    )
    expect(checkAccountAddress('solana', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe(
      undefined,
    )
    expect(checkAccountAddress('bip122', '128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6')).toBe(undefined)
    expect(checkAccountAddress('polkadot', 'a'.repeat(128))).toBe(undefined)
  })

  it('explains each refusal', () => {
    expect(checkAccountAddress('polkadot', 'a'.repeat(129))).toBe(
      'address must match the CAIP-10 grammar [-.%a-zA-Z0-9]{1,128}',
    )
    expect(checkAccountAddress('eip155', 'ab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(
      'eip155 address must be 0x plus 40 hex characters with a valid EIP-55 checksum',
    )
    expect(checkAccountAddress('solana', '1'.repeat(31))).toBe(
      'solana address must be base58 that decodes to 32 bytes',
    )
  })
})
