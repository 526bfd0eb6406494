import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { numberToHex } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { CreateServerReturnType } from '../src/createServer'
import { postToGateway } from './postToGateway'
import { startTestServer } from './startTestServer'

const node31337 = inject('rpcUrlByChain')['eip155:31337'] as string

let server: CreateServerReturnType
let baseUrl: string
let hanging: Server
let proxy: Server
let closedPort: number
let flooding: Server
let bulky: Server
/** Bytes the endless node managed to write before the gateway hung up. */
let floodedBytes = 0
const maxResponseBytes = 64 * 1024
const proxiedAuthorization: (string | undefined)[] = []

function listen(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<Server> {
  const httpServer = createHttpServer(handler)
  return new Promise((resolve) => httpServer.listen(0, '127.0.0.1', () => resolve(httpServer)))
}
const portOf = (httpServer: Server) => (httpServer.address() as AddressInfo).port

beforeAll(async () => {
  // A node that accepts connections and never answers (for the timeout).
  hanging = await listen(() => {})
  // A password-protected node in front of anvil: records the credentials it receives.
  proxy = await listen(async (request, response) => {
    proxiedAuthorization.push(request.headers.authorization)
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const answer = await fetch(node31337, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.concat(chunks),
    })
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(await answer.text())
  })
  // A node whose answer never ends (chunked, no length): the gateway must stop reading it.
  flooding = await listen((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.write('{"jsonrpc":"2.0","id":0,"result":"')
    const chunk = 'f'.repeat(16 * 1024)
    const pump = () => {
      while (!response.destroyed && response.write(chunk)) floodedBytes += chunk.length
      if (!response.destroyed) response.once('drain', pump)
    }
    response.on('close', () => response.removeAllListeners('drain'))
    pump()
  })
  // A node announcing an answer over the limit with Content-Length.
  bulky = await listen((_request, response) => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 0, result: 'a'.repeat(maxResponseBytes) })
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(body)
  })
  const closed = await listen(() => {})
  closedPort = portOf(closed)
  await new Promise((resolve) => closed.close(resolve))

  server = await startTestServer({
    PORTICO_RPC_URLS: [
      inject('rpcUrls'),
      `eip155:10=http://127.0.0.1:${portOf(hanging)}`,
      `eip155:1=http://admin:hunter2@127.0.0.1:${closedPort}/v3/0123456789abcdef0123456789abcdef`,
      `eip155:137=http://admin:s3cr%40t@127.0.0.1:${portOf(proxy)}`,
      `eip155:56=http://127.0.0.1:${portOf(flooding)}`,
      `eip155:100=http://127.0.0.1:${portOf(bulky)}`,
    ].join(','),
    PORTICO_RPC_TIMEOUT_MS: '1500',
    PORTICO_RPC_MAX_RESPONSE_BYTES: String(maxResponseBytes),
  })
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' })
})

afterAll(async () => {
  await server.close()
  hanging.closeAllConnections()
  await new Promise((resolve) => hanging.close(resolve))
  await new Promise((resolve) => proxy.close(resolve))
  for (const node of [flooding, bulky]) {
    node.closeAllConnections()
    await new Promise((resolve) => node.close(resolve))
  }
})

const post = (body: unknown, query: string) => postToGateway(baseUrl, body, { query })

describe('upstream failures', () => {
  test('an unreachable node gives -32603 without its URL or credentials', async () => {
    const { status, json } = await post(
      [
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 2, method: 'eth_blockNumber' },
      ],
      'chainId=eip155:1&projectId=portico-local',
    )
    expect(status).toBe(200)
    expect(json).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'Upstream RPC request failed' } },
      { jsonrpc: '2.0', id: 2, error: { code: -32603, message: 'Upstream RPC request failed' } },
    ])
    const text = JSON.stringify(json)
    expect(text).not.toContain('hunter2')
    expect(text).not.toContain(String(closedPort))
  })

  test('a node that does not answer in time gives -32603 timed out', async () => {
    const started = Date.now()
    const { json } = await post(
      { jsonrpc: '2.0', id: 'slow', method: 'eth_chainId' },
      'chainId=eip155:10&projectId=portico-local',
    )
    expect(json).toEqual({
      jsonrpc: '2.0',
      id: 'slow',
      error: { code: -32603, message: 'Upstream RPC request timed out' },
    })
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500)
  })

  test('credentials in a node URL are sent as basic auth', async () => {
    const { json } = await post(
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      'chainId=eip155:137&projectId=portico-local',
    )
    expect(json.result).toBe(numberToHex(31337))
    expect(proxiedAuthorization.at(-1)).toBe(
      `Basic ${Buffer.from('admin:s3cr@t').toString('base64')}`,
    )
  })

  test.each([
    ['an endless answer (read as it streams, cancelled at the limit)', 'eip155:56'],
    ['an answer whose Content-Length is over the limit', 'eip155:100'],
  ])('%s gives -32603 "Upstream RPC answer too large"', async (_name, chainId) => {
    const started = Date.now()
    const { status, json } = await post(
      { jsonrpc: '2.0', id: 7, method: 'eth_blockNumber' },
      `chainId=${chainId}&projectId=portico-local`,
    )
    expect(status).toBe(200)
    expect(json).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32603, message: 'Upstream RPC answer too large' },
    })
    // Well before the 1.5 s upstream timeout: the limit, not the clock, ended the read.
    expect(Date.now() - started).toBeLessThan(1500)
  })

  test('the endless node was cut off near the limit, not read for ever', () => {
    // Socket buffers on both sides hold some bytes past the limit; nothing near megabytes.
    expect(floodedBytes).toBeLessThan(maxResponseBytes * 64)
  })
})
