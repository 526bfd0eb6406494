// Relay benchmark: 1,000 WebSocket clients on loopback against the real relay (PGlite in memory,
// default limits). Prints memory per idle client, messages/s and delivery latency. Never fails on
// a time. The server runs in a child process (this file with --server) so its memory is its own.
//
//   npm run bench -- relay          RELAY_BENCH_CLIENTS=1000 RELAY_BENCH_MESSAGES=10 by default
import { type ChildProcess, fork } from 'node:child_process'
import { availableParallelism, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { createRelayJwt, generateRandomBytes32 } from '@portico/walletconnect'
import { WebSocket } from 'ws'

type Memory = { rss: number; heapUsed: number; external: number; cpuMs: number }
type ToServer = { kind: 'memory' } | { kind: 'stop' }
type FromServer = { kind: 'ready'; url: string } | ({ kind: 'memory' } & Memory)

async function serve() {
  const { createServer, loadConfig } = await import('@portico/server')
  const server = await createServer(
    loadConfig({
      PORT: '0',
      DATABASE_URL: 'memory://',
      PORTICO_LOG_LEVEL: 'silent',
      // every bench client comes from 127.0.0.1: one address, many clients
      PORTICO_RELAY_MAX_CONNECTIONS_PER_IP: '1000000',
    }),
  )
  await server.app.listen({ host: '127.0.0.1', port: 0 })
  const address = server.app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  // the parent died: do not linger
  process.on('disconnect', () => process.exit(0))
  process.on('message', async (message: ToServer) => {
    if (message.kind === 'memory') {
      for (let i = 0; i < 3; i++) (globalThis as { gc?: () => void }).gc?.()
      const { rss, heapUsed, external } = process.memoryUsage()
      const { user, system } = process.cpuUsage()
      const cpuMs = (user + system) / 1000
      process.send?.({ kind: 'memory', rss, heapUsed, external, cpuMs } satisfies FromServer)
    } else {
      await server.close()
      process.exit(0)
    }
  })
  process.send?.({ kind: 'ready', url: `ws://127.0.0.1:${port}/relay` } satisfies FromServer)
}

async function run() {
  const clients = Number(process.env.RELAY_BENCH_CLIENTS ?? 1000)
  const perPublisher = Number(process.env.RELAY_BENCH_MESSAGES ?? 10)
  const child = fork(fileURLToPath(import.meta.url), ['--server'], {
    execArgv: ['--expose-gc', ...(process.env.RELAY_BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.RELAY_BENCH_PROFILE}`] : []), '--import', 'tsx'],
    stdio: 'inherit',
  })
  process.on('exit', () => child.kill())
  const url = await new Promise<string>((resolve) =>
    child.on('message', (m: FromServer) => m.kind === 'ready' && resolve(m.url)),
  )
  const before = await memory(child)

  // connect: pairs share a topic; even = publisher, odd = subscriber
  const started = performance.now()
  const sockets: Bench[] = []
  for (let offset = 0; offset < clients; offset += 100) {
    const batch = Array.from({ length: Math.min(100, clients - offset) }, (_, i) =>
      connect(url, Math.floor((offset + i) / 2)),
    )
    sockets.push(...(await Promise.all(batch)))
  }
  const topics = Array.from({ length: Math.ceil(clients / 2) }, () => generateRandomBytes32())
  await Promise.all(sockets.map((s) => s.call('irn_subscribe', { topic: topics[s.pair] })))
  const connectSeconds = (performance.now() - started) / 1000
  const idle = await memory(child)

  // closed loop: every publisher keeps one publish in flight until it has sent its share
  const latencies: number[] = []
  const expected = Math.floor(clients / 2) * perPublisher
  let delivered = 0
  let resolveAll: () => void = () => {}
  const allDelivered = new Promise<void>((resolve) => {
    resolveAll = resolve
  })
  for (const s of sockets)
    s.onDelivery = (message) => {
      latencies.push(performance.now() - Number(message.split(':')[0]))
      if (++delivered === expected) resolveAll()
    }
  const padding = 'x'.repeat(300)
  const sendStart = performance.now()
  await Promise.all(
    sockets
      .filter((s) => s.index % 2 === 0 && s.index + 1 < clients)
      .map(async (s) => {
        for (let n = 0; n < perPublisher; n++) {
          // relay messages are base64 text, like WalletConnect envelopes
          const message = Buffer.from(`${performance.now()}:${s.index}:${n}:${padding}`).toString(
            'base64',
          )
          await s.call('irn_publish', { topic: topics[s.pair], message, ttl: 300, tag: 1108 })
        }
      }),
  )
  await allDelivered
  const seconds = (performance.now() - sendStart) / 1000
  const after = await memory(child)
  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0

  const kib = (bytes: number) => (bytes / 1024).toFixed(1)
  console.log(
    `relay: ${clients} clients connected and subscribed in ${connectSeconds.toFixed(1)} s`,
  )
  console.log(
    `relay: memory per idle client (server) ${kib((idle.heapUsed - before.heapUsed) / clients)} KiB heap, ${kib((idle.rss - before.rss) / clients)} KiB RSS`,
  )
  console.log(
    `relay: ${expected} messages (${Math.floor(clients / 2)} publishers, 1 in flight each) in ${seconds.toFixed(2)} s = ${Math.round(expected / seconds)} messages/s`,
  )
  console.log(
    `relay: server CPU ${((after.cpuMs - idle.cpuMs) / expected * 1000).toFixed(0)} µs per message (${Math.round((expected * 1000) / (after.cpuMs - idle.cpuMs))} messages per CPU-second: the figure a loaded machine does not skew)`,
  )
  console.log(
    `relay: delivery latency p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`,
  )
  console.log(
    `relay: machine load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')} on ${availableParallelism()} cores`,
  )
  for (const s of sockets) s.socket.terminate()
  child.send({ kind: 'stop' } satisfies ToServer)
  await new Promise((resolve) => child.once('exit', resolve))
}

type Bench = {
  index: number
  pair: number
  socket: WebSocket
  call(method: string, params: unknown): Promise<unknown>
  onDelivery: (message: string) => void
}

let nextIndex = 0
async function connect(url: string, pair: number): Promise<Bench> {
  const auth = createRelayJwt({ seed: generateRandomBytes32(), aud: url, ttlSeconds: 3600 })
  const socket = new WebSocket(`${url}?auth=${auth}&projectId=portico-local&ua=bench`)
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  const waiting = new Map<number, (frame: { result?: unknown; error?: unknown }) => void>()
  let id = 1
  const bench: Bench = {
    index: nextIndex++,
    pair,
    socket,
    onDelivery: () => {},
    call(method, params) {
      const requestId = id++
      socket.send(JSON.stringify({ id: requestId, jsonrpc: '2.0', method, params }))
      return new Promise((resolve, reject) =>
        waiting.set(requestId, (frame) =>
          frame.error ? reject(new Error(JSON.stringify(frame.error))) : resolve(frame.result),
        ),
      )
    },
  }
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data))
    if (frame.method === 'irn_subscription') {
      socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      bench.onDelivery(Buffer.from(frame.params.data.message, 'base64').toString())
      return
    }
    waiting.get(frame.id)?.(frame)
    waiting.delete(frame.id)
  })
  return bench
}

function memory(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve) => {
    const listener = (m: FromServer) => {
      if (m.kind !== 'memory') return
      child.off('message', listener)
      resolve(m)
    }
    child.on('message', listener)
    child.send({ kind: 'memory' } satisfies ToServer)
  })
}

if (process.argv.includes('--server')) await serve()
else await run()
