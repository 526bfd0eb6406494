import { isActionNotAllowed } from '@portico/core/internal'
import {
  createPublicClient,
  createWalletClient,
  http,
  numberToHex,
  parseEther,
  publicActions,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { CreateServerReturnType } from '../src/createServer'
import { maxBatchSize } from '../src/rpc/answerRpc'
import { holdDevnet } from './holdDevnet'
import { type Answer, callNode, postToGateway } from './postToGateway'
import { startTestServer } from './startTestServer'

// This file sends a transaction through the gateway: it holds the devnet (one such file at a time,
// reverted after).
holdDevnet()
const mnemonic = inject('mnemonic')
const nodes = inject('rpcUrlByChain')
const node31337 = nodes['eip155:31337'] as string
const notAllowed = 'Requested RPC call is not allowed'

let server: CreateServerReturnType
let baseUrl: string
beforeAll(async () => {
  server = await startTestServer()
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' })
})

afterAll(async () => {
  await server.close()
})

const post = (body: unknown, query?: string, raw?: boolean) =>
  postToGateway(baseUrl, body, { query, raw })
const direct = callNode

describe('forwarding', () => {
  test('eth_chainId reaches the node of the requested chain', async () => {
    for (const [caipNetworkId] of Object.entries(nodes)) {
      const reference = Number(caipNetworkId.split(':')[1])
      const { status, json } = await post(
        { jsonrpc: '2.0', id: 'c', method: 'eth_chainId' },
        `chainId=${caipNetworkId}&projectId=portico-local`,
      )
      expect(status).toBe(200)
      expect(json).toEqual({ jsonrpc: '2.0', id: 'c', result: numberToHex(reference) })
    }
  })

  test('eth_getBalance answers what the node answers', async () => {
    const address = mnemonicToAccount(mnemonic).address
    const expected = await direct(node31337, 'eth_getBalance', [address, 'latest'])
    const { json } = await post({
      jsonrpc: '2.0',
      id: 7,
      method: 'eth_getBalance',
      params: [address, 'latest'],
    })
    expect(json).toEqual({ jsonrpc: '2.0', id: 7, result: expected })
  })

  test('the trailing slash is optional', async () => {
    const response = await fetch(`${baseUrl}/v1?chainId=eip155:31337&projectId=portico-local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    })
    expect(((await response.json()) as Answer).result).toBe(numberToHex(31337))
  })

  test('a node error is passed through with the caller id', async () => {
    const { json } = await post({
      jsonrpc: '2.0',
      id: 3,
      method: 'eth_getBalance',
      params: ['not-an-address', 'latest'],
    })
    expect(json.id).toBe(3)
    expect(json.error?.code).toEqual(expect.any(Number))
    expect(json.result).toBeUndefined()
  })

  test('a viem client works through the gateway, batching and sending a signed transaction', async () => {
    const url = `${baseUrl}/v1/?chainId=eip155:31337&projectId=portico-local`
    const client = createPublicClient({ transport: http(url, { batch: true }) })
    const sender = mnemonicToAccount(mnemonic, { addressIndex: 9 })
    const recipient = mnemonicToAccount(mnemonic, { addressIndex: 8, changeIndex: 1 }).address
    const [chainId, blockNumber, before] = await Promise.all([
      client.getChainId(),
      client.getBlockNumber(),
      client.getBalance({ address: recipient }),
    ])
    expect(chainId).toBe(31337)
    expect(blockNumber).toBe(BigInt((await direct(node31337, 'eth_blockNumber')) as string))

    // Signed locally, sent as eth_sendRawTransaction (a safe method) through the gateway.
    const wallet = createWalletClient({
      account: sender,
      chain: {
        id: chainId,
        name: 'Portico Devnet',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [url] } },
      },
      transport: http(url),
    }).extend(publicActions)
    const hash = await wallet.sendTransaction({ to: recipient, value: parseEther('0.5') })
    const receipt = await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(before + parseEther('0.5'))
  })
})

describe('batches', () => {
  test('are answered in order, with per-item policy and validation', async () => {
    const address = mnemonicToAccount(mnemonic).address
    const { status, json } = await post([
      { jsonrpc: '2.0', id: 'a', method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 'b', method: 'eth_sign', params: [address, '0x00'] },
      { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] },
      { jsonrpc: '1.0', id: 'bad', method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' },
      { jsonrpc: '2.0', method: 'eth_chainId' },
      42,
    ])
    expect(status).toBe(200)
    const balance = await direct(node31337, 'eth_getBalance', [address, 'latest'])
    const blockNumber = await direct(node31337, 'eth_blockNumber')
    expect(json).toEqual([
      { jsonrpc: '2.0', id: 'a', result: numberToHex(31337) },
      { jsonrpc: '2.0', id: 'b', error: { code: -32601, message: notAllowed } },
      { jsonrpc: '2.0', id: 1, result: balance },
      { jsonrpc: '2.0', id: 'bad', error: { code: -32600, message: 'Invalid Request' } },
      { jsonrpc: '2.0', id: 1, result: blockNumber },
      // the notification (no id) gets no answer
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } },
    ])
  })

  test(`of more than ${maxBatchSize} requests are refused`, async () => {
    const batch = Array.from({ length: maxBatchSize + 1 }, (_, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'eth_chainId',
    }))
    const { status, json } = await post(batch)
    expect(status).toBe(200)
    expect(json).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32600,
        message: `Invalid Request: batch of ${maxBatchSize + 1} exceeds the limit of ${maxBatchSize}`,
      },
    })
    const full = await post(batch.slice(0, maxBatchSize))
    expect(full.json).toHaveLength(maxBatchSize)
  })

  test('an empty batch is refused', async () => {
    const { json } = await post([])
    expect(json.error).toEqual({ code: -32600, message: 'Invalid Request: empty batch' })
  })

  test('only notifications: nothing to answer', async () => {
    const { status, json } = await post([{ jsonrpc: '2.0', method: 'eth_chainId' }])
    expect(status).toBe(204)
    expect(json).toBeUndefined()
  })
})

describe('method policy', () => {
  test.each([
    'eth_sign',
    'anvil_setBalance',
    'evm_mine',
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_sendCalls',
  ])('%s is refused with the exact message, and never reaches the node', async (method) => {
    const blockBefore = await direct(node31337, 'eth_blockNumber')
    const { status, json } = await post({ jsonrpc: '2.0', id: 9, method, params: [] })
    expect(status).toBe(200)
    expect(json).toEqual({ jsonrpc: '2.0', id: 9, error: { code: -32601, message: notAllowed } })
    expect(await direct(node31337, 'eth_blockNumber')).toBe(blockBefore)
  })

  test("a refusal read by viem is what the kit shows as `Action not allowed` (core's isActionNotAllowed)", async () => {
    const client = createPublicClient({
      transport: http(`${baseUrl}/v1?chainId=eip155:31337&projectId=portico-local`),
    })
    // A signing method a page sends to the gateway instead of its wallet (viem's public schema
    // does not list it).
    const request = client.request as (args: {
      method: string
      params: unknown[]
    }) => Promise<unknown>
    const refused = await request({
      method: 'personal_sign',
      params: ['0x00', mnemonicToAccount(mnemonic).address],
    }).catch((error: unknown) => error)
    expect(isActionNotAllowed(refused)).toBe(true)
    const answered = await client.request({ method: 'eth_chainId' })
    expect(isActionNotAllowed(answered)).toBe(false)
  })

  test('filter methods are refused on the shared node: no client can poll or drop another client’s filter', async () => {
    // A filter made on the node directly, as another gateway user's would be.
    const filterId = await direct(node31337, 'eth_newBlockFilter')
    for (const [method, params] of [
      ['eth_newFilter', [{ fromBlock: 'latest' }]],
      ['eth_newBlockFilter', []],
      ['eth_newPendingTransactionFilter', []],
      ['eth_getFilterChanges', [filterId]],
      ['eth_getFilterLogs', [filterId]],
      ['eth_uninstallFilter', [filterId]],
    ] as const) {
      const { json } = await post({ jsonrpc: '2.0', id: 3, method, params })
      expect(json).toEqual({ jsonrpc: '2.0', id: 3, error: { code: -32601, message: notAllowed } })
    }
    // Still installed: the gateway never forwarded the uninstall.
    expect(await direct(node31337, 'eth_uninstallFilter', [filterId])).toBe(true)
  })
})

describe('bad requests', () => {
  test('malformed JSON gets -32700', async () => {
    const { status, json } = await post('{"jsonrpc": "2.0", "id": 1, "method": ', undefined, true)
    expect(status).toBe(200)
    expect(json).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error' },
    })
  })

  test('a body that is not a request gets -32600', async () => {
    const { json } = await post({ hello: 'world' })
    expect(json).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Invalid Request' },
    })
  })

  test('a body over 1 MiB is refused with 413', async () => {
    const { status, json } = await post({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_call',
      params: [{ data: `0x${'00'.repeat(600_000)}` }],
    })
    expect(status).toBe(413)
    expect(json).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Request body too large' },
    })
  })

  test.each([
    ['chainId=eip155:999&projectId=portico-local', 400, -32602, 'Unsupported chainId: eip155:999'],
    ['chainId=foo&projectId=portico-local', 400, -32602, 'Invalid CAIP-2 network id: foo'],
    ['projectId=portico-local', 400, -32602, 'Missing chainId'],
    ['chainId=eip155:31337&projectId=nope', 401, -32001, 'Unknown projectId: nope'],
    ['chainId=eip155:31337', 401, -32001, 'Missing projectId'],
  ])('query %s → %i %i %s', async (query, httpStatus, code, message) => {
    const { status, json } = await post({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, query)
    expect(status).toBe(httpStatus)
    expect(json).toEqual({ jsonrpc: '2.0', id: null, error: { code, message } })
  })
})
