import {
  type PageEventMessage,
  type PageRequestMessage,
  type PageResponseMessage,
  pageChannel,
  type WalletEventName,
  type WalletRequest,
} from '../messages'

/** An EIP-1193 error as the page sees it. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

type Listener = (...args: unknown[]) => void

/** The EIP-1193 provider the test wallet puts in the page. */
export type InpageProvider = {
  isPorticoTestWallet: true
  request(request: WalletRequest): Promise<unknown>
  on(event: WalletEventName, listener: Listener): InpageProvider
  removeListener(event: WalletEventName, listener: Listener): InpageProvider
}

/** Parameters of {@link createInpageProvider}: the window whose `postMessage` carries requests. */
export type CreateInpageProviderParameters = { target: Window }

/**
 * An EIP-1193 provider that holds no key: each request is posted (tagged `portico-test-wallet`)
 * to the extension's content script, and answers and events come back the same way.
 *
 * @example
 * const provider = createInpageProvider({ target: window })
 * await provider.request({ method: 'eth_requestAccounts' })
 */
export function createInpageProvider(parameters: CreateInpageProviderParameters): InpageProvider {
  const { target } = parameters
  const listeners = new Map<WalletEventName, Set<Listener>>()
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  let nextId = 1
  let accounts: string[] | undefined
  let chainId: string | undefined

  const emit = (event: WalletEventName, data: unknown) => {
    for (const listener of listeners.get(event) ?? []) {
      try {
        listener(data)
      } catch (error) {
        console.error(error)
      }
    }
  }
  const setAccounts = (next: string[]) => {
    if (accounts && next.join() === accounts.join()) return
    accounts = next
    emit('accountsChanged', next)
  }
  const setChainId = (next: string) => {
    const previous = chainId
    chainId = next
    if (previous === undefined) emit('connect', { chainId: next })
    else if (previous !== next) emit('chainChanged', next)
  }

  target.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== target) return
    const message = event.data as PageResponseMessage | PageEventMessage | undefined
    if (message?.channel !== pageChannel || message.direction !== 'to-page') return
    if ('event' in message) {
      // The Solana and Bitcoin wallets' events are not EIP-1193 events.
      if (message.event.startsWith('solana:') || message.event.startsWith('bitcoin:')) return
      if (message.event === 'accountsChanged') setAccounts(message.data as string[])
      else if (message.event === 'chainChanged') setChainId(message.data as string)
      else emit(message.event, message.data)
      return
    }
    // String ids are the Wallet Standard wallets' requests.
    if (typeof message.id !== 'number') return
    const request = pending.get(message.id)
    if (!request) return
    pending.delete(message.id)
    if (message.error)
      request.reject(
        new ProviderRpcError(message.error.code, message.error.message, message.error.data),
      )
    else request.resolve(message.result)
  })

  const provider: InpageProvider = {
    isPorticoTestWallet: true,
    request(request) {
      if (!request || typeof request.method !== 'string')
        return Promise.reject(new ProviderRpcError(-32600, 'Invalid request: method is required'))
      const id = nextId++
      const message: PageRequestMessage = {
        channel: pageChannel,
        direction: 'to-wallet',
        id,
        request: { method: request.method, params: request.params },
      }
      return new Promise((resolve, reject) => {
        pending.set(id, {
          resolve(result) {
            if (request.method === 'eth_requestAccounts' || request.method === 'eth_accounts')
              setAccounts(result as string[])
            if (request.method === 'eth_chainId') setChainId(result as string)
            resolve(result)
          },
          reject,
        })
        target.postMessage(message, '*')
      })
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  return provider
}
