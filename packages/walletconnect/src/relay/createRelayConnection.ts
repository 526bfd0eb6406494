import type { Clock, ClockTimer } from '@portico/core/internal'
import { SocketNotReadyError } from '../errors/relay'
import { reconnectDelay } from './reconnectDelay'
import type { WebSocketConstructor, WebSocketLike } from './types'

export type ReconnectPolicy = { interval: number; maxAttempts: number; maxDelay: number }

export type CreateRelayConnectionParameters = {
  Socket: WebSocketConstructor
  /** The URL to open; called for each (re)connect so each gets a fresh auth token. */
  url: () => string
  policy: ReconnectPolicy | false
  /** Runs the reconnect backoff. */
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>
  /** The socket opened; `isOpen` is already true, so sends go out at once. */
  onOpen: (reconnected: boolean) => void
  onFrame: (ws: WebSocketLike, data: unknown) => void
  onDrop: (event: { code: number; reason: string; willReconnect: boolean }) => void
  /** No more reconnects (policy exhausted or off). */
  onGiveUp: (error: SocketNotReadyError) => void
}

export type RelayConnection = {
  /** Resolves once open; shared by every caller while opening or waiting to reconnect. */
  connect(): Promise<void>
  /** Closes for good; a waiting `connect()` fails with 'socket not ready'. */
  close(): void
  send(text: string): void
  readonly isOpen: boolean
}

type Deferred = { promise: Promise<void>; resolve: () => void; reject: (e: Error) => void }

/**
 * The relay client's WebSocket lifecycle (internal): open on demand, reconnect with backoff after
 * a drop, give up after the policy's last attempt.
 *
 * @example
 * const connection = createRelayConnection({ Socket: WebSocket, url, policy, clock: systemClock, onOpen, onFrame, onDrop, onGiveUp })
 * await connection.connect()
 */
export function createRelayConnection(
  parameters: CreateRelayConnectionParameters,
): RelayConnection {
  const { Socket, url, policy, clock, onOpen, onFrame, onDrop, onGiveUp } = parameters
  let socket: WebSocketLike | undefined
  let open = false
  let closed = false
  let everOpened = false
  let attempt = 0
  let retryTimer: ClockTimer | undefined
  let opening: Deferred | undefined

  /** The promise callers wait on until the socket is open (one per opening). */
  function ensureOpening(): Promise<void> {
    if (opening) return opening.promise
    let resolve!: () => void
    let reject!: (e: Error) => void
    const promise = new Promise<void>((res, rej) => {
      resolve = res
      reject = rej
    })
    promise.catch(() => {}) // callers get the rejection; nobody waiting is not an error
    opening = { promise, resolve, reject }
    return promise
  }

  function openSocket() {
    retryTimer = undefined
    if (closed) return
    const ws = new Socket(url())
    socket = ws
    ws.onopen = () => {
      if (socket !== ws) return
      open = true
      attempt = 0
      const reconnected = everOpened
      everOpened = true
      onOpen(reconnected)
      opening?.resolve()
      opening = undefined
    }
    ws.onmessage = (event) => {
      if (socket === ws) onFrame(ws, event.data)
    }
    ws.onerror = () => {
      // the close event that follows carries the outcome
    }
    ws.onclose = (event) => {
      if (socket !== ws) return
      socket = undefined
      open = false
      if (!closed) dropped(event.code, event.reason)
    }
  }

  function dropped(code: number, reason: string) {
    attempt += 1
    if (policy !== false && attempt <= policy.maxAttempts) {
      ensureOpening()
      onDrop({ code, reason, willReconnect: true })
      retryTimer = clock.setTimeout(openSocket, reconnectDelay({ attempt, ...policy }))
      return
    }
    const error = new SocketNotReadyError(
      policy === false ? 'the socket closed' : `gave up after ${policy.maxAttempts} reconnects`,
    )
    attempt = 0
    opening?.reject(error)
    opening = undefined
    onDrop({ code, reason, willReconnect: false })
    onGiveUp(error)
  }

  return {
    connect() {
      if (closed) return Promise.reject(new SocketNotReadyError('the client was closed'))
      if (open) return Promise.resolve()
      if (opening) return opening.promise
      const promise = ensureOpening()
      openSocket()
      return promise
    },
    close() {
      closed = true
      if (retryTimer !== undefined) clock.clearTimeout(retryTimer)
      opening?.reject(new SocketNotReadyError('the client was closed'))
      opening = undefined
      const ws = socket
      socket = undefined
      open = false
      if (ws && ws.readyState < 2) ws.close(1000, 'closed by client')
    },
    send(text) {
      if (open) socket?.send(text)
    },
    get isOpen() {
      return open
    },
  }
}
