/// <reference types="chrome" />
import type { WalletChain } from '../walletConfig'

/** What the wallet remembers between service-worker restarts and browser reloads. */
export type WalletState = {
  /** Origins the user approved, with the approval time (ms). */
  permissions: Record<string, number>
  /** The current chain. */
  chainId: number
  /** Chains added by `wallet_addEthereumChain`. */
  addedChains: WalletChain[]
  /** Dapp origins connected over WalletConnect (kept apart from the injected provider's). */
  walletConnectPermissions: Record<string, number>
  /** Origins connected to the Solana (Wallet Standard) account, kept apart per namespace. */
  solanaPermissions: Record<string, number>
  /** Origins connected to the Bitcoin (Wallet Standard) payment account, kept apart likewise. */
  bitcoinPermissions: Record<string, number>
  /** How many EVM accounts the wallet gives each site (the build's account and those added after it). */
  accountCount: number
}

/** Where {@link WalletState} lives: `chrome.storage.local` in the extension. */
export type WalletStore = {
  read(): Promise<WalletState>
  write(state: WalletState): Promise<void>
}

const key = 'portico-test-wallet'

/**
 * The extension's store, kept in `chrome.storage.local` so a reload keeps permissions and chain.
 *
 * @example
 * const store = createChromeStore({ defaultChainId: 31337 })
 * const { chainId } = await store.read()
 */
export function createChromeStore(parameters: { defaultChainId: number }): WalletStore {
  return {
    async read() {
      const saved = (await chrome.storage.local.get(key))[key] as Partial<WalletState> | undefined
      return withDefaults(saved, parameters.defaultChainId)
    },
    async write(state) {
      await chrome.storage.local.set({ [key]: state })
    },
  }
}

/**
 * A store held in memory: the same contract for code that runs outside the extension (tests, tools).
 *
 * @example
 * const store = createMemoryStore({ defaultChainId: 31337 })
 */
export function createMemoryStore(parameters: { defaultChainId: number }): WalletStore {
  let state = withDefaults(undefined, parameters.defaultChainId)
  return {
    async read() {
      return structuredClone(state)
    },
    async write(next) {
      state = structuredClone(next)
    },
  }
}

function withDefaults(saved: Partial<WalletState> | undefined, chainId: number): WalletState {
  return {
    permissions: saved?.permissions ?? {},
    chainId: saved?.chainId ?? chainId,
    addedChains: saved?.addedChains ?? [],
    walletConnectPermissions: saved?.walletConnectPermissions ?? {},
    solanaPermissions: saved?.solanaPermissions ?? {},
    bitcoinPermissions: saved?.bitcoinPermissions ?? {},
    accountCount: saved?.accountCount ?? 1,
  }
}
