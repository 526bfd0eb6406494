import { devnetMnemonic } from '@portico/devnet/chains'
import { type UsedDevnet, useDevnet } from '@portico/devnet/testing'
import { createPublicClient, http, numberToHex, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { resolveWalletConfig } from '../build/resolveWalletConfig'
import { forwardedMethods } from './forwardRequest'
import { handleRequest } from './handleRequest'
import type { WalletContext } from './walletContext'
import { createMemoryStore } from './walletStore'

const account = mnemonicToAccount(devnetMnemonic)
const victim = mnemonicToAccount(devnetMnemonic, { addressIndex: 3 }).address
const attacker = '0x000000000000000000000000000000000000dEaD'
let devnet: UsedDevnet
let rpcUrl: string

beforeAll(async () => {
  devnet = await useDevnet([31337])
  rpcUrl = devnet.chains[0]?.rpcUrl ?? ''
})
afterAll(() => devnet?.stop())

function wallet(origin: string, answers: boolean[] = []): WalletContext {
  return {
    origin,
    account,
    config: resolveWalletConfig({ rpcUrls: { 31337: rpcUrl } }),
    store: createMemoryStore({ defaultChainId: 31337 }),
    async approve() {
      const answer = answers.shift()
      if (answer === undefined) throw new Error('unexpected prompt')
      return answer
    },
    emit: () => {},
  }
}

describe('node-privileged methods against a real anvil (security review H3)', () => {
  test('eth_sendUnsignedTransaction through the wallet moves nothing, connected or not', async () => {
    const client = createPublicClient({ transport: http(rpcUrl) })
    const transfer = { from: victim, to: attacker, value: numberToHex(parseEther('1')) }
    const before = {
      victim: await client.getBalance({ address: victim }),
      attacker: await client.getBalance({ address: attacker }),
      block: await client.getBlockNumber(),
    }

    const stranger = wallet('http://evil.example')
    await expect(
      handleRequest(stranger, { method: 'eth_sendUnsignedTransaction', params: [transfer] }),
    ).rejects.toMatchObject({ code: 4200 })
    const friend = wallet('http://127.0.0.1:3000', [true])
    await handleRequest(friend, { method: 'eth_requestAccounts' })
    await expect(
      handleRequest(friend, { method: 'eth_sendUnsignedTransaction', params: [transfer] }),
    ).rejects.toMatchObject({ code: 4200 })

    expect({
      victim: await client.getBalance({ address: victim }),
      attacker: await client.getBalance({ address: attacker }),
      block: await client.getBlockNumber(),
    }).toEqual(before)

    // The node itself does execute it: the wallet is what stands in the way.
    const direct = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_sendUnsignedTransaction',
        params: [transfer],
      }),
    })
    const { result: hash } = (await direct.json()) as { result: `0x${string}` }
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    // anvil answers before its automine block exists: read the balance once it is mined
    await client.waitForTransactionReceipt({ hash })
    expect(await client.getBalance({ address: attacker })).toBe(before.attacker + parseEther('1'))
  })

  test('a connected origin reads the chain through the wallet', async () => {
    const client = createPublicClient({ transport: http(rpcUrl) })
    const friend = wallet('http://127.0.0.1:3000', [true])
    await handleRequest(friend, { method: 'eth_requestAccounts' })
    expect(
      await handleRequest(friend, { method: 'eth_getBalance', params: [victim, 'latest'] }),
    ).toBe(numberToHex(await client.getBalance({ address: victim })))
    expect(await handleRequest(friend, { method: 'web3_clientVersion' })).toMatch(/anvil/i)
  })

  test('only read methods are forwarded', () => {
    expect([...forwardedMethods].filter((m) => /send|sign|account|anvil|evm_/i.test(m))).toEqual([])
  })
})
