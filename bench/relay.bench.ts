// Relay benchmark: 1,000 WebSocket clients on loopback against the real relay (PGlite in memory,
// or the PostgreSQL of RELAY_BENCH_DATABASE_URL; default limits but the per-address and
// per-project connection caps, every bench client being 127.0.0.1, and the server's total). Prints messages/s, delivery
// latency, the server's CPU per message, memory per idle client, then holds 10,000 idle clients.
// Never fails on a time. The server runs in a child process (this file with --server) so its
// memory and CPU are its own.
//
//   npm run bench -- relay          RELAY_BENCH_CLIENTS=1000 RELAY_BENCH_MESSAGES=40
//                                   RELAY_BENCH_IDLE=10000 (0: skip) by default
//   RELAY_BENCH_DATABASE_URL=postgres://… npm run bench -- relay
//   RELAY_BENCH_PROFILE=/tmp/prof … writes the server's CPU profile there
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
      PORTICO_DEV: '1',
      PORT: '0',
      DATABASE_URL: process.env.RELAY_BENCH_DATABASE_URL ?? 'memory://',
      PORTICO_LOG_LEVEL: 'silent',
      // every bench client comes from 127.0.0.1: one address, many clients
      PORTICO_RELAY_MAX_CONNECTIONS_PER_IP: '1000000',
      PORTICO_RELAY_MAX_CONNECTIONS_PER_PROJECT: '1000000',
      // the server's own cap (10,000 by default) would drop the idle phase's last clients
      PORTICO_MAX_CONNECTIONS: '1000000',
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
  const perPublisher = Number(process.env.RELAY_BENCH_MESSAGES ?? 40)
  const idleClients = Number(process.env.RELAY_BENCH_IDLE ?? 10_000)
  const child = fork(fileURLToPath(import.meta.url), ['--server'], {
    execArgv: [
      '--expose-gc',
      ...(process.env.RELAY_BENCH_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.RELAY_BENCH_PROFILE}`]
        : []),
      '--import',
      'tsx',
    ],
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
    `relay: server CPU ${(((after.cpuMs - idle.cpuMs) / expected) * 1000).toFixed(0)} µs per message (${Math.round((expected * 1000) / (after.cpuMs - idle.cpuMs))} messages per CPU-second: the figure a loaded machine does not skew)`,
  )
  console.log(
    `relay: delivery latency p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`,
  )
  console.log(
    `relay: machine load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')} on ${availableParallelism()} cores`,
  )

  if (idleClients > 0) {
    // the throughput run's sockets stay open: these are on top of them
    const base = await memory(child)
    const idleStart = performance.now()
    const idle: Bench[] = []
    /** Connections that failed, by error (counted, not fatal: the figure says how many held). */
    const refused = new Map<string, number>()
    for (let offset = 0; offset < idleClients; offset += 200) {
      const batch = Array.from({ length: Math.min(200, idleClients - offset) }, async () => {
        const s = await connect(url, -1).catch((error: Error) => {
          refused.set(error.message, (refused.get(error.message) ?? 0) + 1)
        })
        await s?.call('irn_subscribe', { topic: generateRandomBytes32() })
        return s
      })
      for (const s of await Promise.all(batch)) if (s) idle.push(s)
    }
    const idleSeconds = (performance.now() - idleStart) / 1000
    // one request each: every idle client is still served
    await Promise.all(idle.map((s) => s.call('irn_unsubscribe', { topic: topics[0] })))
    const held = await memory(child)
    const open = idle.filter((s) => s.socket.readyState === WebSocket.OPEN).length
    console.log(
      `relay: ${open} of ${idleClients} idle clients held (each subscribed to a topic; connected in ${idleSeconds.toFixed(1)} s), ${clients + open} connections in all`,
    )
    for (const [error, count] of refused)
      console.log(`relay: ${count} connections failed: ${error}`)
    console.log(
      `relay: memory per idle client (server, ${open} clients) ${kib((held.heapUsed - base.heapUsed) / open)} KiB heap, ${kib((held.rss - base.rss) / open)} KiB RSS`,
    )
    for (const s of idle) s.socket.terminate()
  }
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
