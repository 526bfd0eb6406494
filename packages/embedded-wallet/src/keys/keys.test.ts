import { devnetMnemonic } from '@portico/devnet'
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
