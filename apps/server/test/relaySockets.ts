// Test helpers for the relay: a server on a free port and a raw `ws` client that speaks the relay
// JSON-RPC by hand (so tests see every frame the relay sends).
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Clock } from '@portico/core/internal'
import { createRelayJwt, generateRandomBytes32, getClientId } from '@portico/walletconnect'
import { WebSocket } from 'ws'
import type { CreateServerReturnType } from '../src/createServer'
import { startTestServer } from './startTestServer'

export type RelayServer = CreateServerReturnType & { url: string; port: number }

/** A relay server a test stops and starts again; see {@link restartableRelay}. */
export type RestartableRelay = {
  /** Stops the running server (if any) and starts one on the same data. */
  restart(): Promise<RelayServer>
  /** Stops the server and removes its data directory (in `afterAll`). */
  close(): Promise<void>
}

/**
 * A relay server that keeps its data across restarts: PGlite on disk in a temporary directory, or
 * the PostgreSQL of DATABASE_URL (CI's pass); stored subscriptions come back 100 ms after a
 * connect (5 s by default). With `samePort`, every restart listens on the port the first start
 * took, so clients that reconnect on their own (the Sign clients) find it at the same URL.
 *
 * @example
 * const relay = restartableRelay('relay-reconnect')
 * afterAll(() => relay.close())
 * const server = await relay.restart()
 */
export function restartableRelay(
  name: string,
  options: { samePort?: boolean } = {},
): RestartableRelay {
  const dataDir = mkdtempSync(join(tmpdir(), `portico-${name}-`))
  const env: Record<string, string> = {
    PORTICO_RELAY_RESTORE_AFTER_MS: '100',
    ...(process.env.DATABASE_URL ? {} : { DATABASE_URL: '', PORTICO_DATA_DIR: dataDir }),
  }
  let server: RelayServer | undefined
  return {
    async restart() {
      const port = options.samePort ? server?.port : undefined
      await server?.close()
      server = await startRelayServer(env, { port: port ?? 0 })
      return server
    },
    async close() {
      await server?.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Starts the server on 127.0.0.1:`port` (default 0: a free port), on `clock` (default the real
 * one), and returns its relay URL.
 */
export async function startRelayServer(
  env: Record<string, string> = {},
  options: { port?: number; clock?: Clock } = {},
): Promise<RelayServer> {
  const server = await startTestServer(env, options.clock)
  await server.app.listen({ host: '127.0.0.1', port: options.port ?? 0 })
  const address = server.app.server.address() as AddressInfo
  return { ...server, port: address.port, url: `ws://127.0.0.1:${address.port}/relay` }
}

export type Frame = {
  id?: number | string | null
  jsonrpc?: string
  method?: string
  params?: { id: string; data: Record<string, unknown> } & Record<string, unknown>
  result?: unknown
  error?: { code: number; message: string }
}

export type RawClient = {
  socket: WebSocket
  clientId: string
  seed: string
  frames: Frame[]
  /** Sends a request and resolves with the answer frame. */
  request(method: string, params?: unknown): Promise<Frame>
  /** Resolves with the next `irn_subscription` not yet taken (acked automatically unless told). */
  nextMessage(timeoutMs?: number): Promise<Frame>
  /** How many `irn_subscription` frames arrived so far. */
  deliveries(): Frame[]
  /**
   * Waits for the delivery of `marker` (see {@link publishMarker}) and resolves with the messages
   * delivered before it. One socket carries frames in order, so whatever the relay sent this
   * client before the marker is in the list: the barrier for "X did not arrive", without a sleep.
   */
  messagesBefore(marker: string, timeoutMs?: number): Promise<string[]>
  /**
   * A request with no effect and its answer: once it resolves, the relay has read every frame
   * this client sent before (acks, pongs), and this client every frame the relay sent before.
   */
  roundTrip(): Promise<void>
  close(): Promise<void>
}

/**
 * Opens a raw WebSocket to the relay with a fresh (or given) seed. `ack: false` leaves deliveries
 * unacknowledged.
 */
export async function connectRaw(
  relayUrl: string,
  options: { seed?: string; ack?: boolean; projectId?: string; aud?: string } = {},
): Promise<RawClient> {
  const seed = options.seed ?? generateRandomBytes32()
  const auth = createRelayJwt({ seed, aud: options.aud ?? relayUrl, ttlSeconds: 3600 })
  const url = `${relayUrl}?auth=${auth}&projectId=${options.projectId ?? 'portico-local'}&ua=test`
  const socket = new WebSocket(url)
  const frames: Frame[] = []
  const waiters = new Set<() => void>()
  let taken = 0
  let nextId = 1
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame
    frames.push(frame)
    if (frame.method === 'irn_subscription' && options.ack !== false)
      socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    for (const waiter of [...waiters]) waiter()
  })
  // listening before `open`: the relay may send stored messages with its first frames (a
  // reconnecting client's subscriptions are restored without a subscribe)
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const waitFor = (pick: () => Frame | undefined, timeoutMs: number, what: string) =>
    new Promise<Frame>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(new Error(`timed out waiting for ${what}`))
      }, timeoutMs)
      const check = () => {
        const frame = pick()
        if (frame === undefined) return
        clearTimeout(timer)
        waiters.delete(check)
        resolve(frame)
      }
      waiters.add(check)
      check()
    })
  const deliveries = () => frames.filter((frame) => frame.method === 'irn_subscription')
  const request = (method: string, params?: unknown) => {
    const id = nextId++
    socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    return waitFor(
      () => frames.find((frame) => frame.id === id && frame.method === undefined),
      10_000,
      `the answer to ${method}`,
    )
  }
  return {
    socket,
    seed,
    clientId: getClientId(seed),
    frames,
    request,
    nextMessage(timeoutMs = 5000) {
      return waitFor(
        () => {
          const frame = deliveries()[taken]
          if (frame !== undefined) taken += 1
          return frame
        },
        timeoutMs,
        'irn_subscription',
      )
    },
    deliveries,
    async messagesBefore(marker, timeoutMs = 5000) {
      const index = () => deliveries().findIndex((frame) => frame.params?.data.message === marker)
      await waitFor(() => deliveries()[index()], timeoutMs, `the marker ${marker}`)
      return deliveries()
        .slice(0, index())
        .map((frame) => String(frame.params?.data.message))
    },
    async roundTrip() {
      const answer = await request('irn_unsubscribe', { topic: generateRandomBytes32() })
      if (answer.result !== true) throw new Error(`round trip failed: ${JSON.stringify(answer)}`)
    },
    close() {
      if (socket.readyState === WebSocket.CLOSED) return Promise.resolve()
      return new Promise<void>((resolve) => {
        socket.once('close', () => resolve())
        socket.close()
      })
    },
  }
}

/**
 * Publishes a fresh marker message on `topic` from `from` (ttl 300 s) and resolves with its text
 * once the relay answered; pair it with {@link RawClient.messagesBefore}.
 */
export async function publishMarker(from: RawClient, topic: string): Promise<string> {
  const marker = `bWFyaw${generateRandomBytes32()}`
  const answer = await from.request('irn_publish', { topic, message: marker, ttl: 300, tag: 1108 })
  if (answer.result !== true) throw new Error(`marker refused: ${JSON.stringify(answer)}`)
  return marker
}

/** A random 64-hex topic. */
export const newTopic = () => generateRandomBytes32()
