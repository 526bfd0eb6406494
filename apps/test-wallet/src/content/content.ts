/// <reference types="chrome" />
// ISOLATED-world content script: relays the page's requests to the service worker and passes wallet
// events to the page. It shows no prompt: those open in the extension's approval popup, out of the
// page's reach (security review H2).
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
    if (data.action === 'addAccount')
      send({ kind: 'control', action: 'addAccount' }).catch(console.error)
  }
})

chrome.runtime.onMessage.addListener((message: TabMessage) => {
  if (
    message.kind === 'event' &&
    (message.origin === undefined || message.origin === location.origin)
  )
    toPage({ event: message.event, data: message.data })
  return false
})
