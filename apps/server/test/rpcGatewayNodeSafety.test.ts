import { devnetMnemonic, type StartAnvilReturnType, startAnvil } from '@portico/devnet'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { CreateServerReturnType } from '../src/createServer'
import { callNode, postToGateway } from './postToGateway'
import { startTestServer } from './startTestServer'

// anvil 1.7 aborts its whole process on `eth_feeHistory` with a block count of 2^64 (found by the
// gateway fuzz: the run's shared chain went down under every later suite). The gateway refuses
// such numbers before they reach the node. This suite runs its own anvil: were the guard gone,
// only this node would die.
let anvil: StartAnvilReturnType
let server: CreateServerReturnType
let baseUrl: string

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: 0, mnemonic: devnetMnemonic })
  server = await startTestServer({ PORTICO_RPC_URLS: `eip155:31337=${anvil.rpcUrl}` })
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await server?.close()
  await anvil?.stop()
})

const post = (body: unknown) => postToGateway(baseUrl, body)

test('block counts, numbers and indexes past 64 bits are refused with -32602; the node lives', async () => {
  const past = '0x10000000000000000'
  const calls = [
    ['eth_feeHistory', [past, 'latest', []], 0],
    ['eth_feeHistory', [2 ** 70, 'latest', []], 0],
    ['eth_getBlockByNumber', [past, false], 0],
    ['eth_getBalance', ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', past], 1],
    ['eth_getTransactionByBlockNumberAndIndex', ['latest', past], 1],
  ] as const
  const { json } = await post(
    calls.map(([method, params], id) => ({ jsonrpc: '2.0', id, method, params })),
  )
  expect(json).toEqual(
    calls.map(([method, , index], id) => ({
      jsonrpc: '2.0',
      id,
      error: {
        code: -32602,
        message: `Invalid params: ${method} parameter ${index} does not fit in 64 bits`,
      },
    })),
  )
  expect(await callNode(anvil.rpcUrl, 'eth_chainId')).toBe('0x7a69')
})

test('values that fit still reach the node: the largest block count, a block hash, a tag', async () => {
  const { json } = await post([
    {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_feeHistory',
      params: ['0xffffffffffffffff', 'latest', []],
    },
    {
      jsonrpc: '2.0',
      id: 2,
      method: 'eth_getBalance',
      params: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', `0x${'f'.repeat(64)}`],
    },
    { jsonrpc: '2.0', id: 3, method: 'eth_getBlockByNumber', params: ['0x0', false] },
  ])
  const [history, byHash, genesis] = json as {
    result?: { oldestBlock?: string; number?: string }
    error?: { code: number; message: string }
  }[]
  expect(history?.result?.oldestBlock).toBe('0x0')
  // the node, not the gateway, answers for an unknown block hash
  expect(byHash?.error?.message).not.toMatch(/64 bits/)
  expect(genesis?.result?.number).toBe('0x0')
  expect(await callNode(anvil.rpcUrl, 'eth_chainId')).toBe('0x7a69')
})
