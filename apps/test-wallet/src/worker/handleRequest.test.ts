import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { formatSiwxMessage } from '@portico/core/siwx'
import { devnetMnemonic } from '@portico/devnet/chains'
import {
  type Hex,
  hashTypedData,
  numberToHex,
  recoverMessageAddress,
  recoverTypedDataAddress,
  toHex,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { resolveWalletConfig } from '../build/resolveWalletConfig'
import type { ApprovalPrompt } from '../messages'
import { addAccount, handleRequest } from './handleRequest'
import type { WalletContext } from './walletContext'
import { createMemoryStore } from './walletStore'

const account = mnemonicToAccount(devnetMnemonic)
const origin = 'http://127.0.0.1:3000'

/** A wallet whose "person" answers prompts from `answers`, recording what was shown. */
function setup(answers: boolean[] = [], rpcUrl?: string) {
  const config = resolveWalletConfig(rpcUrl ? { rpcUrls: { 31337: rpcUrl } } : {})
  const prompts: ApprovalPrompt[] = []
  const events: { event: string; data: unknown; origin?: string | undefined }[] = []
  const context: WalletContext = {
    origin,
    account,
    config,
    store: createMemoryStore({ defaultChainId: 31337 }),
    async approve(prompt) {
      prompts.push(prompt)
      const answer = answers.shift()
      if (answer === undefined) throw new Error(`unexpected prompt: ${prompt.title}`)
      return answer
    },
    emit: (event, data, only) => events.push({ event, data, origin: only }),
  }
  const request = (method: string, params?: unknown) =>
    handleRequest(context, params === undefined ? { method } : { method, params })
  return { context, prompts, events, request }
}

describe('handleRequest: accounts and permissions', () => {
  test('eth_accounts is empty until the origin is approved, then stays without a prompt', async () => {
    const { request, prompts, events } = setup([true])
    expect(await request('eth_accounts')).toEqual([])
    expect(await request('eth_requestAccounts')).toEqual([account.address])
    expect(prompts.map((p) => p.title)).toEqual([`Connect to ${origin}`])
    expect(events).toEqual([{ event: 'accountsChanged', data: [account.address], origin }])
    expect(await request('eth_requestAccounts')).toEqual([account.address])
    expect(await request('eth_accounts')).toEqual([account.address])
    expect(prompts).toHaveLength(1)
  })

  test('addAccount: the wallet gives every account (its first still first) and signs with the one asked', async () => {
    const { request, events, context, prompts } = setup([true, true])
    const second = mnemonicToAccount(devnetMnemonic, { addressIndex: 1 })
    expect(await request('eth_requestAccounts')).toEqual([account.address])
    expect(await addAccount(context)).toEqual([account.address, second.address])
    expect(events.at(-1)).toEqual({
      event: 'accountsChanged',
      data: [account.address, second.address],
      origin,
    })
    expect(await request('eth_accounts')).toEqual([account.address, second.address])
    const signature = (await request('personal_sign', [toHex('hello'), second.address])) as Hex
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(second.address)
    expect(prompts).toHaveLength(2)
    // An address the wallet does not give is refused without a prompt.
    const third = mnemonicToAccount(devnetMnemonic, { addressIndex: 2 })
    await expect(request('personal_sign', [toHex('hello'), third.address])).rejects.toMatchObject({
      code: -32602,
    })
  })

  test('a rejected connection is EIP-1193 4001 and stores nothing', async () => {
    const { request, context } = setup([false])
    await expect(request('eth_requestAccounts')).rejects.toMatchObject({
      code: 4001,
      shortMessage: 'User rejected the request.',
    })
    expect((await context.store.read()).permissions).toEqual({})
    expect(await request('eth_accounts')).toEqual([])
  })

  test('wallet_requestPermissions approves eth_accounts; revoke disconnects', async () => {
    const { request, events } = setup([true])
    const [permission] = (await request('wallet_requestPermissions', [{ eth_accounts: {} }])) as {
      parentCapability: string
      caveats: { value: string[] }[]
    }[]
    expect(permission?.parentCapability).toBe('eth_accounts')
    expect(permission?.caveats[0]?.value).toEqual([account.address])
    expect(await request('wallet_getPermissions')).toHaveLength(1)
    expect(await request('wallet_revokePermissions', [{ eth_accounts: {} }])).toBeNull()
    expect(await request('eth_accounts')).toEqual([])
    expect(await request('wallet_getPermissions')).toEqual([])
    expect(events.at(-1)).toEqual({ event: 'accountsChanged', data: [], origin })
  })

  test('permission is per origin', async () => {
    const { request, context } = setup([true])
    await request('eth_requestAccounts')
    const other = { ...context, origin: 'http://localhost:4000' }
    expect(await handleRequest(other, { method: 'eth_accounts' })).toEqual([])
  })
})

describe('handleRequest: chains', () => {
  test('starts on the first chain', async () => {
    const { request } = setup()
    expect(await request('eth_chainId')).toBe(numberToHex(31337))
    expect(await request('net_version')).toBe('31337')
  })

  test('switching asks, changes the chain and tells every tab', async () => {
    const { request, prompts, events } = setup([true])
    expect(
      await request('wallet_switchEthereumChain', [{ chainId: numberToHex(31338) }]),
    ).toBeNull()
    expect(prompts.map((p) => p.title)).toEqual(['Switch network to Portico Devnet 2'])
    expect(events).toEqual([{ event: 'chainChanged', data: numberToHex(31338), origin: undefined }])
    expect(await request('eth_chainId')).toBe(numberToHex(31338))
    // Switching to the current chain needs no prompt.
    expect(
      await request('wallet_switchEthereumChain', [{ chainId: numberToHex(31338) }]),
    ).toBeNull()
    expect(prompts).toHaveLength(1)
  })

  test('a rejected switch keeps the chain', async () => {
    const { request } = setup([false])
    await expect(
      request('wallet_switchEthereumChain', [{ chainId: numberToHex(31339) }]),
    ).rejects.toMatchObject({ code: 4001 })
    expect(await request('eth_chainId')).toBe(numberToHex(31337))
  })

  test('an unknown chain is 4902', async () => {
    const { request } = setup()
    await expect(request('wallet_switchEthereumChain', [{ chainId: '0x1' }])).rejects.toMatchObject(
      {
        code: 4902,
        shortMessage:
          'Unrecognized chain ID "0x1". Try adding the chain using wallet_addEthereumChain first.',
      },
    )
  })

  test('wallet_addEthereumChain adds after approval and switches', async () => {
    const { request, prompts } = setup([true, true])
    await request('wallet_addEthereumChain', [
      { chainId: '0x2a', chainName: 'Forty Two', rpcUrls: ['http://127.0.0.1:9'] },
    ])
    expect(prompts.map((p) => p.title)).toEqual(['Add network Forty Two'])
    expect(await request('eth_chainId')).toBe('0x2a')
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).toBeNull()
    expect(prompts.map((p) => p.title)).toEqual([
      'Add network Forty Two',
      'Switch network to Portico Devnet',
    ])
  })

  test.each([
    ['wallet_switchEthereumChain', [{ chainId: 31338 }], 'chainId must be a hex string'],
    ['wallet_addEthereumChain', [{ chainId: '0x2a', rpcUrls: [] }], 'rpcUrls[0] must be'],
    ['eth_chainId', 'nope', 'params must be an array'],
  ])('%s with bad params is -32602', async (method, params, message) => {
    const { request } = setup()
    await expect(request(method, params)).rejects.toMatchObject({ code: -32602 })
    await expect(request(method, params)).rejects.toThrow(message)
  })
})

