import { describe, expect, it } from 'vitest'
import { bitcoinReferences } from '../caip/bitcoinNetworks'
import { isBitcoinAddress } from './isBitcoinAddress'

// BIP-173 and BIP-350's published vectors, and the devnet's first regtest account.
const regtest = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'

describe('isBitcoinAddress', () => {
  it("accepts BIP-350's valid SegWit addresses, either case", () => {
    for (const address of [
      'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
      'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    ])
      expect(isBitcoinAddress(address), address).toBe(true)
  })

  it("refuses BIP-350's invalid ones: wrong checksum kind, prefix, mixed case, empty data", () => {
    for (const address of [
      'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
      'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
      'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47',
      'bc1gmk9yu',
      'bc1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
    ])
      expect(isBitcoinAddress(address), address).toBe(false)
  })

  it('accepts base58check P2PKH and P2SH of the network, and nothing else', () => {
    expect(isBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true)
    expect(isBitcoinAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true)
    expect(isBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3')).toBe(false)
    expect(isBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', bitcoinReferences.regtest)).toBe(
      false,
    )
    expect(isBitcoinAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    expect(isBitcoinAddress(42)).toBe(false)
  })

  it("checks the network's prefix when given its CAIP-2 reference", () => {
    expect(isBitcoinAddress(regtest, bitcoinReferences.regtest)).toBe(true)
    expect(isBitcoinAddress(regtest, bitcoinReferences.mainnet)).toBe(false)
    expect(
      isBitcoinAddress('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', bitcoinReferences.mainnet),
    ).toBe(true)
    expect(
      isBitcoinAddress('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', bitcoinReferences.signet),
    ).toBe(false)
    expect(isBitcoinAddress(regtest, 'ffffffffffffffffffffffffffffffff')).toBe(false)
  })
})
