import { ed25519 } from '@noble/curves/ed25519.js'
import { devnetMnemonic } from '@portico/devnet'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { deriveEmbeddedAccounts } from './deriveEmbeddedAccounts'
import { combineShares, createWallet } from './splitWallet'

describe('deriveEmbeddedAccounts', () => {
  it("gives the devnet's own EVM account 0 and Solana account 0 for the devnet mnemonic", () => {
    const { evm, solana } = deriveEmbeddedAccounts({ mnemonic: devnetMnemonic })
    // anvil's account 0 and the Solana devnet's m/44'/501'/0'/0' (its banner and test wallet).
    expect(evm.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(solana.address).toBe('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
    expect(solana.exportSecretKey()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  })

  it('gives the addresses MetaMask and Phantom show for the BIP-39 test mnemonic', () => {
    const { evm, solana } = deriveEmbeddedAccounts({
      mnemonic:
        'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    })
    expect(evm.address).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')
    expect(solana.address).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk')
  })

  it('keeps the accounts and exported keys of existing wallets (values from before the move to @portico/core/keys)', () => {
    const before: [mnemonic: string, evm: string, solana: string, secret: string][] = [
      [
        devnetMnemonic,
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
        '4Cfc4TJ6dsWwLcw8aJ5uhx7UJKPR5VGXTu2iJr5bVRoTDsxzb6qfJrzR5HNhBcwGwsXqGeHzDR3eUWLr7MRnska8',
      ],
      [
        'legal winner thank year wave sausage worth useful legal winner thank yellow',
        '0x58A57ed9d8d624cBD12e2C467D34787555bB1b25',
        'BLeUXTx9thHGT7VJUtF9vHEmfMDgW1nnKZ9UVer2CoLX',
        '37NfN7eam3KCwdC6jAc7nFeuDNYCV1K2AgNWmT4Xo6ogQPMnJ1ZoWA7AKN6jzEoQi3FNTEkkXiwu7VjqXdu8FGUs',
      ],
    ]
    for (const [mnemonic, evmAddress, solanaAddress, secret] of before) {
      const { evm, solana } = deriveEmbeddedAccounts({ mnemonic })
      expect(evm.address).toBe(evmAddress)
      expect(solana.address).toBe(solanaAddress)
      expect(solana.exportSecretKey()).toBe(secret)
    }
  })

  it('signs with the Solana key: an ed25519 signature the address verifies', () => {
    const { solana } = deriveEmbeddedAccounts({ mnemonic: devnetMnemonic })
    const message = new TextEncoder().encode('portico')
    expect(ed25519.verify(solana.sign(message), message, solana.publicKey)).toBe(true)
    expect(base58.encode(solana.publicKey)).toBe(solana.address)
  })
})

describe('createWallet / combineShares', () => {
  it('any two of the three shares rebuild the same accounts; one share alone does not', async () => {
    const { shares, evmAddress, solanaAddress } = await createWallet()
    const pairs: [string, string][] = [
      [shares.device, shares.server],
      [shares.server, shares.recovery],
      [shares.recovery, shares.device],
    ]
    for (const pair of pairs) {
      const accounts = deriveEmbeddedAccounts({ mnemonic: await combineShares(pair) })
      expect(accounts.evm.address).toBe(evmAddress)
      expect(accounts.solana.address).toBe(solanaAddress)
    }
    await expect(combineShares([shares.device, shares.device])).rejects.toThrow()
  })

  it('makes a different wallet each time', async () => {
    const [a, b] = await Promise.all([createWallet(), createWallet()])
    expect(a.evmAddress).not.toBe(b.evmAddress)
  })
})