describe('handleRequest: signing', () => {
  test('personal_sign needs the connection, then approval, and signs with the devnet key', async () => {
    const { request, prompts } = setup([true, true])
    const message = toHex('hello portico')
    await expect(request('personal_sign', [message, account.address])).rejects.toMatchObject({
      code: 4100,
    })
    await request('eth_requestAccounts')
    const signature = (await request('personal_sign', [message, account.address])) as `0x${string}`
    expect(prompts[1]?.details).toContain('hello portico')
    expect(await recoverMessageAddress({ message: { raw: message }, signature })).toBe(
      account.address,
    )
  })

  test('personal_sign rejected is 4001; another address is -32602', async () => {
    const { request } = setup([true, false])
    await request('eth_requestAccounts')
    await expect(request('personal_sign', ['0x00', account.address])).rejects.toMatchObject({
      code: 4001,
    })
    await expect(
      request('personal_sign', ['0x00', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8']),
    ).rejects.toMatchObject({ code: -32602 })
  })

  test('personal_sign refuses a sign-in message for another site, before any prompt (L10)', async () => {
    const { request, prompts } = setup([true, true])
    await request('eth_requestAccounts')
    const siwe = (domain: string, uri: string) =>
      toHex(
        formatSiwxMessage({
          domain,
          accountAddress: account.address,
          uri,
          version: '1',
          chainId: 'eip155:31337',
          nonce: 'a1b2c3d4e5f6a7b8c9',
          issuedAt: '2026-11-24T10:00:00.000Z',
        }),
      )
    await expect(
      request('personal_sign', [
        siwe('portico.example', 'https://portico.example'),
        account.address,
      ]),
    ).rejects.toMatchObject({
      code: 4100,
      shortMessage: `The wallet refuses to sign this sign-in message: it is for portico.example, but ${origin} asked for it.`,
    })
    await expect(
      request('personal_sign', [siwe('127.0.0.1:3000', 'http://evil.example'), account.address]),
    ).rejects.toMatchObject({ code: 4100 })
    expect(prompts).toHaveLength(1)

    const signature = (await request('personal_sign', [
      siwe('127.0.0.1:3000', origin),
      account.address,
    ])) as `0x${string}`
    expect(prompts[1]).toMatchObject({
      title: 'Sign in to 127.0.0.1:3000',
      warnings: [
        `Sign-in to 127.0.0.1:3000: the domain and URI match the requesting site ${origin}.`,
      ],
    })
    expect(
      await recoverMessageAddress({
        message: { raw: siwe('127.0.0.1:3000', origin) },
        signature,
      }),
    ).toBe(account.address)
  })

  test('eth_signTypedData_v4 signs EIP-712 data given as JSON text', async () => {
    const { request } = setup([true, true])
    await request('eth_requestAccounts')
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hi' },
    } as const
    const signature = (await request('eth_signTypedData_v4', [
      account.address,
      JSON.stringify(typedData),
    ])) as `0x${string}`
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(account.address)
    expect(hashTypedData(typedData)).toMatch(/^0x[0-9a-f]{64}$/)
  })

  test('eth_signTypedData_v4 with broken JSON is -32602', async () => {
    const { request } = setup()
    await expect(request('eth_signTypedData_v4', [account.address, '{'])).rejects.toMatchObject({
      code: -32602,
    })
  })
})

/** A JSON-RPC node on loopback that records every call it gets and answers `0x2a`. */
const node = { url: '', calls: [] as { method: string; params: unknown }[] }
const server = createServer((incoming, outgoing) => {
  let body = ''
  incoming.on('data', (chunk) => {
    body += chunk
  })
  incoming.on('end', () => {
    const call = JSON.parse(body) as { id: number; method: string; params: unknown }
    node.calls.push({ method: call.method, params: call.params })
    outgoing.setHeader('content-type', 'application/json')
    outgoing.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: '0x2a' }))
  })
})
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  node.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('handleRequest: node methods (security review H3)', () => {
  const unsignedTransfer = [
    {
      from: account.address,
      to: '0x000000000000000000000000000000000000dEaD',
      value: '0xde0b6b3a7640000',
    },
  ]

  test.each([
    ['eth_sendUnsignedTransaction', unsignedTransfer],
    ['eth_signTypedData_v3', [account.address, '{}']],
    ['eth_sendRawTransaction', ['0x02']],
    ['eth_sign', [account.address, '0x00']],
    ['eth_subscribe', ['newHeads']],
    ['anvil_setBalance', [account.address, '0x1']],
    ['evm_mine', []],
    ['wallet_unknown', []],
  ])('%s from an unconnected origin is 4200 and never reaches the node', async (method, params) => {
    node.calls = []
    const { request } = setup([], node.url)
    await expect(request(method, params)).rejects.toMatchObject({
      code: 4200,
      shortMessage: `The Portico Test Wallet does not support the method "${method}".`,
    })
    expect(node.calls).toEqual([])
  })

  test('eth_sendUnsignedTransaction from a connected origin is 4200 too, and never reaches the node', async () => {
    node.calls = []
    const { request } = setup([true], node.url)
    await request('eth_requestAccounts')
    await expect(request('eth_sendUnsignedTransaction', unsignedTransfer)).rejects.toMatchObject({
      code: 4200,
    })
    expect(node.calls).toEqual([])
  })

  test('a read from an unconnected origin is 4100 and never reaches the node', async () => {
    node.calls = []
    const { request } = setup([], node.url)
    await expect(request('eth_getBalance', [account.address, 'latest'])).rejects.toMatchObject({
      code: 4100,
    })
    expect(node.calls).toEqual([])
    // The chain itself is answered without a connection (EIP-1193 `connect` needs it).
    expect(await request('eth_chainId')).toBe(numberToHex(31337))
    expect(await request('net_version')).toBe('31337')
    expect(node.calls).toEqual([])
  })

  test('reads from a connected origin go to the current chain’s node', async () => {
    node.calls = []
    const { request } = setup([true], node.url)
    await request('eth_requestAccounts')
    expect(await request('eth_blockNumber')).toBe('0x2a')
    expect(await request('eth_getBalance', [account.address, 'latest'])).toBe('0x2a')
    expect(await request('eth_call', [{ to: account.address, data: '0x' }, 'latest'])).toBe('0x2a')
    expect(node.calls).toEqual([
      { method: 'eth_blockNumber', params: [] },
      { method: 'eth_getBalance', params: [account.address, 'latest'] },
      { method: 'eth_call', params: [{ to: account.address, data: '0x' }, 'latest'] },
    ])
  })
})
