// Test helpers for the relay: a server on a free port and a raw `ws` client that speaks the relay
// JSON-RPC by hand (so tests see every frame the relay sends).
import type { AddressInfo } from 'node:net'
import { createRelayJwt, generateRandomBytes32, getClientId } from '@portico/walletconnect'
import { WebSocket } from 'ws'
import type { CreateServerReturnType } from '../src/createServer'
import { startTestServer } from './startTestServer'

export type RelayServer = CreateServerReturnType & { url: string; port: number }

/** Starts the server on 127.0.0.1:`port` (0 = free port) and returns its relay URL. */
export async function startRelayServer(
  env: Record<string, string> = {},
  port = 0,
): Promise<RelayServer> {
  const server = await startTestServer(env)
  await server.app.listen({ host: '127.0.0.1', port })
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
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
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
  return {
    socket,
    seed,
    clientId: getClientId(seed),
    frames,
    request(method, params) {
      const id = nextId++
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      return waitFor(
        () => frames.find((frame) => frame.id === id && frame.method === undefined),
        10_000,
        `the answer to ${method}`,
      )
    },
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
    close() {
      if (socket.readyState === WebSocket.CLOSED) return Promise.resolve()
      return new Promise<void>((resolve) => {
        socket.once('close', () => resolve())
        socket.close()
      })
    },
  }
}

/** Resolves after `ms`; used only to show that something does NOT arrive. */
export const quiet = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A random 64-hex topic. */
export const newTopic = () => generateRandomBytes32()
