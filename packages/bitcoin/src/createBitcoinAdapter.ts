import {
  AccountNotFoundError,
  type AdapterAccount,
  type AdapterConnector,
  type AdapterNetwork,
  InvalidChainIdError,
  NetworksNotConfiguredError,
  ProviderNotFoundError,
  RpcUrlNotFoundError,
  WalletNotConnectedError,
  WalletNotFoundError,
} from '@portico/core'
import { type Clock, systemClock } from '@portico/core/internal'
import { hex } from '@scure/base'
import { getWallets } from '@wallet-standard/app'
import type { BitcoinAdapter, BitcoinAdapterStorage } from './bitcoinAdapterTypes'
import { bitcoinPrefixesOf } from './bitcoinNetworks'
import { createBitcoinChainActions } from './createBitcoinChainActions'
import { createBitcoinSessionStore } from './createBitcoinSessionStore'
import { createEsploraClient, type EsploraClient } from './esplora/createEsploraClient'
import type { EsploraFetch } from './esplora/esploraRequest'
import { resolveBitcoinNetwork } from './resolveBitcoinNetwork'
import { type BitcoinSession, paymentAccountOf, startBitcoinSession } from './startBitcoinSession'
import { toBitcoinConnectors } from './toBitcoinConnectors'
import { listsNetwork } from './walletChainOf'
import { type EventsFeature, featureOf, StandardEvents, type Wallet } from './walletStandard'

export type { BitcoinAdapter, BitcoinAdapterStorage } from './bitcoinAdapterTypes'

export type CreateBitcoinAdapterParameters = {
  /** The Bitcoin (`bip122`) networks the app requests, first is the default. */
  networks: readonly AdapterNetwork[]
  /**
   * The Esplora API base URL per network (e.g. the Portico gateway
   * `…/v1/esplora/{caipNetworkId}?projectId=…`); else the network's `rpcUrls.default.http[0]`.
   */
  esploraUrl?: ((network: AdapterNetwork) => string) | undefined
  /**
   * Where the connected wallet and the chosen network survive reloads; `localStorage` in a
   * browser by default, `null` for none.
   */
  storage?: BitcoinAdapterStorage | null | undefined
  /** Time source of the 1 s status poll (tests pass a fake clock). */
  clock?: Clock | undefined
  /** The `fetch` of Esplora requests; the platform's by default. */
  fetch?: EsploraFetch | undefined
}

export type CreateBitcoinAdapterReturnType = BitcoinAdapter

/**
 * Creates the Bitcoin adapter: Wallet Standard discovery (`getWallets()`; wallets with
 * `bitcoin:connect` and one of the app's networks), connect with `bitcoin:connect` (the payment
 * account), a silent restore from `wallet.accounts`, account changes; balances and UTXOs from an
 * Esplora API; payments built as PSBTs (@scure/btc-signer, loaded on first use), signed with
 * `bitcoin:signTransaction` and broadcast over Esplora; `bitcoin:signMessage` (BIP-322, base64).
 * User rejections throw core's typed errors.
 *
 * @example
 * const adapter = createBitcoinAdapter({
 *   networks: [bitcoinRegtest],
 *   esploraUrl: (n) => `${location.origin}/v1/esplora/${n.caipNetworkId}?projectId=portico-local`,
 * })
 * await adapter.reconnect()
 * const { address } = await adapter.connect({ connectorId: 'Portico Test Wallet' })
 */
