// A ChainAdapter kept in memory, for the orchestration tests of the client (a boundary fake: the
// client only talks to adapters through the ChainAdapter interface). It behaves like a wallet that
// approves everything unless told to refuse: connect gives the configured address on the asked (or
// first) network, switchNetwork moves the account, balances come from a map, sends move them.

import type {
  AdapterAccount,
  AdapterConnector,
  AdapterNetwork,
  ChainAdapter,
  ChainNamespace,
} from '../adapter'
import { BaseError } from '../errors/base'

export type MemoryWallet = {
  id: string
  name: string
  rdns?: string | undefined
  type?: AdapterConnector['type']
  /** The address this wallet gives in this namespace. */
  address: string
  /** More accounts the wallet gives the app (SPEC §3 `allAccounts`), after `address`. */
  others?: readonly string[] | undefined
}

export type CreateMemoryAdapterParameters = {
  namespace: ChainNamespace
  networks: readonly AdapterNetwork[]
  wallets: readonly MemoryWallet[]
  /** Native balances by address, in the smallest unit. */
  balances?: Record<string, bigint>
  /**
   * A session the wallet remembers: `reconnect()` restores it silently (reports `reconnecting`,
   * then `connected`), once `ready` resolves; `refuse` makes the silent connect fail instead.
   */
  remembered?: { walletId: string; ready?: Promise<void>; refuse?: boolean } | undefined
  /** Holds several wallets at once (SPEC §3 connections): connecting another keeps the first. */
  multiple?: boolean | undefined
}

/** A refusal, as adapters report one (SPEC §8 text). */
export class MemoryDeclinedError extends BaseError {
  override name = 'ConnectionDeclinedError'
  constructor() {
    super('Connection declined')
  }
}

export type MemoryAdapter = ChainAdapter & {
  /** The next connect is refused. */
  refuseNextConnect(): void
  /** The wallet disconnects on its own (e.g. from its own UI). */
  walletDisconnects(): void
  /** Calls made, in order (`connect:<id>`, `switchNetwork:<id>`, `getBalance:<address>`, …). */
  readonly calls: string[]
}

/**
 * An in-memory ChainAdapter of one namespace.
 *
 * @example
 * const solana = createMemoryAdapter({ namespace: 'solana', networks: [solanaDevnet], wallets: [{ id: 'x', name: 'X', address: 'Bob…' }] })
 */
