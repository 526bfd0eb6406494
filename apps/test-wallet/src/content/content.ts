/// <reference types="chrome" />
// ISOLATED-world content script: relays the page's requests to the service worker, renders the
// approval panel when the worker asks, passes wallet events to the page.
import { buildConfig } from '../buildConfig'
import {
  type ControlMessage,
  controlChannel,
  type PageEventMessage,
  type PageRequestMessage,
  type PageResponseMessage,
  pageChannel,
  type TabMessage,
  type WorkerMessage,
  type WorkerResponse,
} from '../messages'
import { showApprovalPanel } from './showApprovalPanel'

const toPage = (
  message:
    | Omit<PageResponseMessage, 'channel' | 'direction'>
    | Omit<PageEventMessage, 'channel' | 'direction'>,
) => window.postMessage({ channel: pageChannel, direction: 'to-page', ...message }, '*')

const send = (message: WorkerMessage) =>
  chrome.runtime.sendMessage(message) as Promise<WorkerResponse | undefined>

window.addEventListener('message', (event: MessageEvent) => {
  if (event.source !== window) return
  const data = event.data as PageRequestMessage | ControlMessage | undefined
  if (data?.channel === pageChannel && data.direction === 'to-wallet') {
    const { id, request } = data
    send({ kind: 'request', request })
      .then((response) => {
        if (!response) throw new Error('The wallet did not answer')
        toPage(
          'error' in response ? { id, error: response.error } : { id, result: response.result },
        )
      })
      .catch((error: unknown) =>
        toPage({
          id,
          error: { code: 4900, message: `Portico Test Wallet is unavailable: ${String(error)}` },
        }),
      )
  } else if (buildConfig.testControls && data?.channel === controlChannel) {
    if (data.action === 'switchChain' && Number.isSafeInteger(data.chainId))
      send({ kind: 'control', action: 'switchChain', chainId: data.chainId }).catch(console.error)
  }
})

let queue: Promise<unknown> = Promise.resolve()

chrome.runtime.onMessage.addListener((message: TabMessage, _sender, sendResponse) => {
  if (message.kind === 'event') {
    if (message.origin === undefined || message.origin === location.origin)
      toPage({ event: message.event, data: message.data })
    return false
  }
  if (message.kind === 'approve') {
    const shown = queue.then(async () => {
      // Keep the service worker awake while a person reads the panel.
      const keepAlive = setInterval(() => send({ kind: 'keepalive' }).catch(() => {}), 20_000)
      try {
        return await showApprovalPanel({ document, prompt: message.prompt })
      } finally {
        clearInterval(keepAlive)
      }
    })
    queue = shown.catch(() => {})
    shown.then(sendResponse, () => sendResponse(false))
    return true
  }
  return false
})
