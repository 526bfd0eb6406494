import { createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { CreateServerReturnType } from '../src/createServer'
import { maxBatchSize } from '../src/rpc/answerRpc'
import { holdDevnet } from './holdDevnet'
import { callNode, postToGateway } from './postToGateway'
import { fundedSigner, transferSol } from './solanaFunds'
import { startTestServer } from './startTestServer'

// This file sends Solana transactions through the gateway: it holds the devnet (one such file at a
// time, reverted after).
holdDevnet([], { solana: true })
const solana = inject('solana')
const notAllowed = 'Requested RPC call is not allowed'
// A cluster the gateway lists on a non-loopback node; refused calls never reach it.
const remoteCluster = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

let server: CreateServerReturnType
let baseUrl: string
beforeAll(async () => {
  server = await startTestServer({
    PORTICO_RPC_URLS: `${inject('rpcUrls')},${solana.caipNetworkId}=${solana.rpcUrl},${remoteCluster}=http://192.0.2.1:8899`,
    PORTICO_RPC_MAX_RESPONSE_BYTES: '4096',
  })
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await server.close()
})

const query = `chainId=${solana.caipNetworkId}&projectId=portico-local`
const post = (body: unknown, chainQuery = query) =>
  postToGateway(baseUrl, body, { query: chainQuery })

describe('the RPC gateway on a solana: chain', () => {
  test('forwards reads to the Solana node, answering what the node answers', async () => {
    const account = solana.accounts[0] as string
    const { status, json } = await post([
      { jsonrpc: '2.0', id: 1, method: 'getGenesisHash' },
      { jsonrpc: '2.0', id: 2, method: 'getBalance', params: [account] },
    ])
    expect(status).toBe(200)
    expect(json[0]).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: await callNode(solana.rpcUrl, 'getGenesisHash'),
    })
    expect(json[1]).toEqual({
      jsonrpc: '2.0',
      id: 2,
      result: await callNode(solana.rpcUrl, 'getBalance', [account]),
    })
  })

  test('@solana/kit works through the gateway: airdrop (loopback node), send, status, balances', async () => {
    const rpc = createSolanaRpc(`${baseUrl}/v1/?${query}`)
    const sender = await fundedSigner(rpc, 2_000_000_000n)
    const recipient = await generateKeyPairSigner()
    const { signature, fee } = await transferSol(rpc, sender, recipient.address, 123_456_789n)
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses[0]?.err).toBeNull()
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(123_456_789n)
    expect((await rpc.getBalance(sender.address).send()).value).toBe(
      2_000_000_000n - 123_456_789n - fee,
    )
    expect(fee).toBeGreaterThan(0n)
  })

  test('refuses signing, scans, EVM methods and unknown names, per item of a batch', async () => {
    const refused = ['getProgramAccounts', 'solana_signMessage', 'eth_chainId', 'getbalance']
    const { json } = await post([
      { jsonrpc: '2.0', id: 0, method: 'getSlot' },
      ...refused.map((method, index) => ({ jsonrpc: '2.0', id: index + 1, method, params: [] })),
    ])
    expect(typeof json[0]?.result).toBe('number')
    expect(json.slice(1)).toEqual(
      refused.map((_, index) => ({
        jsonrpc: '2.0',
        id: index + 1,
        error: { code: -32601, message: notAllowed },
      })),
    )
  })

  test('requestAirdrop passes only to a node on loopback', async () => {
    const { address } = await generateKeyPairSigner()
    const airdrop = {
      jsonrpc: '2.0',
      id: 1,
      method: 'requestAirdrop',
      params: [address, 1_000_000_000],
    }
    const remote = await post(airdrop, `chainId=${remoteCluster}&projectId=portico-local`)
    expect(remote.json).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32601, message: notAllowed },
    })
    const local = await post(airdrop)
    expect(typeof local.json.result).toBe('string')
    expect(await callNode(solana.rpcUrl, 'getBalance', [address])).toMatchObject({
      value: 1_000_000_000,
    })
  })

  test('the EVM limits hold: batch size and the upstream answer cap', async () => {
    const batch = Array.from({ length: maxBatchSize + 1 }, (_, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'getSlot',
    }))
    expect((await post(batch)).json).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32600,
        message: `Invalid Request: batch of ${maxBatchSize + 1} exceeds the limit of ${maxBatchSize}`,
      },
    })
    // 40 account reads answer far more than the 4096 bytes this server reads from its node.
    const big = Array.from({ length: 40 }, (_, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'getAccountInfo',
      params: [solana.accounts[0], { encoding: 'base64' }],
    }))
    const { json } = await post(big)
    expect(json[0]).toEqual({
      jsonrpc: '2.0',
      id: 0,
      error: { code: -32603, message: 'Upstream RPC answer too large' },
    })
  })

  test('an unknown or malformed solana chainId is refused as for EVM', async () => {
    const body = { jsonrpc: '2.0', id: 1, method: 'getSlot' }
    const unknown = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'
    expect(await post(body, `chainId=${unknown}&projectId=portico-local`)).toEqual({
      status: 400,
      json: {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32602, message: `Unsupported chainId: ${unknown}` },
      },
    })
    expect(await post(body, 'chainId=solana:short&projectId=portico-local')).toEqual({
      status: 400,
      json: {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32602, message: 'Invalid CAIP-2 network id: solana:short' },
      },
    })
  })

  test('supported-chains lists the Solana chain over HTTP', async () => {
    const response = await server.app.inject('/v1/supported-chains?projectId=portico-local')
    expect(response.json().http).toContain(solana.caipNetworkId)
    expect(response.json().ws).toEqual([])
  })
})
