import {
  type AdapterAccount,
  type AdapterConnector,
  type AdapterNetwork,
  type ChainAdapter,
  type Clock,
  NetworksNotConfiguredError,
  ProviderNotFoundError,
  RpcUrlNotFoundError,
  systemClock,
  WalletNotConnectedError,
} from '@portico/core'
import type { RpcTransport } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import { createChainActions } from './createChainActions'
import { resolveSolanaNetwork } from './resolveSolanaNetwork'
import { type SolanaSession, startSession } from './startSession'
import { toSolanaConnectors } from './toSolanaConnectors'
import type { Wallet } from './walletStandard'

/** A `localStorage`-like place to remember the connected wallet's name. */
export type SolanaAdapterStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export type CreateSolanaAdapterParameters = {
  /** The Solana networks the app requests, first is the default. */
  networks: readonly AdapterNetwork[]
  /** @solana/kit transports by CAIP-2 id; win over `rpcUrl`. */
  transports?: Record<string, RpcTransport> | undefined
  /** HTTP RPC URL per network (e.g. the Portico gateway); else the network's `rpcUrls`. */
  rpcUrl?: ((network: AdapterNetwork) => string) | undefined
  /** WebSocket URL per network for confirmations; else the network's `rpcUrls` webSocket. */
  wsUrl?: ((network: AdapterNetwork) => string | undefined) | undefined
  /** Where the wallet's name survives reloads; `localStorage` in a browser by default, `null` for none. */
  storage?: SolanaAdapterStorage | null | undefined
  /** Time source of the 1 s status poll (tests pass a fake clock). */
  clock?: Clock | undefined
}

export type SolanaAdapter = ChainAdapter & {
  readonly namespace: 'solana'
  /**
   * Has the wallet sign and send a transaction you built (wire bytes, e.g. @solana/kit's
   * `getTransactionEncoder().encode(compileTransaction(message))`). Returns its signature.
   */
  signAndSendTransaction(parameters: {
    transaction: Uint8Array
    chainId?: number | string | undefined
  }): Promise<{ hash: string }>
}
export type CreateSolanaAdapterReturnType = SolanaAdapter

const storageKey = 'portico.solana.wallet'

/**
 * Creates the Solana adapter: Wallet Standard discovery (`getWallets()`; wallets with
 * `standard:connect` and a `solana:` chain), connect / silent reconnect / account changes, and —
 * loaded on first use — @solana/kit reads, transfers (SOL, SPL with the recipient's account
 * created when missing) with a measured compute budget, `solana:signMessage`, and confirmations
 * by subscription with a 1 s poll fallback. User rejections throw core's typed errors.
 *
 * @example
 * const adapter = createSolanaAdapter({
 *   networks: [localSolana],
 *   rpcUrl: (n) => `${location.origin}/v1/?chainId=${n.caipNetworkId}&projectId=portico-local`,
 *   wsUrl: () => 'ws://127.0.0.1:8900',
 * })
 * await adapter.reconnect()
 * const { address } = await adapter.connect({ connectorId: 'Phantom' })
 */
