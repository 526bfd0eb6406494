/// <reference types="chrome" />
// The service worker: holds the key, keeps permissions and the chain, serves every request.
import { devnetFarcasterCustodyIndex, devnetMnemonic } from '@portico/devnet/chains'
import { mnemonicToAccount } from 'viem/accounts'
import { buildConfig } from '../buildConfig'
import { serveFarcasterPort } from '../farcaster/serveFarcasterPort'
import {
  approvalPortName,
  farcasterPortName,
  type TabMessage,
  type WalletEventName,
  type WorkerResponse,
  walletConnectPortName,
} from '../messages'
import { deriveBitcoinAccount } from './bitcoin/deriveBitcoinAccount'
import { handleBitcoinRequest } from './bitcoin/handleBitcoinRequest'
import { createApprovalQueue } from './createApprovalQueue'
import { addAccount, handleRequest } from './handleRequest'
import { isExtensionPage } from './isExtensionPage'
import { serveApprovalPort } from './serveApprovalPort'
import { serveWalletConnectPort } from './serveWalletConnectPort'
import { serveWorkerMessage, type WorkerMessageHandlers } from './serveWorkerMessage'
import { deriveSolanaAccount } from './solana/deriveSolanaAccount'
import { handleSolanaRequest } from './solana/handleSolanaRequest'
import { switchChain } from './switchChain'
import type { WalletContext } from './walletContext'
import { createChromeStore } from './walletStore'

const account = mnemonicToAccount(devnetMnemonic, { addressIndex: buildConfig.accountIndex })
// The devnet Farcaster account's custody key (account 16; `npm start` registers its FID).
const farcasterCustody = mnemonicToAccount(devnetMnemonic, {
  addressIndex: devnetFarcasterCustodyIndex,
})
// The Solana key: Phantom's path m/44'/501'/i'/0' of the same mnemonic (Wallet Standard wallet).
const solanaAccount = deriveSolanaAccount({
  mnemonic: devnetMnemonic,
  accountIndex: buildConfig.accountIndex,
})
// The Bitcoin key: BIP-84 m/84'/1'/0'/0/i of the same mnemonic, P2WPKH regtest (the devnet's keys).
const bitcoinAccount = deriveBitcoinAccount({
  mnemonic: devnetMnemonic,
  accountIndex: buildConfig.accountIndex,
})
const store = createChromeStore({ defaultChainId: buildConfig.chains[0]?.id ?? 31337 })

// Every prompt of a web page waits here and is shown in an extension popup (approve.html), never in
// the page that asks (security review H2).
const approvals = createApprovalQueue({
  async open(id) {
    const popup = await chrome.windows.create({
      url: chrome.runtime.getURL(`approve.html?id=${encodeURIComponent(id)}`),
      type: 'popup',
      width: 460,
      height: 640,
      focused: true,
    })
    if (popup?.id === undefined) throw new Error('The approval window did not open')
    return popup.id
  },
  close: (windowId) => chrome.windows.remove(windowId),
})
chrome.windows.onRemoved.addListener((windowId) => approvals.windowClosed(windowId))

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
    approve: (prompt) => approvals.ask({ origin, prompt }),
  }
}

chrome.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
  const context = contextFor(sender)
  if (!context) return false
  // The message carries whatever a web page posted: serveWorkerMessage checks its shape.
  const handlers: WorkerMessageHandlers = {
    evm: (request) => handleRequest(context, request),
    solana: (request) => handleSolanaRequest({ ...context, account: solanaAccount }, request),
    bitcoin: (request) => handleBitcoinRequest({ ...context, account: bitcoinAccount }, request),
    switchChain: buildConfig.testControls
      ? (chainId) => switchChain(context, { chainId, ask: false })
      : undefined,
    addAccount: buildConfig.testControls ? () => addAccount(context) : undefined,
  }
  serveWorkerMessage({ message, handlers }).then((response: WorkerResponse): void =>
    sendResponse(response),
  )
  return true
})

// The extension's WalletConnect page (walletconnect.html) forwards dapp requests over a port; only
// the extension's own pages may open it (content scripts report the web page's URL).
// The approval popup reads its request over a port: only approve.html of this extension may.
chrome.runtime.onConnect.addListener((port) => {
  const extensionUrl = chrome.runtime.getURL('')
  if (port.name === approvalPortName) {
    if (!isExtensionPage({ sender: port.sender, extensionUrl, page: 'approve.html' }))
      return port.disconnect()
    serveApprovalPort({ port, queue: approvals })
  } else if (port.name === farcasterPortName) {
    if (!isExtensionPage({ sender: port.sender, extensionUrl, page: 'farcaster.html' }))
      return port.disconnect()
    serveFarcasterPort({ port, custody: farcasterCustody })
  } else if (port.name === walletConnectPortName) {
    if (!isExtensionPage({ sender: port.sender, extensionUrl, page: 'walletconnect.html' }))
      return port.disconnect()
    serveWalletConnectPort({ port, context: { account, config: buildConfig, store } })
  }
})

chrome.action.onClicked.addListener(() => {
  chrome.tabs.create({ url: chrome.runtime.getURL('walletconnect.html') }).catch(console.error)
})
