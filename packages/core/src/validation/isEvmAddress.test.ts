import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isEvmAddress } from './isEvmAddress'
import { toChecksumAddress } from './toChecksumAddress'

// Test vectors of EIP-55 (https://eips.ethereum.org/EIPS/eip-55#test-cases).
const eip55AllCaps = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
]
const eip55AllLower = [
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
]
const eip55Normal = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]

/** Flips the case of the first letter in the hex body, which breaks an EIP-55 checksum. */
function flipFirstLetter(address: string): string {
  const index = address.slice(2).search(/[a-fA-F]/) + 2
  const char = address.charAt(index)
  const flipped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()
  return address.slice(0, index) + flipped + address.slice(index + 1)
}

describe('isEvmAddress', () => {
  it('accepts all EIP-55 examples, with or without 0x', () => {
    for (const address of [...eip55AllCaps, ...eip55AllLower, ...eip55Normal]) {
      expect(isEvmAddress(address)).toBe(true)
      expect(isEvmAddress(address.slice(2))).toBe(true)
    }
  })

  it('rejects mixed case with a broken checksum', () => {
    for (const address of eip55Normal) expect(isEvmAddress(flipFirstLetter(address))).toBe(false)
  })

  it('rejects uppercase 0X, 39 and 41 hex characters, non-hex and non-strings', () => {
    const body = eip55AllLower[0]?.slice(2) ?? ''
    expect(isEvmAddress(`0X${body}`)).toBe(false)
    expect(isEvmAddress(`0x${body.slice(1)}`)).toBe(false)
    expect(isEvmAddress(`0x${body}0`)).toBe(false)
    expect(isEvmAddress(`0x${body.slice(1)}g`)).toBe(false)
    expect(isEvmAddress('')).toBe(false)
    expect(isEvmAddress('0x')).toBe(false)
    expect(isEvmAddress(` 0x${body}`)).toBe(false)
    expect(isEvmAddress(undefined)).toBe(false)
    expect(isEvmAddress(42)).toBe(false)
  })

  it('accepts every checksummed, lowercased or uppercased random address', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        const hex = Buffer.from(bytes).toString('hex')
        expect(isEvmAddress(toChecksumAddress(hex))).toBe(true)
        expect(isEvmAddress(`0x${hex}`)).toBe(true)
        expect(isEvmAddress(`0x${hex.toUpperCase()}`)).toBe(true)
      }),
    )
  })
})