export function createBitcoinAdapter(
  parameters: CreateBitcoinAdapterParameters,
): CreateBitcoinAdapterReturnType {
  const networks = parameters.networks.filter((n) => n.chainNamespace === 'bip122')
  const first = networks[0]
  if (!first)
    throw new NetworksNotConfiguredError({
      details: 'createBitcoinAdapter needs at least one bip122 network',
    })
  const esplora = new Map<string, EsploraClient>()
  for (const n of networks) {
    if (!bitcoinPrefixesOf(n.caipNetworkId.slice('bip122:'.length)))
      throw new InvalidChainIdError({
        details: `${n.caipNetworkId} is not Bitcoin mainnet, testnet, signet or regtest`,
      })
    const baseUrl = parameters.esploraUrl?.(n) ?? n.rpcUrls?.default.http[0]
    if (!baseUrl) throw new RpcUrlNotFoundError({ details: n.caipNetworkId })
    esplora.set(n.caipNetworkId, createEsploraClient({ baseUrl, fetch: parameters.fetch }))
  }
  const storage = parameters.storage === null ? undefined : (parameters.storage ?? browserStorage())
  const store = createBitcoinSessionStore({ storage })
  const clock = parameters.clock ?? systemClock
  const wallets = getWallets()

  let network = store.network(networks) ?? first
  let status: AdapterAccount['status'] = 'disconnected'
  let session: BitcoinSession | undefined
  /** Stops a reconnect still waiting for the remembered wallet or address to appear. */
  let waiting: (() => void) | undefined
  const accountListeners = new Set<(account: AdapterAccount) => void>()
  let snapshot = readAccount()
  let snapshotKey = JSON.stringify(snapshot)

  function readAccount(): AdapterAccount {
    const account = session?.account
    const address = account?.address
    return {
      status,
      address,
      chainId: address ? network.id : undefined,
      caipAddress: address ? `${network.caipNetworkId}:${address}` : undefined,
      connectorId: session?.wallet.name,
      ...(account && session
        ? {
            // SPEC §1/§3: a bip122 account is of type `payment`.
            type: 'payment' as const,
            publicKey: hex.encode(Uint8Array.from(account.publicKey)),
            addresses: session.accounts
              .filter((a) => listsNetwork(a.chains, network))
              .map((a) => a.address),
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
  function remember() {
    store.saveSession(session && { wallet: session.wallet.name, address: session.account.address })
  }
  /** Ends the session (stops following the wallet) and forgets it. */
  function end() {
    session?.stop()
    session = undefined
    status = 'disconnected'
    remember()
    update()
  }

  /** Connects `wallet` (or restores `restore`, its remembered address, silently). */
  async function begin(wallet: Wallet, restore?: string) {
    const previous = session
    status = restore === undefined ? 'connecting' : 'reconnecting'
    update()
    let started: BitcoinSession | undefined
    try {
      started = await startBitcoinSession({
        wallet,
        network,
        restore,
        onChange: (accountGone) => {
          if (session !== started) return
          if (accountGone) return end()
          remember()
          update()
        },
      })
    } catch (error) {
      status = session ? 'connected' : 'disconnected'
      update()
      throw error
    }
    if (!started) {
      status = session ? 'connected' : 'disconnected'
      return update()
    }
    if (previous && previous !== started) previous.stop()
    session = started
    status = 'connected'
    remember()
    update()
  }

  const stopUnregister = wallets.on('unregister', (...gone) => {
    if (session && gone.includes(session.wallet)) end()
  })
  void stopUnregister // lives as long as the adapter (one per page)

  function connected(): BitcoinSession {
    if (!session || status !== 'connected') throw new WalletNotConnectedError()
    return session
  }
  function findWallet(name: string) {
    return wallets
      .get()
      .find((w) => w.name === name && toBitcoinConnectors({ wallets: [w], networks }).length > 0)
  }
  function choose(next: AdapterNetwork) {
    network = next
    store.saveNetwork(next)
  }
  const chainActions = createBitcoinChainActions({
    networks,
    esplora,
    clock,
    network: () => network,
    session: () => session,
    connected,
  })

  return {
    namespace: 'bip122',
    networks,
    getAccount: () => snapshot,
    getConnectors: () => toBitcoinConnectors({ wallets: wallets.get(), networks }),
    async reconnect() {
      const stored = store.session()
      if (!stored || session) return
      waiting?.()
      const stops: (() => void)[] = []
      waiting = () => {
        for (const stop of stops.splice(0)) stop()
        waiting = undefined
      }
      const restore = async (w: Wallet) => {
        try {
          await begin(w, stored.address)
        } catch {
          // The wallet failed silently: it stays out, tried again next load.
        }
        if (session) return waiting?.()
        // An extension may fill its accounts a moment after it registers: restore when the
        // remembered address appears (until the app connects or disconnects itself).
        const events = featureOf<EventsFeature>(w, StandardEvents)
        stops.push(
          events?.on('change', ({ accounts }) => {
            if (session || !accounts?.some((a) => a.address === stored.address)) return
            waiting?.()
            void begin(w, stored.address).catch(() => {})
          }) ?? (() => {}),
        )
      }
      const wallet = findWallet(stored.wallet)
      if (wallet) return restore(wallet)
      // An extension may register after the app starts: restore when it appears.
      stops.push(
        wallets.on('register', (...added) => {
          const late = added.find((w) => w.name === stored.wallet)
          if (!late || session) return
          void restore(late)
        }),
      )
    },
    async connect({ connectorId, chainId, signal }) {
      waiting?.() // the app connects itself: a pending restore is moot
      const wallet = findWallet(connectorId)
      if (!wallet)
        throw new ProviderNotFoundError({ details: `No Bitcoin wallet "${connectorId}"` })
      const previous = network
      if (chainId !== undefined) choose(resolveBitcoinNetwork({ networks, chainId }))
      if (session?.wallet === wallet && status === 'connected') {
        // Connected already: the account of the chosen network, no prompt.
        const account =
          session.accounts.find(
            (a) => a.address === session?.account.address && listsNetwork(a.chains, network),
          ) ?? paymentAccountOf(session.accounts, network)
        if (account) {
          session.account = account
          remember()
          update()
          return { address: account.address, chainId: network.id }
        }
      }
      signal?.throwIfAborted()
      try {
        await begin(wallet)
      } catch (error) {
        choose(previous) // a failed connect leaves the network as it was
        throw error
      }
      if (signal?.aborted) {
        end()
        signal.throwIfAborted()
      }
      const { address } = connected().account
      return { address, chainId: network.id }
    },
    async disconnect(parameters) {
      waiting?.()
      const id = parameters?.connectorId
      const current = session
      if (id !== undefined && current?.wallet.name !== id)
        throw new WalletNotFoundError({ details: `Not connected: ${id}` })
      end()
      await current?.disconnect()
    },
    async switchNetwork({ chainId }) {
      const target = resolveBitcoinNetwork({ networks, chainId })
      if (session) {
        // The address belongs to one network: the wallet must share an account on the target.
        const account = listsNetwork(session.account.chains, target)
          ? session.account
          : (paymentAccountOf(session.accounts, target) ??
            paymentAccountOf(session.wallet.accounts, target))
        if (!account)
          throw new InvalidChainIdError({
            details: `${session.wallet.name} shares no account on ${target.caipNetworkId}`,
          })
        session.account = account
      }
      choose(target)
      remember()
      update()
    },
    async switchAccount({ address }) {
      const current = connected()
      const account = current.accounts.find(
        (a) => a.address === address && listsNetwork(a.chains, network),
      )
      if (!account) throw new AccountNotFoundError({ details: `${address} is not shared` })
      current.account = account
      remember()
      update()
    },
    ...chainActions,
    watchAccount(onChange) {
      accountListeners.add(onChange)
      return () => void accountListeners.delete(onChange)
    },
    watchConnectors(onChange: (connectors: readonly AdapterConnector[]) => void) {
      const emit = () => onChange(toBitcoinConnectors({ wallets: wallets.get(), networks }))
      const offRegister = wallets.on('register', emit)
      const offUnregister = wallets.on('unregister', emit)
      return () => {
        offRegister()
        offUnregister()
      }
    },
  }
}

function browserStorage(): BitcoinAdapterStorage | undefined {
  return typeof window !== 'undefined' && window.localStorage ? window.localStorage : undefined
}
