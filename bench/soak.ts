// Soak (local only, bounded; prints figures, fails only on errors): the server as production runs
// it (`src/main.ts` in its own process, PGlite on disk, indexer on) against a fresh devnet, under a
// fixed rate of mixed API, RPC-gateway and relay traffic for SOAK_SECONDS. Reports per route the
// count and p50/p99 latency, the server's RSS over time, and its warning/error log lines.
//
//   npx tsx bench/soak.ts                          10 minutes at 40 requests/s
//   SOAK_SECONDS=60 SOAK_RATE=80 npx tsx bench/soak.ts
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet } from '@portico/devnet'
import { createRelayJwt, generateRandomBytes32 } from '@portico/walletconnect'
import { WebSocket } from 'ws'
import { createInstance, freePort } from '../apps/server/scale/startInstances'

const seconds = Number(process.env.SOAK_SECONDS ?? 600)
const rate = Number(process.env.SOAK_RATE ?? 40)

const devnet = await startDevnet({ chains: [31337], ports: { 31337: 0 } })
const dataDir = mkdtempSync(join(tmpdir(), 'portico-soak-'))
const port = await freePort()
const server = createInstance('soak', port, {
  // Development mode without the embedded wallet (no frame or mail catcher): the relay and indexer.
  PORTICO_DEV: '1',
  PORTICO_EMBEDDED: 'off',
  DATABASE_URL: '',
  PORTICO_DATA_DIR: dataDir,
  PORTICO_RPC_URLS: devnet.chains
    .map((chain) => `${chain.caipNetworkId}=${chain.rpcUrl}`)
    .join(','),
  PORTICO_LOG_LEVEL: 'warn',
  PORTICO_INDEXER: 'on',
  PORTICO_API_RATE_LIMIT: '0',
  PORTICO_RPC_RATE_LIMIT: '0',
  PORTICO_PROJECT_RATE_LIMIT: '0',
  PORTICO_RELAY_PUBLISH_RATE: '1000',
  PORTICO_RELAY_REQUEST_RATE: '1000',
})
const base = server.url
const account = devnet.accounts[0]?.address as string
const rssMiB = () => {
  const status = readFileSync(`/proc/${server.pid()}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

/** A raw relay client: `publish` resolves on the relay's `true`; deliveries are counted. */
async function relayClient() {
  const seed = generateRandomBytes32()
  const url = `ws://127.0.0.1:${port}/relay`
  const auth = createRelayJwt({ seed, aud: url, ttlSeconds: 3600 })
  const socket = new WebSocket(`${url}?auth=${auth}&projectId=portico-local&ua=soak`)
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  const waiting = new Map<number, (ok: boolean) => void>()
  let delivered = 0
  let nextId = 1
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as { id: number; method?: string; result?: unknown }
    if (frame.method === 'irn_subscription') {
      delivered += 1
      socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    } else waiting.get(frame.id)?.(frame.result !== undefined && frame.result !== false)
  })
  const request = (method: string, params: unknown) =>
    new Promise<boolean>((resolve) => {
      const id = nextId++
      waiting.set(id, (ok) => {
        waiting.delete(id)
        resolve(ok)
      })
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    })
  return { socket, request, delivered: () => delivered }
}

type Route = { name: string; run(): Promise<boolean> }
const ok = (response: Response) => response.text().then(() => response.status < 400)
const topic = generateRandomBytes32()

let failures = 0
const latencies = new Map<string, number[]>()
const rss: number[] = []
try {
  await server.start()
  const subscriber = await relayClient()
  const publisher = await relayClient()
  await subscriber.request('irn_subscribe', { topic })
  let published = 0
  const routes: Route[] = [
    { name: 'GET /health', run: () => fetch(`${base}/health`).then(ok) },
    {
      name: 'GET /v1/supported-chains',
      run: () => fetch(`${base}/v1/supported-chains?projectId=portico-local`).then(ok),
    },
    {
      name: 'POST /v1/ eth_blockNumber',
      run: () =>
        fetch(`${base}/v1/?chainId=eip155:31337&projectId=portico-local`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }),
        }).then(ok),
    },
    {
      name: 'GET balance',
      run: () =>
        fetch(
          `${base}/v1/account/${account}/balance?currency=usd&chainId=eip155:31337&projectId=portico-local`,
        ).then(ok),
    },
    {
      name: 'GET history',
      run: () =>
        fetch(
          `${base}/v1/account/${account}/history?chainId=eip155:31337&projectId=portico-local`,
        ).then(ok),
    },
    {
      name: 'GET /getWallets',
      run: () => fetch(`${base}/getWallets?projectId=portico-local&page=1&entries=10`).then(ok),
    },
    {
      name: 'relay irn_publish',
      run: async () => {
        published += 1
        const message = Buffer.from(`soak ${published}`).toString('base64')
        return publisher.request('irn_publish', { topic, message, ttl: 300, tag: 1108 })
      },
    },
  ]
  const started = performance.now()
  const inFlight = new Set<Promise<void>>()
  let tick = 0
  let nextSample = started
  while (performance.now() - started < seconds * 1000) {
    const route = routes[tick % routes.length] as Route
    tick += 1
    const at = performance.now()
    const call = route.run().then(
      (good) => {
        if (!good) failures += 1
        const list = latencies.get(route.name) ?? []
        list.push(performance.now() - at)
        latencies.set(route.name, list)
      },
      () => {
        failures += 1
      },
    )
    const tracked = call.finally(() => inFlight.delete(tracked))
    inFlight.add(tracked)
    if (at >= nextSample) {
      rss.push(rssMiB())
      nextSample += 10_000
    }
    // a fixed rate: the next call starts on schedule, whatever the answers take
    const due = started + (tick * 1000) / rate
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())))
  }
  await Promise.all(inFlight)
  await new Promise((resolve) => setTimeout(resolve, 500))
  rss.push(rssMiB())

  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0
  console.log(`soak: ${seconds} s at ${rate} requests/s, ${tick} requests, ${failures} failed`)
  for (const [name, list] of latencies) {
    const sorted = [...list].sort((x, y) => x - y)
    console.log(
      `  ${name.padEnd(28)} ${String(sorted.length).padStart(6)}  p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms`,
    )
  }
  console.log(
    `  relay: ${published} published, ${subscriber.delivered()} delivered to the subscriber`,
  )
  const warm = rss.slice(Math.min(1, rss.length - 1))
  console.log(
    `  server RSS (MiB, every 10 s): ${rss.map((value) => value.toFixed(0)).join(' ')}; ` +
      `after warm-up ${warm[0]?.toFixed(0)} → ${warm.at(-1)?.toFixed(0)} (max ${Math.max(...warm).toFixed(0)})`,
  )
  const logged = server.lines.filter((line) => line.startsWith('{'))
  console.log(`  warning/error log lines: ${logged.length}`)
  for (const line of logged.slice(0, 5)) console.log(`    ${line.slice(0, 200)}`)
  if (subscriber.delivered() < published) failures += published - subscriber.delivered()
  subscriber.socket.close()
  publisher.socket.close()
  if (failures > 0 || logged.length > 0) process.exitCode = 1
} finally {
  await server.stop()
  await devnet.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
