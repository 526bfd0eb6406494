// Shapes of the relay client (types only).

type Listener<E> = { bivariance(event: E): void }['bivariance']

/** The part of the WebSocket API the relay client uses; browsers' `WebSocket` and `ws` fit. */
export type WebSocketLike = {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  onopen: Listener<unknown> | null
  onclose: Listener<{ code: number; reason: string }> | null
  onerror: Listener<unknown> | null
  onmessage: Listener<{ data: unknown }> | null
}

/** A WebSocket constructor: `WebSocket` in browsers, `import { WebSocket } from 'ws'` in Node 20. */
export type WebSocketConstructor = new (url: string) => WebSocketLike

/** A message delivered on a subscribed topic (`irn_subscription`) or fetched. */
export type RelayMessage = {
  topic: string
  /** The envelope text as published. */
  message: string
  publishedAt: number | undefined
  tag: number | undefined
  attestation: string | undefined
}

/** Events of a relay client. */
export type RelayClientEvents = {
  /** A new (not yet seen) message on a subscribed topic. */
  message: RelayMessage
  /** The socket opened (first time or after a reconnect). */
  connect: { reconnected: boolean }
  /** The socket closed; `willReconnect` says whether the client tries again. */
  disconnect: { code: number; reason: string; willReconnect: boolean }
  /** Something went wrong outside a request (unreadable frame, re-subscribe failed, gave up). */
  error: Error
}

export type PublishOptions = {
  /** Seconds the relay keeps the message for subscribers that come later. */
  ttl: number
  /** The message tag (e.g. 1108 for a session request). */
  tag: number
  /** Ask the relay to push a notification to the wallet. */
  prompt?: boolean | undefined
}

export type FetchMessagesReturnType = RelayMessage[]
