/// <reference types="chrome" />
import type { ApprovalPortMessage, ApprovalWorkerMessage } from '../messages'
import type { ApprovalQueue } from './createApprovalQueue'

/** Parameters of {@link serveApprovalPort}. */
export type ServeApprovalPortParameters = {
  /** A port the extension's approval popup opened (check the sender first: `isExtensionPage`). */
  port: chrome.runtime.Port
  queue: ApprovalQueue
}

/**
 * Serves the approval popup over its port: `get` answers with the waiting request (or `gone`),
 * `answer` settles it. A popup that goes away without answering (closed, reloaded) rejects the
 * request it showed.
 *
 * @example
 * chrome.runtime.onConnect.addListener((port) => serveApprovalPort({ port, queue }))
 */
export function serveApprovalPort(parameters: ServeApprovalPortParameters): void {
  const { port, queue } = parameters
  let shown: string | undefined
  const post = (message: ApprovalWorkerMessage) => port.postMessage(message)
  port.onMessage.addListener((received: unknown) => {
    // a port carries any JSON value (null too): only the two message shapes are read
    if (typeof received !== 'object' || received === null) return
    const message = received as ApprovalPortMessage
    if (message.kind === 'get' && typeof message.id === 'string') {
      const request = queue.get(message.id)
      if (!request) return post({ kind: 'gone', id: message.id })
      shown = message.id
      post({ kind: 'prompt', id: message.id, ...request })
    } else if (message.kind === 'answer' && message.id === shown) {
      shown = undefined
      queue.answer(message.id, message.approved === true)
    }
  })
  port.onDisconnect.addListener(() => {
    if (shown !== undefined) queue.answer(shown, false)
  })
}
