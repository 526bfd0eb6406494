import { formatSiwxMessage } from '@portico/core/siwx'
import { generateRandomBytes32 } from '@portico/walletconnect'
import pg from 'pg'
import { createWalletClient, http, parseEther } from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test, vi } from 'vitest'
import { connectRaw, type RawClient } from '../test/relaySockets'
import {
  type Balancer,
  createInstance,
  freePort,
  type Instance,
  startHaproxy,
} from './startInstances'

// Two server instances on one PostgreSQL and Redis behind HAProxy (deploy/haproxy/portico.cfg),
// as docs/self-hosting.md lays out production. Needs DATABASE_URL (postgres://), REDIS_URL and
// haproxy: .ci/run starts them.
const databaseUrl = process.env.DATABASE_URL as string
const redisUrl = process.env.REDIS_URL as string
const appOrigin = 'https://app.test'
const checkMs = 300
let a: Instance
let b: Instance
let balancer: Balancer

beforeAll(async () => {
  if (!databaseUrl?.startsWith('postgres') || !redisUrl)
    throw new Error('the two-server test needs DATABASE_URL (PostgreSQL) and REDIS_URL')
  const [portA, portB, portLb] = [await freePort(), await freePort(), await freePort()]
  // Production mode, as deployed: the public URL is the balancer's; no embedded wallet here (two
  // instances on one host would share its frame port).
  const env = {
    PORTICO_PUBLIC_URL: `http://127.0.0.1:${portLb}`,
    PORTICO_EMBEDDED: 'off',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PORTICO_RELAY_REDIS_SECRET: generateRandomBytes32(),
    PORTICO_RPC_URLS: inject('rpcUrls'),
    PORTICO_LOG_LEVEL: 'warn',
    PORTICO_INDEXER: 'on',
    PORTICO_INDEXER_POLL_MS: '200',
    PORTICO_ALLOWED_ORIGINS: appOrigin,
    PORTICO_TRUST_PROXY: '1',
    PORTICO_RPC_RATE_LIMIT: '0',
    PORTICO_API_RATE_LIMIT: '0',
    PORTICO_PROJECT_RATE_LIMIT: '0',
    // longer than the balancer needs to see two failed checks (fall 2 × checkMs)
    PORTICO_SHUTDOWN_DRAIN_MS: String(checkMs * 4),
  }
  a = createInstance('a', portA, env)
  b = createInstance('b', portB, env)
  // one after the other: both migrate under the same lock anyway
  await a.start()
  await b.start()
  balancer = await startHaproxy(portLb, [a, b], checkMs)
}, 120_000)
afterAll(async () => {
  await balancer?.stop()
  await Promise.all([a?.stop(), b?.stop()])
})

/** Both instances answer /health 200 (database, Redis, relay and indexer all well). */
async function bothHealthy() {
  await vi.waitFor(
    async () => {
      for (const instance of [a, b]) {
        const response = await fetch(`${instance.url}/health`)
        expect(response.status, `${instance.name}: ${await response.clone().text()}`).toBe(200)
      }
    },
    { timeout: 30_000, interval: 100 },
  )
}

/**
 * Both instances healthy, and HAProxy counts both as up (`rise 2` checks after a start): what an
 * operator waits for before restarting the next instance.
 */
async function bothInRotation() {
  await bothHealthy()
  await vi.waitFor(
    async () => expect(await balancer.serverStates()).toEqual({ a: 'UP', b: 'UP' }),
    { timeout: 30_000, interval: 100 },
  )
}

/** Log lines of failures: errors, and the indexers' failed steps (logged as warnings). */
const errorLines = (instance: Instance) =>
  instance.lines.filter(
    (line) =>
      /"level":(50|60)/.test(line) ||
      /history indexer step failed|history refresh failed/.test(line),
  )

