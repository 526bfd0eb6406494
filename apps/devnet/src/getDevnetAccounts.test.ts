import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { devnetMnemonic } from './chains'
import { getDevnetAccounts } from './getDevnetAccounts'

describe('getDevnetAccounts', () => {
  test('derives the same keys as viem (BIP-32/39/44)', () => {
    const accounts = getDevnetAccounts({ count: 12 })
    expect(accounts).toHaveLength(12)
    for (const [addressIndex, account] of accounts.entries()) {
      const reference = mnemonicToAccount(devnetMnemonic, { addressIndex })
      expect(account.address).toBe(reference.address)
      expect(mnemonicToAccount(devnetMnemonic, { addressIndex }).getHdKey().privateKey).toEqual(
        Uint8Array.from(Buffer.from(account.privateKey.slice(2), 'hex')),
      )
    }
  })

  test('account 0 is the one the test wallet uses', () => {
    expect(getDevnetAccounts({ count: 1 })[0]?.address).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
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
