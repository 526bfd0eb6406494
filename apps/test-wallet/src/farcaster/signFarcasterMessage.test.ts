import { createWalletClient } from '@farcaster/auth-client'
import { devnetMnemonic } from '@portico/devnet/chains'
import { verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { signFarcasterMessage } from './signFarcasterMessage'

const custody = mnemonicToAccount(devnetMnemonic, { addressIndex: 16 })
const build = (address: `0x${string}`) => {
  const built = createWalletClient({ ethereum: {} as never }).buildSignInMessage({
    address,
    fid: 7,
    uri: 'http://localhost:3001',
    domain: 'localhost:3001',
    nonce: 'abcdefgh12345678',
  })
  if (built.isError) throw built.error
  return built.message
}

describe('signFarcasterMessage', () => {
  test('signs a Sign In With Farcaster message of its custody address', async () => {
    const message = build(custody.address)
    const signature = await signFarcasterMessage({ account: custody, message })
    expect(await verifyMessage({ address: custody.address, message, signature })).toBe(true)
  })

  test('refuses another address, and a plain SIWE message', async () => {
    const other = mnemonicToAccount(devnetMnemonic, { addressIndex: 15 }).address
    await expect(signFarcasterMessage({ account: custody, message: build(other) })).rejects.toThrow(
      'Not a Sign In With Farcaster message for this custody address',
    )
    const siwe = createSiweMessage({
      address: custody.address,
      chainId: 10,
      domain: 'localhost:3001',
      nonce: 'abcdefgh12345678',
      uri: 'http://localhost:3001',
      version: '1',
    })
    await expect(signFarcasterMessage({ account: custody, message: siwe })).rejects.toThrow(
      'Not a Sign In With Farcaster message for this custody address',
    )
  })
})
