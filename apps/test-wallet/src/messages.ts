/** Tag on every `window.postMessage` between the page (MAIN world) and the content script. */
export const pageChannel = 'portico-test-wallet'

/** Tag on test-control messages (accepted only in builds with `PORTICO_WALLET_TEST_CONTROLS=1`). */
export const controlChannel = 'portico-test-wallet-control'

/** An EIP-1193 request as it travels between the worlds. */
export type WalletRequest = { method: string; params?: unknown }

/** The error shape that crosses `postMessage` and `chrome.runtime` messaging. */
export type SerializedRpcError = { code: number; message: string; data?: unknown }

/** Page → content script (ids: numbers from the EIP-1193 provider, strings from the Wallet Standard wallets). */
export type PageRequestMessage = {
  channel: typeof pageChannel
  direction: 'to-wallet'
  id: number | string
  request: WalletRequest
}

/** Content script → page: an answer to one request. */
export type PageResponseMessage = {
  channel: typeof pageChannel
  direction: 'to-page'
  id: number | string
  result?: unknown
  error?: SerializedRpcError
}

/**
 * The events the wallet emits: EIP-1193's, and `solana:accountsChanged` / `bitcoin:accountsChanged`
 * (the origin's Solana or Bitcoin accounts, `{ address, publicKey }[]`, for the Wallet Standard
 * wallets' `change` event).
 */
export type WalletEventName =
  | 'accountsChanged'
  | 'chainChanged'
  | 'connect'
  | 'disconnect'
  | 'solana:accountsChanged'
  | 'bitcoin:accountsChanged'

/** Methods of the Solana (Wallet Standard) wallet; their params are one object, bytes in base64. */
export const solanaMethodPrefix = 'solana:'

/** Methods of the Bitcoin (Wallet Standard) wallet; their params are one object, bytes in base64. */
export const bitcoinMethodPrefix = 'bitcoin_'

/** Content script → page: a provider event. */
export type PageEventMessage = {
  channel: typeof pageChannel
  direction: 'to-page'
  event: WalletEventName
  data: unknown
}

/** Page → content script: a test control (wallet-initiated actions). */
export type ControlMessage =
  | { channel: typeof controlChannel; action: 'switchChain'; chainId: number }
  | { channel: typeof controlChannel; action: 'addAccount' }

/** What the approval panel shows. */
export type ApprovalPrompt = {
  /** Headline, e.g. `Connect to http://127.0.0.1:3000`. */
  title: string
  /** Lines of detail (message text, transaction fields). */
  details: string[]
  /** Lines the person should read first (e.g. what a sign-in message signs in to), shown apart. */
  warnings?: string[] | undefined
}

/** Content script → worker. */
export type WorkerMessage =
  | { kind: 'request'; request: WalletRequest }
  | { kind: 'control'; action: 'switchChain'; chainId: number }
  | { kind: 'control'; action: 'addAccount' }

/** Worker → content script answer to a `request`. */
export type WorkerResponse = { result: unknown } | { error: SerializedRpcError }

/** Worker → content script: a provider event (only; prompts never go to a web page). */
export type TabMessage = {
  kind: 'event'
  event: WalletEventName
  data: unknown
  origin?: string | undefined
}

/** Name of the `chrome.runtime` port between the approval popup (approve.html) and the worker. */
export const approvalPortName = 'portico-test-wallet-approval'

/** Approval popup → worker (over the port). */
export type ApprovalPortMessage =
  /** Which request this popup (`approve.html?id=…`) shows. */
  | { kind: 'get'; id: string }
  | { kind: 'answer'; id: string; approved: boolean }
  /** Sent every 20 s so the worker stays up while a person reads the prompt. */
  | { kind: 'keepalive' }

/** Worker → approval popup (over the port). */
export type ApprovalWorkerMessage =
  | { kind: 'prompt'; id: string; origin: string; prompt: ApprovalPrompt }
  /** The request is no longer waiting (answered, or the worker restarted). */
  | { kind: 'gone'; id: string }

/** Name of the `chrome.runtime` port between the WalletConnect page and the worker. */
export const walletConnectPortName = 'portico-test-wallet-walletconnect'

/**
 * What the WalletConnect page asks of the worker for a peer (`origin` = the dapp's metadata url
 * origin). The key never leaves the worker: the page only forwards.
 */
export type WalletConnectCall =
  /** The wallet's address (public; no prompt), to write sign-in messages for. */
  | { type: 'address' }
  /** Shows one prompt for a session proposal; on Approve grants the origin, returns the address. */
  | { type: 'connect'; peerName: string; chains: number[] }
  /** Shows ONE prompt that connects and signs every sign-in message (EIP-191) of the request. */
  | { type: 'authenticate'; peerName: string; messages: string[] }
  /** A session request on `chainId` (served like the injected provider's, with its prompts). */
  | { type: 'request'; chainId: number; request: WalletRequest }
  /** The origin has no session left: forget its grant. */
  | { type: 'disconnect' }

/** WalletConnect page → worker (over the port). */
export type WalletConnectPortMessage =
  | { kind: 'call'; id: number; origin: string; call: WalletConnectCall }
  | { kind: 'answer'; id: number; approved: boolean }
  /** Sent every 20 s so the worker stays up while the page is open. */
  | { kind: 'keepalive' }

/** Worker → WalletConnect page (over the port). */
export type WalletConnectWorkerMessage =
  | ({ kind: 'result'; id: number } & WorkerResponse)
  | { kind: 'approve'; id: number; prompt: ApprovalPrompt }

/** The Farcaster page's port to the worker (only `farcaster.html` of this extension may open it). */
export const farcasterPortName = 'portico-test-wallet-farcaster'
/** Farcaster page → worker: the custody address, or a signature of a SIWF message. */
export type FarcasterPortMessage =
  | { id: number; kind: 'address' }
  | { id: number; kind: 'sign'; message: string }
/** Worker → Farcaster page: the answer of call `id`. */
export type FarcasterWorkerMessage = { id: number; result: string } | { id: number; error: string }

/** Forwards a call to the worker (which holds the key and shows the prompts). */
export type WalletLink = (origin: string, call: WalletConnectCall) => Promise<unknown>