export function createMemoryAdapter(parameters: CreateMemoryAdapterParameters): MemoryAdapter {
  const { namespace, networks, wallets } = parameters
  const balances = { ...parameters.balances }
  const calls: string[] = []
  const accountListeners = new Set<(account: AdapterAccount) => void>()
  let account: AdapterAccount = {
    status: 'disconnected',
    address: undefined,
    chainId: undefined,
    caipAddress: undefined,
    connectorId: undefined,
  }
  let refuse = false
  const setAccount = (next: AdapterAccount) => {
    account = next
    for (const listener of [...accountListeners]) listener(account)
  }
  // The wallets held (with `multiple`), by id: the address each gives now.
  const held = new Map<string, string>()
  const connectionsOf = (chainId: number | string) =>
    parameters.multiple
      ? {
          connections: [...held].map(([id, address]) => {
            const w = wallets.find((x) => x.id === id) as MemoryWallet
            return { connectorId: id, addresses: [address, ...(w.others ?? [])], chainId }
          }),
        }
      : {}
  const connectedTo = (
    wallet: MemoryWallet,
    chainId: number | string,
    address = account.connectorId === wallet.id
      ? (account.address ?? wallet.address)
      : (held.get(wallet.id) ?? wallet.address),
  ) => {
    if (!parameters.multiple) held.clear()
    held.set(wallet.id, address)
    setAccount({
      status: 'connected',
      address,
      chainId,
      caipAddress: `${namespace}:${chainId}:${address}`,
      connectorId: wallet.id,
      ...(wallet.others ? { addresses: [wallet.address, ...wallet.others] } : {}),
      ...connectionsOf(chainId),
    })
  }
  const connectors: AdapterConnector[] = wallets.map((w) => ({
    id: w.id,
    name: w.name,
    type: w.type ?? 'ANNOUNCED',
    rdns: w.rdns,
    chainNamespace: namespace,
  }))
  const disconnect = async (p?: { connectorId?: string | undefined }) => {
    calls.push(p?.connectorId ? `disconnect:${p.connectorId}` : 'disconnect')
    if (p?.connectorId) held.delete(p.connectorId)
    else held.clear()
    const [next] = held.keys()
    const wallet = wallets.find((w) => w.id === next)
    if (wallet) return connectedTo(wallet, account.chainId as number | string)
    setAccount({
      status: 'disconnected',
      address: undefined,
      chainId: undefined,
      caipAddress: undefined,
      connectorId: undefined,
    })
  }

  return {
    namespace,
    networks,
    calls,
    getAccount: () => account,
    getConnectors: () => connectors,
    async reconnect() {
      const { remembered } = parameters
      const wallet = wallets.find((w) => w.id === remembered?.walletId)
      if (!remembered || !wallet || account.status === 'connected') return
      calls.push('reconnect')
      setAccount({ ...account, status: 'reconnecting' })
      await remembered.ready
      if (remembered.refuse) setAccount({ ...account, status: 'disconnected' })
      else connectedTo(wallet, (networks[0] as AdapterNetwork).id)
    },
    async connect({ connectorId, chainId }) {
      calls.push(`connect:${connectorId}`)
      if (refuse) {
        refuse = false
        throw new MemoryDeclinedError()
      }
      const wallet = wallets.find((w) => w.id === connectorId)
      if (!wallet) throw new BaseError('Wallet not found')
      const id = chainId ?? (networks[0] as AdapterNetwork).id
      connectedTo(wallet, id)
      return { address: wallet.address, chainId: id }
    },
    disconnect,
    ...(parameters.multiple
      ? {
          async switchConnection({ connectorId }: { connectorId: string }) {
            calls.push(`switchConnection:${connectorId}`)
            const wallet = wallets.find((w) => w.id === connectorId)
            if (!wallet || !held.has(connectorId)) throw new BaseError('Wallet not found')
            connectedTo(wallet, account.chainId as number | string)
          },
        }
      : {}),
    async switchNetwork({ chainId }) {
      calls.push(`switchNetwork:${chainId}`)
      const wallet = wallets.find((w) => w.id === account.connectorId)
      if (wallet) connectedTo(wallet, chainId)
    },
    async switchAccount({ address }) {
      calls.push(`switchAccount:${address}`)
      const wallet = wallets.find((w) => w.id === account.connectorId)
      if (!wallet || !account.addresses?.includes(address)) throw new BaseError('Account not found')
      connectedTo(wallet, account.chainId as number | string, address)
    },
    async signMessage({ message }) {
      calls.push(`signMessage:${message.length}`)
      return { signature: `signed:${account.address}` }
    },
    async sendTransaction({ to, value = 0n }) {
      calls.push(`sendTransaction:${to}:${value}`)
      const from = account.address as string
      if ((balances[from] ?? 0n) < value) throw new BaseError('Insufficient funds')
      balances[from] = (balances[from] ?? 0n) - value
      balances[to] = (balances[to] ?? 0n) + value
      return { hash: `${namespace}-tx-${calls.length}` }
    },
    async getBalance({ address }) {
      calls.push(`getBalance:${address}`)
      const network = networks[0] as AdapterNetwork
      return {
        value: balances[address] ?? 0n,
        decimals: network.nativeCurrency.decimals,
        symbol: network.nativeCurrency.symbol,
      }
    },
    async estimateSend() {
      calls.push('estimateSend')
      return { gas: 1n, fee: 5000n }
    },
    async sendToken() {
      throw new BaseError('Not used by these tests')
    },
    async waitForTransaction() {
      return { status: 'success', fee: 5000n }
    },
    watchAccount(onChange) {
      accountListeners.add(onChange)
      return () => accountListeners.delete(onChange)
    },
    watchConnectors: () => () => undefined,
    refuseNextConnect: () => {
      refuse = true
    },
    walletDisconnects: () => void disconnect(),
  }
}
