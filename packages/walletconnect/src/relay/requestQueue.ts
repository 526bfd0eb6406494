import { type Clock, type ClockTimer, systemClock } from '@portico/core/internal'
import { RelayRequestError, ReplyTimeoutError } from '../errors/relay'

export type RequestQueueParameters = {
  replyTimeout: number
  /** Runs the reply timeouts (default the system clock). */
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'> | undefined
  /** Whether the socket is open now. */
  isOpen: () => boolean
  /** Writes one frame to the open socket. */
  send: (text: string) => void
  /** Starts opening the socket if it is not (called when a request waits). */
  ensureOpen: () => void
}

export type RequestQueue = {
  /** Sends a JSON-RPC request now if the socket is open, else when it opens; resolves with `result`. */
  request(method: string, params: Record<string, unknown>): Promise<unknown>
  /** Handles an answer from the relay. */
  settle(id: number, result: unknown, error: { code: number; message: string } | undefined): void
  /** The socket dropped: every request still waiting will be sent again. */
  markAllUnsent(): void
  /** The socket opened: sends every request not yet sent on it. */
  flush(): void
  rejectAll(error: Error): void
}

type Entry = {
  method: string
  text: string
  sent: boolean
  resolve: (result: unknown) => void
  reject: (error: Error) => void
  timer: ClockTimer
}

/**
 * The relay client's JSON-RPC requests in flight: ids, answers, reply timeouts, and re-sending
 * after a reconnect (internal).
 *
 * @example
 * const queue = createRequestQueue({ replyTimeout: 10_000, isOpen, send, ensureOpen })
 * await queue.request('irn_subscribe', { topic })
 */
export function createRequestQueue(parameters: RequestQueueParameters): RequestQueue {
  const { replyTimeout, isOpen, send, ensureOpen, clock = systemClock } = parameters
  const pending = new Map<number, Entry>()
  // ids unique across reconnects and unlikely to collide with another client's on a shared relay
  let nextId = Date.now() * 1000

  return {
    request(method, params) {
      const id = ++nextId
      const text = JSON.stringify({ id, jsonrpc: '2.0', method, params })
      return new Promise((resolve, reject) => {
        const timer = clock.setTimeout(() => {
          pending.delete(id)
          reject(new ReplyTimeoutError(method, replyTimeout))
        }, replyTimeout)
        const entry: Entry = { method, text, sent: false, resolve, reject, timer }
        pending.set(id, entry)
        if (isOpen()) {
          entry.sent = true
          send(text)
        } else ensureOpen()
      })
    },
    settle(id, result, error) {
      const entry = pending.get(id)
      if (!entry) return
      pending.delete(id)
      clock.clearTimeout(entry.timer)
      if (error) entry.reject(new RelayRequestError(entry.method, error))
      else entry.resolve(result)
    },
    markAllUnsent() {
      for (const entry of pending.values()) entry.sent = false
    },
    flush() {
      for (const entry of pending.values()) {
        if (entry.sent) continue
        entry.sent = true
        send(entry.text)
      }
    },
    rejectAll(error) {
      for (const entry of pending.values()) {
        clock.clearTimeout(entry.timer)
        entry.reject(error)
      }
      pending.clear()
    },
  }
}
