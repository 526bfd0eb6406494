/**
 * @portico/react — provider, connect button, modal, hooks.
 *
 * @module @portico/react
 */
'use client'

// Moved to @portico/core (framework-free); re-exported so apps keep their imports.
export {
  type CreateRecentWalletsStoreParameters,
  type CreateRecentWalletsStoreReturnType,
  createRecentWalletsStore,
  type IsUnsupportedChainParameters,
  type IsUnsupportedChainReturnType,
  isUnsupportedChain,
  type RecentWalletsState,
  type RecentWalletsStorage,
} from '@portico/core'
export { ConnectButton, type ConnectButtonProps } from './ConnectButton'
export type {
  ConnectButtonAccount,
  ConnectButtonAccountDetails,
  ConnectButtonChain,
  ConnectButtonCustomProps,
  ConnectButtonRenderProps,
} from './ConnectButtonCustom'
export {
  type BalanceState,
  type CreatePorticoConfigParameters,
  createPorticoConfig,
  type LocaleState,
  type PorticoConfig,
} from './createPorticoConfig'
export { type LocaleFormat, localeFormat } from './format/localeFormat'
export { type UsePorticoReturnType, usePortico } from './hooks/usePortico'
export {
  type EvmAccount,
  type EvmAddress,
  type SolanaAccount,
  type SolanaAddress,
  type UsePorticoAccountReturnType,
  usePorticoAccount,
} from './hooks/usePorticoAccount'
export { type UsePorticoLocaleReturnType, usePorticoLocale } from './hooks/usePorticoLocale'
export { type UsePorticoNetworkReturnType, usePorticoNetwork } from './hooks/usePorticoNetwork'
export { type UsePorticoThemeReturnType, usePorticoTheme } from './hooks/usePorticoTheme'
export type { LocaleOption } from './locales/pickLocale'
export type { SupportedLocale } from './locales/types'
export { NetworkIcon, type NetworkIconProps } from './networks/NetworkIcon'
export { PorticoProvider, type PorticoProviderProps } from './PorticoProvider'
export { type UseSiwxReturnType, useSiwx } from './siwx/useSiwx'
export { en, type Strings, type StringsOverride } from './strings/en'
export type { ThemeModeOption, ThemeState } from './theme/createThemeStore'
export type {
  ChainIdIn,
  ChainIdOf,
  Register,
  RegisteredChainId,
  RegisteredNetworks,
} from './types/register'
