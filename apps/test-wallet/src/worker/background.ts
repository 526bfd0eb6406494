/// <reference types="chrome" />
// The service worker: holds the key, keeps permissions and the chain, serves every request.
import { devnetMnemonic } from '@portico/devnet/chains'
import { mnemonicToAccount } from 'viem/accounts'
import { buildConfig } from '../buildConfig'
import {
  type TabMessage,
  type WalletEventName,
  type WorkerMessage,
  type WorkerResponse,
  walletConnectPortName,
} from '../messages'
import { handleRequest } from './handleRequest'
import { serveWalletConnectPort } from './serveWalletConnectPort'
import { switchChain } from './switchChain'
import type { WalletContext } from './walletContext'
import { serializeRpcError } from './walletRpcError'
import { createChromeStore } from './walletStore'

const account = mnemonicToAccount(devnetMnemonic, { addressIndex: buildConfig.accountIndex })
const store = createChromeStore({ defaultChainId: buildConfig.chains[0]?.id ?? 31337 })

async function emit(event: WalletEventName, data: unknown, origin?: string): Promise<void> {
  const message: TabMessage = { kind: 'event', event, data, origin }
  for (const tab of await chrome.tabs.query({}))
    if (tab.id !== undefined) chrome.tabs.sendMessage(tab.id, message).catch(() => {})
}

function contextFor(sender: chrome.runtime.MessageSender): WalletContext | undefined {
  const tabId = sender.tab?.id
  const origin = sender.origin ?? (sender.url ? new URL(sender.url).origin : undefined)
  if (tabId === undefined || !origin) return undefined
  return {
    origin,
    account,
    config: buildConfig,
    store,
    emit: (event, data, only) => void emit(event, data, only),
    async approve(prompt) {
      const message: TabMessage = { kind: 'approve', prompt }
      const answer = await chrome.tabs
        .sendMessage(tabId, message, { frameId: sender.frameId ?? 0 })
        .catch(() => false)
      return answer === true
    },
  }
}

chrome.runtime.onMessage.addListener((message: WorkerMessage, sender, sendResponse) => {
  if (message.kind === 'keepalive') return false
  const context = contextFor(sender)
  if (!context) return false
  const work =
    message.kind === 'request'
      ? handleRequest(context, message.request)
      : buildConfig.testControls && message.kind === 'control'
        ? switchChain(context, { chainId: message.chainId, ask: false })
        : Promise.reject(new Error('Test controls are off in this build'))
  work.then(
    (result): void => sendResponse({ result: result ?? null } satisfies WorkerResponse),
    (error: unknown): void =>
      sendResponse({ error: serializeRpcError(error) } satisfies WorkerResponse),
  )
  return true
})

// The extension's WalletConnect page (walletconnect.html) forwards dapp requests over a port; only
// the extension's own pages may open it (content scripts report the web page's URL).
chrome.runtime.onConnect.addListener((port) => {
  if (port.name !== walletConnectPortName) return
  if (!port.sender?.url?.startsWith(chrome.runtime.getURL(''))) return port.disconnect()
  serveWalletConnectPort({ port, context: { account, config: buildConfig, store } })
})

chrome.action.onClicked.addListener(() => {
  chrome.tabs.create({ url: chrome.runtime.getURL('walletconnect.html') }).catch(console.error)
})
