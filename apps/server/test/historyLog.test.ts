import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { loadConfig } from '../src/config'
import { openDatabase } from '../src/db/openDatabase'
import { history } from '../src/history/history'

// A node that refuses every call with a message echoing its key (some providers do): the only
// fake here, at the boundary. The other chain's node is not listening at all.
const key = '0123456789abcdef0123456789abcdef'
let node: Server
let nodeUrl: string
beforeAll(async () => {
  node = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const calls = JSON.parse(body) as { id: number }[]
      const message = `invalid project id ${key} (try https://rpc.example.com/v3/${key})`
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify(
          calls.map(({ id }) => ({ jsonrpc: '2.0', id, error: { code: -32001, message } })),
        ),
      )
    })
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  nodeUrl = `http://portico:hunter2-password@127.0.0.1:${(node.address() as AddressInfo).port}/v3/${key}`
})
/** A port nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
afterAll(() => new Promise<void>((resolve) => node.close(() => resolve())))

test('every failed step is logged with its reason, and no secret of the node URLs', async () => {
  const closed = `http://portico:hunter2-password@127.0.0.1:${await closedPort()}/?apikey=${key}`
  const lines: Record<string, unknown>[] = []
  let bothLogged: () => void = () => {}
  const logged = new Promise<void>((resolve) => {
    bothLogged = resolve
  })
  const seen = new Set<string>()
  const stream = new Writable({
    write(chunk, _encoding, done) {
      const line = JSON.parse(String(chunk)) as Record<string, unknown>
      lines.push(line)
      if (line.msg === 'history indexer step failed') seen.add(line.chainId as string)
      if (seen.size === 2) bothLogged()
      done()
    },
  })
  const app = Fastify({ logger: { level: 'warn', stream } })
  const database = await openDatabase({ driver: 'pglite', dataDir: undefined })
  const config = loadConfig({
    PORTICO_DEV: '1',
    PORT: '0',
    DATABASE_URL: 'memory://',
    PORTICO_RPC_URLS: `eip155:1=${nodeUrl},eip155:10=${closed}`,
    PORTICO_INDEXER_POLL_MS: '50',
  })
  try {
    await app.register(history, { db: database.db, config })
    await logged
  } finally {
    await app.close()
    await database.close()
  }
  const failures = lines.filter((line) => line.msg === 'history indexer step failed')
  const reasonOf = (chain: string) => failures.find((line) => line.chainId === chain)?.reason
  expect(reasonOf('eip155:1')).toBe(
    'History indexer RPC call failed: eip155:1: eth_blockNumber: invalid project id *** (try https://rpc.example.com/v3/***)',
  )
  expect(reasonOf('eip155:10')).toBe(
    'History indexer RPC call failed: eip155:10: eth_blockNumber: Upstream RPC request failed: ' +
      `http://***:***@127.0.0.1:${new URL(closed).port}/?apikey=*** failed (ECONNREFUSED)`,
  )
  const text = JSON.stringify(lines)
  for (const secret of [key, 'hunter2-password']) expect(text).not.toContain(secret)
})
