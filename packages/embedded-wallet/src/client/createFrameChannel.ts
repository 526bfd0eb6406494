import {
  FrameLoadError,
  FrameRequestError,
  RequestAbortedError,
  SomethingWentWrongError,
} from '@portico/core'
import {
  type Clock,
  CONNECT_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  frameFailureEvents,
  IFRAME_LOAD_TIMEOUT_MS,
  systemClock,
} from '@portico/core/internal'
import {
  type AppEventType,
  frameChannel,
  frameMessage,
  replyTypesOf,
} from '../protocol/frameProtocol'

/** The part of a `message` event the channel reads. */
export type IncomingMessage = { origin: string; source: unknown; data: unknown }

export type CreateFrameChannelParameters = {
  /** The frame's origin: the only origin whose messages are read, and the only target of posts. */
  frameOrigin: string
  /** The frame's window (`iframe.contentWindow`): messages from any other window are ignored. */
  frame: { postMessage(message: unknown, targetOrigin: string): void }
  /** Subscribes to the app window's `message` events; returns the unsubscribe. */
  listen(handler: (event: IncomingMessage) => void): () => void
  clock?: Clock | undefined
  /** Reported on load failure and request timeouts (`iframe_load_failed`, `iframe_request_timeout`). */
  onFailure?:
    | ((event: (typeof frameFailureEvents)[keyof typeof frameFailureEvents]) => void)
    | undefined
  /** Random 16 bytes as 32 hex characters (default: `crypto.getRandomValues`). */
  randomId?: (() => string) | undefined
}

export type FrameChannel = {
  /** Resolves once the frame said FRAME_READY and 500 ms passed; rejects with `Unable to load email login dependency` after 20 s. */
  ready: Promise<void>
  /**
   * Sends `type` with a fresh random id and resolves with the payload of the matching
   * `FRAME_*_SUCCESS`; a `FRAME_*_ERROR` rejects with its message (`An error occurred` when none).
   * Past `timeoutMs` (default 30 s) the request is aborted: `Request was aborted` for
   * APP_RPC_REQUEST, `Something went wrong` for the others.
   */
  request(type: AppEventType, payload?: unknown, options?: { timeoutMs?: number }): Promise<unknown>
  close(): void
}
export type CreateFrameChannelReturnType = FrameChannel

const randomHex = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')

/**
 * The app side of the frame protocol (SPEC §4, §7): reads only messages whose `origin` is the
 * frame origin **and** whose `source` is the frame's window, validated with zod; posts only to
 * the frame origin (never `'*'`). Requests wait for FRAME_READY plus 500 ms, carry a random id and
 * complete on the reply with that id. Timeouts run on the injected clock.
 *
 * @example
 * const channel = createFrameChannel({
 *   frameOrigin: 'http://localhost:3001',
 *   frame: iframe.contentWindow,
 *   listen: (handler) => { window.addEventListener('message', handler); return () => window.removeEventListener('message', handler) },
 * })
 * await channel.request('APP_CONNECT_EMAIL', { email })
 */
export function createFrameChannel(
  parameters: CreateFrameChannelParameters,
): CreateFrameChannelReturnType {
  const { frameOrigin, frame } = parameters
  const clock = parameters.clock ?? systemClock
  const randomId = parameters.randomId ?? randomHex
  const pending = new Map<
    string,
    { type: AppEventType; resolve(value: unknown): void; reject(error: Error): void }
  >()
  let markReady: () => void = () => {}
  let failLoad: (error: Error) => void = () => {}
  let loaded = false
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve
    failLoad = reject
  })
  ready.catch(() => {})
  const loadTimer = clock.setTimeout(() => {
    if (loaded) return
    parameters.onFailure?.(frameFailureEvents.loadFailed)
    failLoad(new FrameLoadError())
  }, IFRAME_LOAD_TIMEOUT_MS)

  const unsubscribe = parameters.listen((event) => {
    if (event.origin !== frameOrigin || event.source !== frame) return
    const parsed = frameMessage.safeParse(event.data)
    if (!parsed.success) return
    const message = parsed.data
    if (message.type === 'FRAME_READY') {
      if (loaded) return
      loaded = true
      clock.clearTimeout(loadTimer)
      clock.setTimeout(() => markReady(), FRAME_READY_DELAY_MS)
      return
    }
    if (!('id' in message)) return
    const waiting = pending.get(message.id)
    if (waiting === undefined) return
    const { success, error } = replyTypesOf(waiting.type)
    if (message.type === success) waiting.resolve(message.payload)
    else if (message.type === error) {
      const text = (message.payload as { message?: unknown } | undefined)?.message
      waiting.reject(
        new FrameRequestError({
          message: typeof text === 'string' ? text.slice(0, 300) : undefined,
        }),
      )
    } else return
    pending.delete(message.id)
  })

  return {
    ready,
    async request(type, payload, options = {}) {
      await ready
      const id = randomId()
      return new Promise((resolve, reject) => {
        const timer = clock.setTimeout(() => {
          if (!pending.delete(id)) return
          parameters.onFailure?.(frameFailureEvents.requestTimeout)
          reject(
            type === 'APP_RPC_REQUEST' ? new RequestAbortedError() : new SomethingWentWrongError(),
          )
        }, options.timeoutMs ?? CONNECT_TIMEOUT_MS)
        pending.set(id, {
          type,
          resolve: (value) => {
            clock.clearTimeout(timer)
            resolve(value)
          },
          reject: (error) => {
            clock.clearTimeout(timer)
            reject(error)
          },
        })
        frame.postMessage({ channel: frameChannel, id, type, payload }, frameOrigin)
      })
    },
    close() {
      unsubscribe()
      clock.clearTimeout(loadTimer)
      for (const [id, waiting] of pending) {
        pending.delete(id)
        waiting.reject(new SomethingWentWrongError())
      }
    },
  }
}