describe('two instances behind HAProxy', () => {
  test('a WalletConnect publisher on A reaches a subscriber on B', async () => {
    await bothHealthy()
    const topic = generateRandomBytes32()
    const subscriber = await connectRaw(`ws://127.0.0.1:${b.port}/relay`)
    await subscriber.request('irn_subscribe', { topic })
    const publisher = await connectRaw(`ws://127.0.0.1:${a.port}/relay`)
    const sent = Array.from({ length: 20 }, (_, index) =>
      Buffer.from(`hello ${index}`).toString('base64'),
    )
    for (const message of sent)
      expect(
        (await publisher.request('irn_publish', { topic, message, ttl: 300, tag: 1108 })).result,
      ).toBe(true)
    await vi.waitFor(() => expect(subscriber.deliveries()).toHaveLength(sent.length), {
      timeout: 10_000,
    })
    expect(subscriber.deliveries().map((frame) => frame.params?.data.message)).toEqual(sent)
    await Promise.all([subscriber.close(), publisher.close()])
  })

  test('a sign-in session made on A is valid on B', async () => {
    const account = mnemonicToAccount(inject('mnemonic'), { addressIndex: 9 })
    const nonceAnswer = await fetch(`${a.url}/v1/siwx/nonce?projectId=portico-local`, {
      headers: { origin: appOrigin },
    })
    const { nonce } = (await nonceAnswer.json()) as { nonce: string }
    const message = formatSiwxMessage({
      domain: 'app.test',
      accountAddress: account.address,
      statement: 'Sign in to Portico',
      uri: `${appOrigin}/`,
      version: '1',
      chainId: 'eip155:31337',
      nonce,
      issuedAt: new Date().toISOString(),
    })
    const signature = await account.signMessage({ message })
    const verified = await fetch(`${a.url}/v1/siwx/verify`, {
      method: 'POST',
      headers: { origin: appOrigin, 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: 'portico-local', message, signature }),
    })
    expect(verified.status).toBe(200)
    const cookie = (verified.headers.get('set-cookie') ?? '').split(';')[0] as string
    expect(cookie).toMatch(/^portico_session=/)
    const onB = await fetch(`${b.url}/v1/sessions?projectId=portico-local`, {
      headers: { origin: appOrigin, cookie },
    })
    const { sessions } = (await onB.json()) as {
      sessions: { address?: string; accountAddress?: string }[]
    }
    expect(sessions).toHaveLength(1)
    expect(JSON.stringify(sessions[0])).toContain(account.address)
  })

  test('the history indexer runs once across instances: no failed step, no duplicate row', async () => {
    const rpcUrl = inject('rpcUrlByChain')['eip155:31337'] as string
    const sender = createWalletClient({
      account: mnemonicToAccount(inject('mnemonic'), { addressIndex: 9 }),
      transport: http(rpcUrl),
    })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const chain = {
      id: 31337,
      name: 'Portico Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }
    const hashes: string[] = []
    for (let index = 0; index < 3; index += 1)
      hashes.push(
        await sender.sendTransaction({ chain, to: recipient, value: parseEther('0.001') }),
      )
    // the history answers through the balancer, whichever instance indexed the blocks
    await vi.waitFor(
      async () => {
        const response = await fetch(
          `${balancer.url}/v1/account/${recipient}/history?projectId=portico-local&chainId=eip155:31337`,
        )
        const body = (await response.json()) as { data: unknown[] }
        expect(body.data).toHaveLength(hashes.length)
      },
      { timeout: 30_000, interval: 200 },
    )
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query(
        'select tx_hash, count(*)::int as n from history_transfers where chain_id = $1 and to_address = $2 group by tx_hash',
        ['eip155:31337', recipient.toLowerCase()],
      )
      expect(rows.map((row) => row.n)).toEqual(hashes.map(() => 1))
    } finally {
      await client.end()
    }
    await bothHealthy()
    // neither instance logged a failed indexer step (each lost race writes nothing instead)
    expect([...errorLines(a), ...errorLines(b)]).toEqual([])
  })

  test('killing A mid-stream loses nothing the relay acknowledged', async () => {
    const topic = generateRandomBytes32()
    const onB = await connectRaw(`ws://127.0.0.1:${b.port}/relay`)
    await onB.request('irn_subscribe', { topic })
    // a subscriber on A that will come back through the balancer with the same key
    const onA = await connectRaw(`ws://127.0.0.1:${a.port}/relay`)
    await onA.request('irn_subscribe', { topic })
    const publisher = await connectRaw(`ws://127.0.0.1:${a.port}/relay`)
    const acknowledged: string[] = []
    let index = 0
    const gone = new Promise<undefined>((resolve) =>
      publisher.socket.once('close', () => resolve(undefined)),
    )
    const publishing = (async () => {
      for (;;) {
        const message = Buffer.from(`stream ${index++}`).toString('base64')
        const answer = await Promise.race([
          publisher
            .request('irn_publish', { topic, message, ttl: 300, tag: 1108 })
            .catch(() => undefined),
          gone,
        ])
        if (answer?.result !== true) return
        acknowledged.push(message)
      }
    })()
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThan(30), { timeout: 10_000 })
    await a.kill()
    await publishing
    // the publisher comes back through the balancer (A is gone: B answers) and goes on
    const lbRelay = `ws://127.0.0.1:${balancer.port}/relay`
    const again = await connectRaw(lbRelay)
    for (let more = 0; more < 10; more += 1) {
      const message = Buffer.from(`after ${more}`).toString('base64')
      expect(
        (await again.request('irn_publish', { topic, message, ttl: 300, tag: 1108 })).result,
      ).toBe(true)
      acknowledged.push(message)
    }
    const received = (client: RawClient) =>
      new Set(client.deliveries().map((frame) => String(frame.params?.data.message)))
    await vi.waitFor(
      () => expect(acknowledged.filter((message) => !received(onB).has(message))).toEqual([]),
      { timeout: 15_000 },
    )
    // A's subscriber reconnects (same client key) through the balancer and gets what it missed
    const before = received(onA)
    onA.socket.terminate()
    const back = await connectRaw(lbRelay, { seed: onA.seed })
    await back.request('irn_subscribe', { topic })
    await vi.waitFor(
      () =>
        expect(
          acknowledged.filter((message) => !before.has(message) && !received(back).has(message)),
        ).toEqual([]),
      { timeout: 15_000 },
    )
    console.info(
      `killed A after ${acknowledged.length - 10} acknowledged publishes; B and A's returning subscriber got all`,
    )
    await Promise.all([onB.close(), again.close(), back.close()])
    await a.start()
    await bothHealthy()
  })

  test('a rolling restart of both drops no request', async () => {
    await bothHealthy()
    let stop = false
    const outcomes = new Map<string, number>()
    const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1)
    const worker = async () => {
      while (!stop) {
        const rpc = Math.random() < 0.5
        const response = await fetch(
          rpc
            ? `${balancer.url}/v1/?chainId=eip155:31337&projectId=portico-local`
            : `${balancer.url}/v1/supported-chains?projectId=portico-local`,
          rpc
            ? {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
              }
            : {},
        ).then(
          (answer) => String(answer.status),
          (error: unknown) => `failed: ${(error as Error).cause ?? error}`,
        )
        count(response)
      }
    }
    const workers = Array.from({ length: 4 }, worker)
    await bothInRotation()
    for (const instance of [a, b]) {
      await instance.stop()
      await instance.start()
      await bothInRotation()
    }
    stop = true
    await Promise.all(workers)
    console.info(`rolling restart: ${[...outcomes].map(([key, n]) => `${key}×${n}`).join(' ')}`)
    expect([...outcomes.keys()]).toEqual(['200'])
  })
})
