/**
 * @portico/walletconnect/solana — WalletConnect's Solana side for `createSolanaAdapter({
 * walletConnect })`, in its own entry so the page's first load (which holds the hub) carries none
 * of it: import it where the Solana adapter loads.
 *
 * @module @portico/walletconnect/solana
 */
import {
  createSolanaWalletConnectWallet,
  type SolanaWalletConnectWallet,
} from './createSolanaWalletConnectWallet'
import type { WalletConnectHub } from './createWalletConnectHub'

/** The Solana methods a proposal asks for (WalletConnect's Solana JSON-RPC). */
export const solanaMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
] as const

export { SignAllTransactionsResponseError } from '../errors/solana'
export type {
  CreateSolanaWalletConnectWalletParameters,
  SolanaWalletConnectAccount,
  SolanaWalletConnectWallet,
} from './createSolanaWalletConnectWallet'

export type SolanaWalletConnectReturnType = {
  /** The `WalletConnect` Wallet Standard wallet on the hub's sessions; offers `solana` with `chains`. Created once. */
  solanaWallet(parameters: { chains: readonly string[] }): SolanaWalletConnectWallet
}

/**
 * The hub's Solana side: what `createSolanaAdapter({ walletConnect })` takes. The adapter calls
 * `solanaWallet` with its networks: the hub's proposal then offers `solana` (those chains as
 * CAIP-2 ids, `solana_signMessage`, `solana_signTransaction`, `solana_signAndSendTransaction`,
 * `solana_signAllTransactions`) beside `eip155`.
 *
 * @example
 * const { solanaWalletConnect } = await import('@portico/walletconnect/solana')
 * createSolanaAdapter({ networks, rpcUrl, walletConnect: solanaWalletConnect(hub) })
 */
export function solanaWalletConnect(hub: WalletConnectHub): SolanaWalletConnectReturnType {
  let wallet: SolanaWalletConnectWallet | undefined
  return {
    solanaWallet({ chains }) {
      hub.offer('solana', { chains: [...chains], methods: [...solanaMethods], events: [] })
      wallet ??= createSolanaWalletConnectWallet({ hub, chains })
      return wallet
    },
  }
}