export function createSolanaAdapter(
  parameters: CreateSolanaAdapterParameters,
): CreateSolanaAdapterReturnType {
  const networks = parameters.networks.filter((n) => n.chainNamespace === 'solana')
  const first = networks[0]
  if (!first)
    throw new NetworksNotConfiguredError({
      details: 'createSolanaAdapter needs at least one solana network',
    })
  for (const n of networks) resolveSolanaNetwork({ networks, chainId: n.caipNetworkId })
  const endpoints = new Map(
    networks.map((n) => {
      const transport = parameters.transports?.[n.caipNetworkId]
      const rpcUrl = parameters.rpcUrl?.(n) ?? n.rpcUrls?.default.http[0]
      if (!transport && !rpcUrl) throw new RpcUrlNotFoundError({ details: n.caipNetworkId })
      const wsUrl = parameters.wsUrl ? parameters.wsUrl(n) : n.rpcUrls?.default.webSocket?.[0]
      return [n.caipNetworkId, { transport, rpcUrl, wsUrl }] as const
    }),
  )
  const storage = parameters.storage === null ? undefined : (parameters.storage ?? browserStorage())
  const clock = parameters.clock ?? systemClock
  const wallets = getWallets()

  let network = first
  let status: AdapterAccount['status'] = 'disconnected'
  let session: SolanaSession | undefined
  const accountListeners = new Set<(account: AdapterAccount) => void>()
  let snapshot = readAccount()

  function readAccount(): AdapterAccount {
    const address = session?.account.address
    return {
      status,
      address,
      chainId: address ? network.id : undefined,
      caipAddress: address ? `${network.caipNetworkId}:${address}` : undefined,
      connectorId: session?.wallet.name,
    }
  }
  function update() {
    const next = readAccount()
    const changed = (Object.keys(next) as (keyof AdapterAccount)[]).some(
      (key) => next[key] !== snapshot[key],
    )
    if (!changed) return
    snapshot = next
    for (const listener of accountListeners) listener(next)
  }
  function end() {
    session?.stop()
    session = undefined
    status = 'disconnected'
    update()
  }

  async function begin(wallet: Wallet, silent: boolean) {
    status = silent ? 'reconnecting' : 'connecting'
    update()
    try {
      const started = await startSession({
        wallet,
        chain: network.caipNetworkId,
        silent,
        onChange: (accountGone) => {
          if (accountGone) {
            storage?.removeItem(storageKey)
            end()
          } else update()
        },
      })
      if (!started) return end()
      session?.stop()
      session = started
      status = 'connected'
      storage?.setItem(storageKey, wallet.name)
      update()
    } catch (error) {
      end()
      throw error
    }
  }

  const stopUnregister = wallets.on('unregister', (...gone) => {
    if (session && gone.includes(session.wallet)) end()
  })
  void stopUnregister // lives as long as the adapter (one per page)

  function connected(): SolanaSession {
    if (!session || status !== 'connected') throw new WalletNotConnectedError()
    return session
  }
  const chainActions = createChainActions({
    networks,
    endpoints,
    clock,
    network: () => network,
    session: () => session,
    connected,
  })
  function findWallet(name: string) {
    return wallets.get().find((w) => w.name === name && toSolanaConnectors([w]).length > 0)
  }

  return {
    namespace: 'solana',
    networks,
    getAccount: () => snapshot,
    getConnectors: () => toSolanaConnectors(wallets.get()),
    async reconnect() {
      const name = storage?.getItem(storageKey)
      if (!name || session) return
      const wallet = findWallet(name)
      const silently = (w: Wallet) =>
        begin(w, true).catch(() => {
          // The wallet refused or failed silently: stay disconnected, try again next load.
        })
      if (wallet) return silently(wallet)
      // An extension may register after the app starts: connect silently when it appears.
      const off = wallets.on('register', (...added) => {
        const late = added.find((w) => w.name === name)
        if (!late || session) return
        off()
        void silently(late)
      })
    },
    async connect({ connectorId, chainId, signal }) {
      const wallet = findWallet(connectorId)
      if (!wallet) throw new ProviderNotFoundError({ details: `No Solana wallet "${connectorId}"` })
      const previous = network
      if (chainId !== undefined) network = resolveSolanaNetwork({ networks, chainId })
      if (session?.wallet !== wallet || status !== 'connected') {
        signal?.throwIfAborted()
        try {
          await begin(wallet, false)
        } catch (error) {
          network = previous // a failed connect leaves the network as it was
          throw error
        }
        if (signal?.aborted) {
          end()
          signal.throwIfAborted()
        }
      } else update() // already connected: only the network may have changed
      const { address } = connected().account
      return { address, chainId: network.id }
    },
    async disconnect() {
      const current = session
      storage?.removeItem(storageKey)
      end()
      await current?.disconnect()
    },
    async switchNetwork({ chainId }) {
      network = resolveSolanaNetwork({ networks, chainId })
      update()
    },
    ...chainActions,
    watchAccount(onChange) {
      accountListeners.add(onChange)
      return () => void accountListeners.delete(onChange)
    },
    watchConnectors(onChange: (connectors: readonly AdapterConnector[]) => void) {
      const emit = () => onChange(toSolanaConnectors(wallets.get()))
      const offRegister = wallets.on('register', emit)
      const offUnregister = wallets.on('unregister', emit)
      return () => {
        offRegister()
        offUnregister()
      }
    },
  }
}

function browserStorage(): SolanaAdapterStorage | undefined {
  return typeof window !== 'undefined' && window.localStorage ? window.localStorage : undefined
}
