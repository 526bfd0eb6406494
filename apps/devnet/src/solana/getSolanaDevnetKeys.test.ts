import { createKeyPairSignerFromBytes } from '@solana/kit'
import { expect, test } from 'vitest'
import { getSolanaDevnetKeys } from './getSolanaDevnetKeys'

test('keys are deterministic: the same addresses every run (the README lists them)', () => {
  const { accounts, faucet, mints } = getSolanaDevnetKeys(2)
  expect(accounts.map((a) => a.address)).toEqual([
    'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
    'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD',
  ])
  expect(faucet.address).toBe('AKQ35BXVda5MAHgrZKAJyQbdm1W6ureWuAjAbVjEXC2Y')
  expect(mints.pUSD.address).toBe('4BjqgK2H4tza7zT2ChodLFosooM79LrdrLegvr6dcizE')
  expect(mints.PTK.address).toBe('GF2QmM4a64j5pS4QvTKWS3owtugX9zpi7YPjVgXjCnHR')
  expect(getSolanaDevnetKeys(10).accounts).toHaveLength(10)
  expect(getSolanaDevnetKeys(1).accounts).toHaveLength(1)
  expect(() => getSolanaDevnetKeys(-1)).toThrow(RangeError)
})

test('the 64-byte key pairs are valid for @solana/kit (public half matches the address)', async () => {
  const [first] = getSolanaDevnetKeys(1).accounts
  if (!first) throw new Error('missing')
  const signer = await createKeyPairSignerFromBytes(first.keyPairBytes)
  expect(signer.address).toBe(first.address)
})
