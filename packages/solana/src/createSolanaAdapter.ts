import {
  type AdapterAccount,
  type AdapterConnector,
  type AdapterNetwork,
  type ChainAdapter,
  type Clock,
  ProviderNotFoundError,
  RpcUrlNotFoundError,
  systemClock,
  WalletFeatureNotSupportedError,
  WalletNotConnectedError,
} from '@portico/core'
import type { RpcTransport } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import { TransactionDataNotSupportedError } from './errors'
import { resolveSolanaNetwork } from './resolveSolanaNetwork'
import { type SolanaSession, startSession } from './startSession'
import { toSolanaConnectors } from './toSolanaConnectors'
import { SolanaSignAndSendTransaction, SolanaSignTransaction, type Wallet } from './walletStandard'

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
  if (!first) throw new TypeError('createSolanaAdapter needs at least one solana network')
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

  // Loaded on first use: @solana/kit and the program clients stay out of the first load.
  let actions: Promise<typeof import('./solanaActions')> | undefined
  const clients = new Map<
    string,
    ReturnType<typeof import('./solanaActions')['createSolanaClient']>
  >()
  async function onChain(chainId: number | string | undefined) {
    actions ??= import('./solanaActions')
    const module = await actions
    const target = chainId === undefined ? network : resolveSolanaNetwork({ networks, chainId })
    let client = clients.get(target.caipNetworkId)
    if (!client) {
      client = module.createSolanaClient(endpoints.get(target.caipNetworkId) ?? {})
      clients.set(target.caipNetworkId, client)
    }
    return { module, network: target, ...client }
  }
  function connected(): SolanaSession {
    if (!session || status !== 'connected') throw new WalletNotConnectedError()
    return session
  }
  function findWallet(name: string) {
    return wallets.get().find((w) => w.name === name && toSolanaConnectors([w]).length > 0)
  }

  const adapter: SolanaAdapter = {
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
      if (chainId !== undefined) network = resolveSolanaNetwork({ networks, chainId })
      if (session?.wallet !== wallet || status !== 'connected') {
        signal?.throwIfAborted()
        await begin(wallet, false)
        if (signal?.aborted) {
          end()
          signal.throwIfAborted()
        }
      }
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
    async signMessage({ message }) {
      const { wallet, account } = connected()
      const { module } = await onChain(undefined)
      return { signature: await module.signMessageWithWallet({ wallet, account, message }) }
    },
    async sendTransaction({ to, value, data, chainId }) {
      if (data !== undefined && data !== '' && data !== '0x')
        throw new TransactionDataNotSupportedError()
      return adapter.sendToken({ to, amount: value ?? 0n, chainId })
    },
    async sendToken({ to, token, amount, chainId }) {
      const { wallet, account } = connected()
      assertCanSend(wallet)
      const { module, rpc, network: target } = await onChain(chainId)
      const instructions = await module.buildTransferInstructions({
        rpc,
        from: account.address,
        to,
        token,
        amount,
      })
      const { wireTransaction } = await module.prepareTransaction({
        rpc,
        from: account.address,
        instructions,
        version: module.transactionVersionFor(wallet),
      })
      const hash = await module.sendWithWallet({
        wallet,
        account,
        chain: target.caipNetworkId,
        rpc,
        transaction: wireTransaction,
      })
      return { hash }
    },
    async signAndSendTransaction({ transaction, chainId }) {
      const { wallet, account } = connected()
      assertCanSend(wallet)
      const { module, rpc, network: target } = await onChain(chainId)
      const chain = target.caipNetworkId
      return { hash: await module.sendWithWallet({ wallet, account, chain, rpc, transaction }) }
    },
    async getBalance({ address, chainId }) {
      const { rpc, network: target } = await onChain(chainId)
      const { value } = await rpc
        .getBalance(address as Parameters<typeof rpc.getBalance>[0], { commitment: 'confirmed' })
        .send()
      const { decimals, symbol } = target.nativeCurrency
      return { value, decimals, symbol }
    },
    async estimateSend({ from, to, token, amount, chainId }) {
      const { module, rpc } = await onChain(chainId)
      const instructions = await module.buildTransferInstructions({ rpc, from, to, token, amount })
      const version = session ? module.transactionVersionFor(session.wallet) : 0
      const prepared = await module.prepareTransaction({ rpc, from, instructions, version })
      return { gas: BigInt(prepared.unitLimit), fee: prepared.fee }
    },
    async waitForTransaction({ hash, chainId }) {
      const { module, rpc, rpcSubscriptions } = await onChain(chainId)
      return module.waitForSignature({ rpc, rpcSubscriptions, hash, clock })
    },
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
  return adapter
}

/** Refuses before any chain work when the wallet can neither sign-and-send nor sign. */
function assertCanSend(wallet: Wallet) {
  if (
    !(SolanaSignAndSendTransaction in wallet.features || SolanaSignTransaction in wallet.features)
  )
    throw new WalletFeatureNotSupportedError({ feature: SolanaSignAndSendTransaction })
}

function browserStorage(): SolanaAdapterStorage | undefined {
  return typeof window !== 'undefined' && window.localStorage ? window.localStorage : undefined
}
