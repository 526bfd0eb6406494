/// <reference types="chrome" />
import type {
  ApprovalPrompt,
  WalletConnectPortMessage,
  WalletConnectWorkerMessage,
} from '../messages'
import { serveWalletConnectCall, type WalletConnectServeContext } from './serveWalletConnectCall'
import { serializeRpcError } from './walletRpcError'

/** Parameters of {@link serveWalletConnectPort}. */
export type ServeWalletConnectPortParameters = {
  /** A port the extension's own WalletConnect page opened (check the sender first). */
  port: chrome.runtime.Port
  context: Omit<WalletConnectServeContext, 'approve'>
}

/**
 * Serves the WalletConnect page over its port: each `call` runs {@link serveWalletConnectCall} and
 * is answered with a `result`; each prompt is sent to the page as `approve` and waits for its
 * `answer`. A closed page counts as Reject for the prompts still open.
 *
 * @example
 * chrome.runtime.onConnect.addListener((port) => serveWalletConnectPort({ port, context }))
 */
export function serveWalletConnectPort(parameters: ServeWalletConnectPortParameters): void {
  const { port, context } = parameters
  const waiting = new Map<number, (approved: boolean) => void>()
  let nextPrompt = 1
  let open = true
  const post = (message: WalletConnectWorkerMessage) => {
    if (open) port.postMessage(message)
  }
  const approve = (prompt: ApprovalPrompt) =>
    new Promise<boolean>((resolve) => {
      if (!open) return resolve(false)
      const id = nextPrompt++
      waiting.set(id, resolve)
      post({ kind: 'approve', id, prompt })
    })
  port.onMessage.addListener((received: unknown) => {
    // a port carries any JSON value (null too): only the two message shapes are read
    if (typeof received !== 'object' || received === null) return
    const message = received as WalletConnectPortMessage
    if (message.kind === 'answer') {
      waiting.get(message.id)?.(message.approved === true)
      waiting.delete(message.id)
    } else if (message.kind === 'call') {
      const { id, origin, call } = message
      serveWalletConnectCall({ ...context, approve }, { origin, call }).then(
        (result) => post({ kind: 'result', id, result: result ?? null }),
        (error: unknown) => post({ kind: 'result', id, error: serializeRpcError(error) }),
      )
    }
  })
  port.onDisconnect.addListener(() => {
    open = false
    for (const resolve of waiting.values()) resolve(false)
    waiting.clear()
  })
}
