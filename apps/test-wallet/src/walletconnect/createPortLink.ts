/// <reference types="chrome" />

import type { WalletLink } from '../messages'
import {
  type WalletConnectPortMessage,
  type WalletConnectWorkerMessage,
  walletConnectPortName,
} from '../messages'
import { showApprovalPanel } from '../ui/showApprovalPanel'
import { WalletRpcError } from '../worker/walletRpcError'

/**
 * The WalletConnect page's link to the worker (Chrome glue): a `chrome.runtime` port, opened on
 * first use and again after the worker restarts; the worker's prompts are shown one at a time with
 * the wallet's approval panel in this page. Calls cut off by a worker restart fail with 4900.
 *
 * @example
 * const link = createPortLink({ document })
 * await link('http://127.0.0.1:3000', { type: 'disconnect' })
 */
export function createPortLink(parameters: { document: Document }): WalletLink {
  const { document } = parameters
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: unknown): void }>()
  let port: chrome.runtime.Port | undefined
  let nextId = 1
  let prompts: Promise<unknown> = Promise.resolve()

  function connect(): chrome.runtime.Port {
    if (port) return port
    const opened = chrome.runtime.connect({ name: walletConnectPortName })
    port = opened
    const send = (message: WalletConnectPortMessage) => opened.postMessage(message)
    opened.onMessage.addListener((message: WalletConnectWorkerMessage) => {
      if (message.kind === 'approve') {
        const shown = prompts.then(() => showApprovalPanel({ document, prompt: message.prompt }))
        prompts = shown.catch(() => {})
        shown.then(
          (approved) => send({ kind: 'answer', id: message.id, approved }),
          () => send({ kind: 'answer', id: message.id, approved: false }),
        )
        return
      }
      const call = pending.get(message.id)
      pending.delete(message.id)
      if (!call) return
      if ('error' in message)
        call.reject(
          new WalletRpcError(message.error.code, message.error.message, {
            data: message.error.data,
          }),
        )
      else call.resolve(message.result)
    })
    opened.onDisconnect.addListener(() => {
      if (port === opened) port = undefined
      for (const call of pending.values())
        call.reject(new WalletRpcError(4900, 'The wallet restarted; try again'))
      pending.clear()
    })
    return opened
  }

  // Keep the worker up while this page is open (its prompts can take a person a while).
  setInterval(() => {
    if (port) port.postMessage({ kind: 'keepalive' } satisfies WalletConnectPortMessage)
  }, 20_000)

  return (origin, call) =>
    new Promise((resolve, reject) => {
      const id = nextId++
      pending.set(id, { resolve, reject })
      connect().postMessage({ kind: 'call', id, origin, call } satisfies WalletConnectPortMessage)
    })
}
