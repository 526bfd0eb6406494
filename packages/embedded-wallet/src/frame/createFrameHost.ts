import {
  type AppEventType,
  appMessage,
  appPayloads,
  frameChannel,
  replyTypesOf,
} from '../protocol/frameProtocol'

/** The part of a `message` event the host reads; `source` is where the answer goes. */
export type HostMessageEvent = {
  origin: string
  source: { postMessage(message: unknown, targetOrigin: string): void } | null
  data: unknown
}

export type CreateFrameHostParameters = {
  /** The project's allowed origins (from `GET /projects/v1/origins`): the only ones answered. */
  allowedOrigins: ReadonlySet<string>
  /** The embedding window (`window.parent`): messages from any other window are ignored. */
  parent: unknown
  /** Subscribes to the frame window's `message` events; returns the unsubscribe. */
  listen(handler: (event: HostMessageEvent) => void): () => void
  /** Does the work of one event (payload already validated); throws an Error whose message the app sees. */
  handle(type: AppEventType, payload: unknown, origin: string): Promise<unknown>
}
export type FrameHost = { close(): void }
export type CreateFrameHostReturnType = FrameHost

/**
 * The frame side of the protocol (SPEC §7): answers only messages from the embedding window whose
 * origin is one of the project's allowed origins, each validated with zod (envelope and payload);
 * anything else gets no answer at all. Replies go to the sender's exact origin (never `'*'`) as
 * `FRAME_*_SUCCESS` with the result or `FRAME_*_ERROR` with `{ message }`, under the request's id.
 *
 * @example
 * createFrameHost({ allowedOrigins, parent: window.parent, listen, handle: wallet.handle })
 */
export function createFrameHost(parameters: CreateFrameHostParameters): CreateFrameHostReturnType {
  const { allowedOrigins, parent } = parameters
  const unsubscribe = parameters.listen((event) => {
    if (!allowedOrigins.has(event.origin) || event.source === null || event.source !== parent)
      return
    const parsed = appMessage.safeParse(event.data)
    if (!parsed.success) return
    const { id, type, payload } = parsed.data
    const { success, error } = replyTypesOf(type)
    const reply = (replyType: string, body: unknown) =>
      event.source?.postMessage(
        { channel: frameChannel, id, type: replyType, payload: body },
        event.origin,
      )
    const schema = (
      appPayloads as Partial<
        Record<AppEventType, { safeParse(v: unknown): { success: boolean; data?: unknown } }>
      >
    )[type]
    const checked =
      schema === undefined ? { success: true, data: undefined } : schema.safeParse(payload)
    if (!checked.success) return reply(error, { message: 'Invalid request' })
    parameters.handle(type, checked.data, event.origin).then(
      (result) => reply(success, result),
      (failure: unknown) =>
        reply(error, {
          message:
            failure instanceof Error &&
            'shortMessage' in failure &&
            typeof failure.shortMessage === 'string'
              ? failure.shortMessage
              : failure instanceof Error
                ? failure.message
                : 'An error occurred',
        }),
    )
  })
  return { close: unsubscribe }
}
