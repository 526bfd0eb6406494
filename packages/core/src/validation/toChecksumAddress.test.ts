import { describe, expect, it } from 'vitest'
import { InvalidEvmAddressError } from './errors'
import { toChecksumAddress } from './toChecksumAddress'

// The "Normal" test vectors of EIP-55 (https://eips.ethereum.org/EIPS/eip-55#test-cases).
const eip55Mixed = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]

describe('toChecksumAddress', () => {
  it('reproduces the EIP-55 examples from lowercase and uppercase input', () => {
    for (const address of eip55Mixed) {
      expect(toChecksumAddress(address.toLowerCase())).toBe(address)
      expect(toChecksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(address)
      expect(toChecksumAddress(address.slice(2))).toBe(address)
    }
  })

  it('checksums the devnet account', () => {
    expect(toChecksumAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
  })

  it('rejects what is not 40 hex characters', () => {
    for (const value of [
      '',
      '0x',
      `0x${'a'.repeat(39)}`,
      `0x${'a'.repeat(41)}`,
      `0X${'a'.repeat(40)}`,
      `0x${'g'.repeat(40)}`,
    ]) {
      expect(() => toChecksumAddress(value)).toThrow(InvalidEvmAddressError)
    }
    expect(() => toChecksumAddress('0x123')).toThrow('Invalid EVM address: 0x123')
  })
})
