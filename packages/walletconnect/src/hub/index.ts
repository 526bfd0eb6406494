/**
 * @portico/walletconnect/hub — the page's one WalletConnect sign client, shared by the EVM and
 * Solana adapters (light: the protocol client is imported on first use).
 *
 * @module @portico/walletconnect/hub
 */
export type {
  CreateSolanaWalletConnectWalletParameters,
  SolanaWalletConnectAccount,
  SolanaWalletConnectWallet,
} from './createSolanaWalletConnectWallet'
export {
  createWalletConnectHub,
  isWalletConnectHub,
  type WalletConnectHub,
  type WalletConnectHubParameters,
} from './createWalletConnectHub'
export {
  type HasStoredSessionParameters,
  hasStoredSession,
  type SessionStorageLike,
} from './hasStoredSession'
export {
  PUBLIC_RELAY_URL,
  publicRelayNeedsProjectId,
  type RelayOption,
  type ResolveRelayParameters,
  type ResolveRelayReturnType,
  resolveRelay,
} from './resolveRelay'
