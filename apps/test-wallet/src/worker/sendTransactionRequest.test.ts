import { devnetMnemonic } from '@portico/devnet/chains'
import { type UsedDevnet, useDevnet } from '@portico/devnet/testing'
import { createPublicClient, type Hex, http, numberToHex, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { resolveWalletConfig } from '../build/resolveWalletConfig'
import { handleRequest } from './handleRequest'
import type { WalletContext } from './walletContext'
import { createMemoryStore } from './walletStore'

const account = mnemonicToAccount(devnetMnemonic)
const origin = 'http://127.0.0.1:3000'
let devnet: UsedDevnet

beforeAll(async () => {
  devnet = await useDevnet([31337, 31338])
})
afterAll(() => devnet?.stop())

function rpcUrl(id: number): string {
  const chain = devnet.chains.find((c) => c.id === id)
  if (!chain) throw new Error(`chain ${id} is not running`)
  return chain.rpcUrl
}

async function connectedWallet(answers: boolean[]) {
  const context: WalletContext = {
    origin,
    account,
    config: resolveWalletConfig({ rpcUrls: { 31337: rpcUrl(31337), 31338: rpcUrl(31338) } }),
    store: createMemoryStore({ defaultChainId: 31337 }),
    async approve() {
      const answer = answers.shift()
      if (answer === undefined) throw new Error('unexpected prompt')
      return answer
    },
    emit: () => {},
  }
  await handleRequest(context, { method: 'eth_requestAccounts' })
  return context
}

describe('eth_sendTransaction against the devnet', () => {
  test('fills nonce, gas and fees, signs locally and lands on the current chain', async () => {
    const context = await connectedWallet([true, true, true])
    const to = mnemonicToAccount(devnetMnemonic, { addressIndex: 5 }).address
    const client = createPublicClient({ transport: http(rpcUrl(31338)) })
    await handleRequest(context, {
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: numberToHex(31338) }],
    })
    const before = await client.getBalance({ address: to })
    const hash = (await handleRequest(context, {
      method: 'eth_sendTransaction',
      params: [{ from: account.address, to, value: numberToHex(parseEther('1.5')) }],
    })) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(account.address.toLowerCase())
    expect(await client.getBalance({ address: to })).toBe(before + parseEther('1.5'))
  })

  test('a rejected transaction is 4001 and sends nothing', async () => {
    const context = await connectedWallet([true, false])
    const client = createPublicClient({ transport: http(rpcUrl(31337)) })
    const nonce = await client.getTransactionCount({ address: account.address })
    await expect(
      handleRequest(context, {
        method: 'eth_sendTransaction',
        params: [{ from: account.address, to: account.address, value: '0x1' }],
      }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(await client.getTransactionCount({ address: account.address })).toBe(nonce)
  })

  test('reads go to the current chain’s node; node errors keep their code', async () => {
    const context = await connectedWallet([true])
    const balance = await createPublicClient({ transport: http(rpcUrl(31337)) }).getBalance({
      address: account.address,
    })
    expect(
      await handleRequest(context, {
        method: 'eth_getBalance',
        params: [account.address, 'latest'],
      }),
    ).toBe(numberToHex(balance))
    await expect(
      handleRequest(context, { method: 'eth_getBalance', params: ['not an address'] }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  test('an unreachable node is a clear error', async () => {
    const context = await connectedWallet([true])
    const offline = {
      ...context,
      config: resolveWalletConfig({ rpcUrls: { 31337: 'http://127.0.0.1:9' } }),
    }
    await expect(handleRequest(offline, { method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: -32603,
      shortMessage: 'Portico Devnet is unreachable',
    })
  })
})
