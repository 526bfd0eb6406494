import { ed25519 } from '@noble/curves/ed25519.js'
import { getSolanaDevnetKeys } from '@portico/devnet'
import { devnetMnemonic } from '@portico/devnet/chains'
import { describe, expect, test } from 'vitest'
import { deriveSolanaAccount } from './deriveSolanaAccount'

describe('deriveSolanaAccount', () => {
  test('account 0 of the devnet mnemonic is the devnet’s (Phantom’s path m/44’/501’/0’/0’)', () => {
    expect(deriveSolanaAccount({ mnemonic: devnetMnemonic }).address).toBe(
      'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
    )
  })

  test('matches the devnet’s accounts 0–2 (the same derivation, @portico/core/keys)', () => {
    const { accounts } = getSolanaDevnetKeys(3)
    for (const [index, key] of accounts.entries()) {
      const account = deriveSolanaAccount({ mnemonic: devnetMnemonic, accountIndex: index })
      expect(account.address).toBe(key.address)
      expect(account.publicKey).toEqual(key.keyPairBytes.slice(32))
    }
  })

  test('signs with ed25519: the signature verifies against the address’s public key', () => {
    const account = deriveSolanaAccount({ mnemonic: devnetMnemonic })
    const message = new TextEncoder().encode('hello portico')
    const signature = account.sign(message)
    expect(signature).toHaveLength(64)
    expect(ed25519.verify(signature, message, account.publicKey)).toBe(true)
    expect(ed25519.verify(signature, new TextEncoder().encode('hello'), account.publicKey)).toBe(
      false,
    )
  })

  test('refuses an index outside the hardened range', () => {
    expect(() => deriveSolanaAccount({ mnemonic: devnetMnemonic, accountIndex: -1 })).toThrow(
      'accountIndex must be an integer',
    )
  })
})
