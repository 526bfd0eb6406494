import {
  type AdapterAccount,
  type AdapterConnector,
  type AdapterNetwork,
  NetworksNotConfiguredError,
  ProviderNotFoundError,
  RpcUrlNotFoundError,
  WalletNotConnectedError,
  WalletNotFoundError,
} from '@portico/core'
import { type Clock, systemClock } from '@portico/core/internal'
import type { RpcTransport } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import { createChainActions } from './createChainActions'
import { createNetworkChoice } from './createNetworkChoice'
import { createWalletSessions } from './createWalletSessions'
import { type PriorityFeeOptions, resolvePriorityFee } from './getComputeUnitPrice'
import { resolveSolanaNetwork } from './resolveSolanaNetwork'
import type { SolanaAdapter, SolanaAdapterStorage } from './solanaAdapterTypes'
import { type SolanaSession, startSession } from './startSession'
import { toSolanaConnectors } from './toSolanaConnectors'
import type { Wallet } from './walletStandard'

export type { SolanaAdapter, SolanaAdapterStorage } from './solanaAdapterTypes'

export type CreateSolanaAdapterParameters = {
  /** The Solana networks the app requests, first is the default. */
  networks: readonly AdapterNetwork[]
  /** @solana/kit transports by CAIP-2 id; win over `rpcUrl`. */
  transports?: Record<string, RpcTransport> | undefined
  /** HTTP RPC URL per network (e.g. the Portico gateway); else the network's `rpcUrls`. */
  rpcUrl?: ((network: AdapterNetwork) => string) | undefined
  /** WebSocket URL per network for confirmations; else the network's `rpcUrls` webSocket. */
  wsUrl?: ((network: AdapterNetwork) => string | undefined) | undefined
  /**
   * Where the connected wallets and the chosen network survive reloads; `localStorage` in a
   * browser by default, `null` for none.
   */
  storage?: SolanaAdapterStorage | null | undefined
  /** Time source of the 1 s status poll (tests pass a fake clock). */
  clock?: Clock | undefined
  /**
   * The compute-unit price of sends: the `percentile` (75) of the fees recent blocks paid for the
   * transaction's writable accounts (`getRecentPrioritizationFees`), at most `maxMicroLamports`
   * (SPEC §9's 20,000,000, also paid when the node cannot tell). `{ percentile: 0, maxMicroLamports: 0 }`: no priority fee.
   */
  priorityFee?: PriorityFeeOptions | undefined
  /**
   * WalletConnect for Solana: `solanaWalletConnect(hub)` of `@portico/walletconnect/solana`, on
   * the hub (`createWalletConnectHub`) the EVM adapter was given too. The pairing proposal then offers `solana` (these networks,
   * `solana_signMessage`, `solana_signTransaction`, `solana_signAndSendTransaction`,
   * `solana_signAllTransactions`), and the wallet's Solana accounts connect as the
   * `WalletConnect` wallet of this adapter.
   */
  walletConnect?: { solanaWallet(parameters: { chains: readonly string[] }): unknown } | undefined
}

