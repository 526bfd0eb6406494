import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRelayClient, generateRandomBytes32, type RelayMessage } from '@portico/walletconnect'
import { afterAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type RelayServer, startRelayServer } from './relaySockets'

// Our own relay client (@portico/walletconnect) against the real relay, across a relay restart on
// the same database.
const dataDir = mkdtempSync(join(tmpdir(), 'portico-relay-'))
const env: Record<string, string> = process.env.DATABASE_URL
  ? {}
  : { DATABASE_URL: '', PORTICO_DATA_DIR: dataDir }
let server: RelayServer | undefined

afterAll(async () => {
  await server?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

function waitForMessage(messages: RelayMessage[], count: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const check = () => {
      if (messages.length >= count) return resolve()
      if (Date.now() - started > 20_000)
        return reject(new Error(`only ${messages.length} messages`))
      setTimeout(check, 20)
    }
    check()
  })
}

describe('relay with @portico/walletconnect createRelayClient', () => {
  it('publishes and subscribes; a client reconnects after a restart and gets what was published meanwhile', async () => {
    server = await startRelayServer(env)
    const { url, port } = server
    const options = {
      relayUrl: url,
      projectId: 'portico-local',
      WebSocketImpl: WebSocket,
      reconnect: { interval: 200, maxAttempts: 100, maxDelay: 1000 },
    }
    const dapp = createRelayClient({ ...options, seed: generateRandomBytes32() })
    const wallet = createRelayClient({ ...options, seed: generateRandomBytes32() })
    const walletGot: RelayMessage[] = []
    const dappGot: RelayMessage[] = []
    wallet.on('message', (message) => walletGot.push(message))
    dapp.on('message', (message) => dappGot.push(message))
    const topic = generateRandomBytes32()

    await wallet.subscribe(topic)
    await dapp.subscribe(topic)
    await dapp.publish(topic, 'YmVmb3Jl', { ttl: 300, tag: 1108 })
    await waitForMessage(walletGot, 1)
    expect(walletGot[0]).toMatchObject({ topic, message: 'YmVmb3Jl', tag: 1108, attestation: '' })

    // the wallet goes away; the dapp publishes; the relay restarts in the middle
    await wallet.close()
    await dapp.publish(topic, 'ZHVyaW5n', { ttl: 300, tag: 1108 })
    await server.close()
    server = await startRelayServer(env, { port })

    // the dapp reconnects by itself (batch re-subscribe) and keeps working
    await dapp.publish(topic, 'YWZ0ZXI=', { ttl: 300, tag: 1108 })
    const walletAgain = createRelayClient({ ...options, seed: generateRandomBytes32() })
    const lateGot: RelayMessage[] = []
    walletAgain.on('message', (message) => lateGot.push(message))
    await walletAgain.subscribe(topic)
    await waitForMessage(lateGot, 3)
    expect(lateGot.map((m) => m.message)).toEqual(['YmVmb3Jl', 'ZHVyaW5n', 'YWZ0ZXI='])

    // and the reconnected dapp still receives: the new wallet answers
    await walletAgain.publish(topic, 'cmVwbHk=', { ttl: 300, tag: 1109 })
    await waitForMessage(dappGot, 1)
    expect(dappGot.map((m) => m.message)).toEqual(['cmVwbHk='])
    expect(await walletAgain.fetchMessages(topic)).toEqual([])
    await Promise.all([dapp.close(), walletAgain.close()])
  }, 180_000)
})

describe('createRelayClient batches within the relay caps', () => {
  it('subscribes 700 topics (over the 500-topic batch cap) in chunks and receives on the last', async () => {
    const relay = await startRelayServer(env)
    const options = { relayUrl: relay.url, projectId: 'portico-local', WebSocketImpl: WebSocket }
    const many = createRelayClient({ ...options, seed: generateRandomBytes32() })
    const other = createRelayClient({ ...options, seed: generateRandomBytes32() })
    try {
      const topics = Array.from({ length: 700 }, () => generateRandomBytes32())
      const ids = await many.batchSubscribe(topics)
      expect(ids).toHaveLength(700)
      expect(ids.every((id) => /^[0-9a-f]{64}$/.test(id))).toBe(true)
      const got: RelayMessage[] = []
      many.on('message', (message) => got.push(message))
      const last = topics[699] as string
      await other.publish(last, 'bGFzdA==', { ttl: 300, tag: 1108 })
      await waitForMessage(got, 1)
      expect(got[0]).toMatchObject({ topic: last, message: 'bGFzdA==' })
    } finally {
      await Promise.all([many.close(), other.close()])
      await relay.close()
    }
  }, 60_000)
})
