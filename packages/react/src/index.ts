/**
 * @portico/react — provider, connect button, modal, hooks.
 *
 * @module @portico/react
 */
'use client'

export { ConnectButton, type ConnectButtonProps } from './ConnectButton'
export {
  type BalanceState,
  type CreatePorticoConfigParameters,
  createPorticoConfig,
  type PorticoConfig,
} from './createPorticoConfig'
export {
  type CreateRecentWalletsStoreParameters,
  type CreateRecentWalletsStoreReturnType,
  createRecentWalletsStore,
  type RecentWalletsState,
  type RecentWalletsStorage,
} from './createRecentWalletsStore'
export { type UsePorticoReturnType, usePortico } from './hooks/usePortico'
export { type UsePorticoAccountReturnType, usePorticoAccount } from './hooks/usePorticoAccount'
export { type UsePorticoNetworkReturnType, usePorticoNetwork } from './hooks/usePorticoNetwork'
export {
  type IsUnsupportedChainParameters,
  type IsUnsupportedChainReturnType,
  isUnsupportedChain,
} from './isUnsupportedChain'
export { PorticoProvider, type PorticoProviderProps } from './PorticoProvider'
export { type UseSiwxReturnType, useSiwx } from './siwx/useSiwx'
export { en, type Strings } from './strings/en'