export type CreateSolanaAdapterReturnType = SolanaAdapter

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
  // Bad priority-fee options fail here, not at the first send.
  const priorityFee = parameters.priorityFee && resolvePriorityFee(parameters.priorityFee)
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
  // WalletConnect's Solana side, registered once per page (a second adapter finds it listed).
  const walletConnect = parameters.walletConnect?.solanaWallet({
    chains: networks.map((n) => n.caipNetworkId),
  }) as Wallet | undefined
  if (walletConnect && !wallets.get().includes(walletConnect)) wallets.register(walletConnect)

  // The network in use, kept across reloads in `storage` (as the EVM adapter's chain is).
  const choice = createNetworkChoice({ networks: [first, ...networks.slice(1)], storage })
  let status: AdapterAccount['status'] = 'disconnected'
  // Every connected wallet (SPEC §3 connections), one in use.
  const sessions = createWalletSessions({ storage })
  const accountListeners = new Set<(account: AdapterAccount) => void>()
  let snapshot = readAccount()
  let snapshotKey = JSON.stringify(snapshot)

  function readAccount(): AdapterAccount {
    const session = sessions.current()
    const address = session?.account.address
    const network = choice.current()
    const chainId = address ? network.id : undefined
    // A wallet may name the key's derivation path on its account (the embedded wallet does).
    const path = (session?.account as { path?: unknown } | undefined)?.path
    return {
      status,
      address,
      chainId,
      caipAddress: address ? `${network.caipNetworkId}:${address}` : undefined,
      connectorId: session?.wallet.name,
      ...(address
        ? {
            // SPEC §3 Account: a Solana account is its key's own (eoa); its address is the public key.
            type: 'eoa' as const,
            publicKey: address,
            ...(typeof path === 'string' ? { path } : {}),
            connections: sessions.all().map((s) => ({
              connectorId: s.wallet.name,
              addresses: [s.account.address],
              chainId,
            })),
          }
        : {}),
    }
  }
  function update() {
    const next = readAccount()
    const key = JSON.stringify(next)
    if (key === snapshotKey) return
    snapshot = next
    snapshotKey = key
    for (const listener of accountListeners) listener(next)
  }
  /** Ends one wallet's session (the one in use by default); another held one takes over. */
  function end(session = sessions.current()) {
    if (session) sessions.remove(session)
    status = sessions.current() ? 'connected' : 'disconnected'
    update()
  }

  /** Connects `wallet`; it becomes the one in use unless `use` is false and another is. */
  async function begin(wallet: Wallet, silent: boolean, use = true) {
    status = silent ? 'reconnecting' : 'connecting'
    update()
    try {
      const started = await startSession({
        wallet,
        chain: choice.current().caipNetworkId,
        silent,
        onChange: (accountGone) => (accountGone ? end(started) : update()),
      })
      if (!started) return settle()
      sessions.add(started, use)
      status = 'connected'
      update()
    } catch (error) {
      settle()
      throw error
    }
  }
  /** A connect that did not add a wallet leaves the held ones as they were. */
  function settle() {
    status = sessions.current() ? 'connected' : 'disconnected'
    update()
  }

  const stopUnregister = wallets.on('unregister', (...gone) => {
    for (const session of sessions.all()) if (gone.includes(session.wallet)) end(session)
  })
  void stopUnregister // lives as long as the adapter (one per page)

  function connected(): SolanaSession {
    const session = sessions.current()
    if (!session || status !== 'connected') throw new WalletNotConnectedError()
    return session
  }
  const chainActions = createChainActions({
    networks,
    endpoints,
    clock,
    network: choice.current,
    session: () => sessions.current(),
    connected,
    priorityFee,
  })
  function findWallet(name: string) {
    // This adapter's own WalletConnect wallet first (a page has one; tests make several).
    if (walletConnect && name === walletConnect.name) return walletConnect
    return wallets.get().find((w) => w.name === name && toSolanaConnectors([w]).length > 0)
  }

  return {
    namespace: 'solana',
    networks,
    getAccount: () => snapshot,
    getConnectors: () => toSolanaConnectors(wallets.get()),
    async reconnect() {
      const names = sessions.stored()
      if (names.length === 0 || sessions.current()) return
      // Silently, each wallet left connected; the one in use last time (first) is in use again,
      // the others join without taking its place (no account flickers through another wallet's).
      const restore = (w: Wallet) =>
        begin(w, true, w.name === names[0]).catch(() => {
          // The wallet refused or failed silently: it stays out, tried again next load.
        })
      const missing = new Set(names)
      for (const name of names) {
        const wallet = findWallet(name)
        if (!wallet) continue
        missing.delete(name)
        await restore(wallet)
      }
      if (missing.size === 0) return
      // An extension may register after the app starts: connect silently when it appears.
      const off = wallets.on('register', (...added) => {
        for (const late of added.filter((w) => missing.delete(w.name))) void restore(late)
        if (missing.size === 0) off()
      })
    },
    async connect({ connectorId, chainId, signal }) {
      const wallet = findWallet(connectorId)
      if (!wallet) throw new ProviderNotFoundError({ details: `No Solana wallet "${connectorId}"` })
      const previous = choice.current()
      if (chainId !== undefined) choice.choose(resolveSolanaNetwork({ networks, chainId }))
      if (sessions.use(wallet.name) && status === 'connected') {
        update() // held already: now in use (no prompt); the network may have changed too
      } else {
        signal?.throwIfAborted()
        try {
          await begin(wallet, false)
        } catch (error) {
          choice.choose(previous) // a failed connect leaves the network as it was
          throw error
        }
        if (signal?.aborted) {
          end()
          signal.throwIfAborted()
        }
      }
      const { address } = connected().account
      // The network the wallet connected on is kept too (wagmi keeps its chain the same way).
      choice.choose(choice.current())
      return { address, chainId: choice.current().id }
    },
    async disconnect(parameters) {
      const id = parameters?.connectorId
      const chosen = sessions.all().filter((s) => id === undefined || s.wallet.name === id)
      if (id !== undefined && chosen.length === 0)
        throw new WalletNotFoundError({ details: `Not connected: ${id}` })
      for (const session of chosen) end(session)
      if (chosen.length === 0) end()
      await Promise.all(chosen.map((session) => session.disconnect()))
    },
    async switchConnection({ connectorId }) {
      if (!sessions.use(connectorId))
        throw new WalletNotFoundError({ details: `Not connected: ${connectorId}` })
      update()
    },
    async switchNetwork({ chainId }) {
      choice.choose(resolveSolanaNetwork({ networks, chainId }))
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
