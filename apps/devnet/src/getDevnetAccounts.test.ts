import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { devnetMnemonic } from './chains'
import { getDevnetAccounts } from './getDevnetAccounts'

describe('getDevnetAccounts', () => {
  test('derives the same keys as viem (BIP-32/39/44)', () => {
    const accounts = getDevnetAccounts({ count: 12 })
    expect(accounts).toHaveLength(12)
    // The first, the second and the last (each viem derivation runs the seed's 2048 PBKDF2
    // rounds again: twelve of them took a minute on a loaded 2-core machine).
    for (const addressIndex of [0, 1, 11]) {
      const reference = mnemonicToAccount(devnetMnemonic, { addressIndex })
      const account = accounts[addressIndex]
      expect(account?.address).toBe(reference.address)
      expect(reference.getHdKey().privateKey).toEqual(
        Uint8Array.from(Buffer.from(account?.privateKey.slice(2) ?? '', 'hex')),
      )
    }
  })

  test("anvil's well-known accounts 0-2 (account 0 is the one the test wallet uses)", () => {
    expect(getDevnetAccounts({ count: 3 })).toEqual([
      {
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
      },
      {
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
      },
      {
        address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
        privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
      },
    ])
  })

  test('defaults to ten accounts and returns copies', () => {
    const first = getDevnetAccounts()
    expect(first).toHaveLength(10)
    first[0] = { address: '0x0000000000000000000000000000000000000000', privateKey: '0x' }
    expect(getDevnetAccounts()[0]?.address).not.toBe(first[0].address)
  })

  test('another mnemonic gives other accounts', () => {
    const mnemonic =
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
    const [account] = getDevnetAccounts({ count: 1, mnemonic })
    // MetaMask's first address for the BIP-39 test mnemonic.
    expect(account?.address).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')
    expect(account?.address).toBe(mnemonicToAccount(mnemonic).address)
  })

  test('rejects a bad count', () => {
    expect(() => getDevnetAccounts({ count: -1 })).toThrow(
      'count must be an integer from 0 to 1000',
    )
    expect(() => getDevnetAccounts({ count: 1.5 })).toThrow(
      'count must be an integer from 0 to 1000',
    )
  })
})
