// A small in-test relay stand-in, only to exercise the client's own logic (acks, duplicates,
// reconnects). The real relay lives in apps/server. Not exported from the package.
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'

/** The request parameters the stand-in reads (loosely typed on purpose: it is a test double). */
export type StandInParams = {
  topic: string
  topics: string[]
  message: string
  prompt?: boolean
  [key: string]: unknown
}

export type StandInFrame = {
  id: number | string
  method?: string
  params?: StandInParams
  result?: unknown
  error?: unknown
}
export type StandInConnection = { url: URL; socket: WebSocket; frames: StandInFrame[] }
type Answer = (frame: StandInFrame, connection: StandInConnection) => unknown

export type RelayStandIn = {
  url: string
  connections: StandInConnection[]
  /** Answers per method; return `undefined` to stay silent, `{ error }` to fail. */
  answers: Map<string, Answer>
  /** Sends an irn_subscription to a connection and resolves with the client's ack frame. */
  deliver(connection: StandInConnection, data: Record<string, unknown>): Promise<StandInFrame>
  /** Waits until a frame matching `predicate` arrives on any connection. */
  waitFor(
    predicate: (frame: StandInFrame, connection: StandInConnection) => boolean,
  ): Promise<StandInFrame>
  waitForConnections(count: number): Promise<void>
  /** Cuts every connection without a closing handshake. */
  dropAll(): void
  stop(): Promise<void>
}

export async function startRelayStandIn(): Promise<RelayStandIn> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const { port } = server.address() as AddressInfo
  const url = `ws://127.0.0.1:${port}`
  const connections: StandInConnection[] = []
  const waiters = new Set<() => void>()
  const notify = () => {
    for (const waiter of [...waiters]) waiter()
  }
  const answers = new Map<string, Answer>([
    ['irn_publish', () => true],
    ['irn_subscribe', (frame) => `sub-${frame.params?.topic}`],
    ['irn_batchSubscribe', (frame) => frame.params?.topics.map((topic) => `sub-${topic}`)],
    ['irn_unsubscribe', () => true],
    ['irn_fetchMessages', () => ({ messages: [], hasMore: false })],
  ])
  let deliveryId = 1
  server.on('connection', (socket, request) => {
    const connection: StandInConnection = {
      url: new URL(request.url ?? '/', url),
      socket,
      frames: [],
    }
    connections.push(connection)
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as StandInFrame
      connection.frames.push(frame)
      if (frame.method) {
        const answer = answers.get(frame.method)?.(frame, connection)
        if (answer !== undefined) {
          const reply =
            typeof answer === 'object' && answer !== null && 'error' in answer
              ? { id: frame.id, jsonrpc: '2.0', ...answer }
              : { id: frame.id, jsonrpc: '2.0', result: answer }
          socket.send(JSON.stringify(reply))
        }
      }
      notify()
    })
    notify()
  })

  function waitFor(predicate: (frame: StandInFrame, connection: StandInConnection) => boolean) {
    return new Promise<StandInFrame>((resolve) => {
      const check = () => {
        for (const connection of connections) {
          const found = connection.frames.find((frame) => predicate(frame, connection))
          if (found) {
            waiters.delete(check)
            resolve(found)
            return
          }
        }
      }
      waiters.add(check)
      check()
    })
  }

  return {
    url,
    connections,
    answers,
    waitFor,
    async deliver(connection, data) {
      const id = deliveryId++
      connection.socket.send(
        JSON.stringify({
          id,
          jsonrpc: '2.0',
          method: 'irn_subscription',
          params: { id: 'sub', data },
        }),
      )
      return waitFor((frame, from) => from === connection && frame.id === id && !frame.method)
    },
    waitForConnections(count) {
      return new Promise((resolve) => {
        const check = () => {
          if (connections.length >= count) {
            waiters.delete(check)
            resolve()
          }
        }
        waiters.add(check)
        check()
      })
    },
    dropAll() {
      for (const connection of connections) connection.socket.terminate()
    },
    async stop() {
      for (const client of server.clients) client.terminate()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
