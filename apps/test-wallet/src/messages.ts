/** Tag on every `window.postMessage` between the page (MAIN world) and the content script. */
export const pageChannel = 'portico-test-wallet'

/** Tag on test-control messages (accepted only in builds with `PORTICO_WALLET_TEST_CONTROLS=1`). */
export const controlChannel = 'portico-test-wallet-control'

/** An EIP-1193 request as it travels between the worlds. */
export type WalletRequest = { method: string; params?: unknown }

/** The error shape that crosses `postMessage` and `chrome.runtime` messaging. */
export type SerializedRpcError = { code: number; message: string; data?: unknown }

/** Page → content script. */
export type PageRequestMessage = {
  channel: typeof pageChannel
  direction: 'to-wallet'
  id: number
  request: WalletRequest
}

/** Content script → page: an answer to one request. */
export type PageResponseMessage = {
  channel: typeof pageChannel
  direction: 'to-page'
  id: number
  result?: unknown
  error?: SerializedRpcError
}

/** The EIP-1193 events the wallet emits. */
export type WalletEventName = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect'

/** Content script → page: a provider event. */
export type PageEventMessage = {
  channel: typeof pageChannel
  direction: 'to-page'
  event: WalletEventName
  data: unknown
}

/** Page → content script: a test control (wallet-initiated actions). */
export type ControlMessage = {
  channel: typeof controlChannel
  action: 'switchChain'
  chainId: number
}

/** What the approval panel shows. */
export type ApprovalPrompt = {
  /** Headline, e.g. `Connect to http://127.0.0.1:3000`. */
  title: string
  /** Lines of detail (message text, transaction fields). */
  details: string[]
}

/** Content script → worker. */
export type WorkerMessage =
  | { kind: 'request'; request: WalletRequest }
  | { kind: 'control'; action: 'switchChain'; chainId: number }
  | { kind: 'keepalive' }

/** Worker → content script answer to a `request`. */
export type WorkerResponse = { result: unknown } | { error: SerializedRpcError }

/** Worker → content script. */
export type TabMessage =
  | { kind: 'approve'; prompt: ApprovalPrompt }
  | { kind: 'event'; event: WalletEventName; data: unknown; origin?: string | undefined }
