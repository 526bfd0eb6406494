import type { AdapterNetwork } from '@portico/core'
import type { BitcoinAdapterStorage } from './bitcoinAdapterTypes'

/** Storage key of the connected wallet and its payment address (JSON `{ wallet, address }`). */
const sessionKey = 'portico.bitcoin.session'
/** Storage key of the chosen network (its CAIP-2 id; SPEC §3 local storage "active network id"). */
const networkKey = 'portico.bitcoin.network'

/** Parameters of {@link createBitcoinSessionStore}. */
export type CreateBitcoinSessionStoreParameters = {
  storage: BitcoinAdapterStorage | undefined
}
/** What a reload restores: the wallet's name and the payment address in use. */
export type StoredBitcoinSession = { wallet: string; address: string }
/** Return type of {@link createBitcoinSessionStore}. */
export type BitcoinSessionStore = {
  /** The session a previous visit left connected, if any. */
  session(): StoredBitcoinSession | undefined
  saveSession(session: StoredBitcoinSession | undefined): void
  /** The network a previous visit chose, among `networks`; undefined when none or not among them. */
  network(networks: readonly AdapterNetwork[]): AdapterNetwork | undefined
  saveNetwork(network: AdapterNetwork): void
}

/**
 * Internal: the Bitcoin adapter's memory across reloads (`portico.bitcoin.session`,
 * `portico.bitcoin.network`). A full or blocked storage is ignored: the session then lasts until
 * the page closes.
 *
 * @example
 * const store = createBitcoinSessionStore({ storage: localStorage })
 * store.saveSession({ wallet: 'Portico Test Wallet', address: 'bcrt1q…' })
 */
export function createBitcoinSessionStore(
  parameters: CreateBitcoinSessionStoreParameters,
): BitcoinSessionStore {
  const { storage } = parameters
  const read = (key: string) => {
    try {
      return storage?.getItem(key) ?? undefined
    } catch {
      return undefined
    }
  }
  const write = (key: string, value: string | undefined) => {
    try {
      if (value === undefined) storage?.removeItem(key)
      else storage?.setItem(key, value)
    } catch {
      // Storage full or blocked: kept until the page closes.
    }
  }
  return {
    session() {
      try {
        const value = JSON.parse(read(sessionKey) ?? 'null') as Partial<StoredBitcoinSession> | null
        return typeof value?.wallet === 'string' && typeof value.address === 'string'
          ? { wallet: value.wallet, address: value.address }
          : undefined
      } catch {
        return undefined
      }
    },
    saveSession: (session) => write(sessionKey, session && JSON.stringify(session)),
    network(networks) {
      const id = read(networkKey)
      return networks.find((n) => n.caipNetworkId === id)
    },
    saveNetwork: (network) => write(networkKey, network.caipNetworkId),
  }
}
