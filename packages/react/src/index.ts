/**
 * @portico/react — provider, connect button, modal, hooks.
 *
 * @module @portico/react
 */
'use client'

export { ConnectButton, type ConnectButtonProps } from './ConnectButton'
export type {
  ConnectButtonAccount,
  ConnectButtonAccountDetails,
  ConnectButtonChain,
  ConnectButtonCustomProps,
  ConnectButtonRenderProps,
} from './ConnectButtonCustom'
export {
  type ConfigParameter,
  type UsePorticoConfigParameters,
  type UsePorticoConfigReturnType,
  usePorticoConfig,
} from './context'
export {
  type BalanceState,
  type CreatePorticoConfigParameters,
  createPorticoConfig,
  type LocaleState,
  type PorticoConfig,
} from './createPorticoConfig'
export { type LocaleFormat, localeFormat } from './format/localeFormat'
export {
  type UseAccountsParameters,
  type UseAccountsReturnType,
  useAccounts,
} from './hooks/useAccounts'
export {
  type UseBalanceParameters,
  type UseBalanceReturnType,
  useBalance,
} from './hooks/useBalance'
export {
  type UseConnectParameters,
  type UseConnectReturnType,
  useConnect,
} from './hooks/useConnect'
export {
  type UseConnectorsParameters,
  type UseConnectorsReturnType,
  useConnectors,
} from './hooks/useConnectors'
export {
  type UseDisconnectParameters,
  type UseDisconnectReturnType,
  useDisconnect,
} from './hooks/useDisconnect'
export type { MutationStatus, UseMutationResult } from './hooks/useMutation'
export { type UsePorticoReturnType, usePortico } from './hooks/usePortico'
export {
  type BitcoinAccount,
  type BitcoinAddress,
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
export {
  type UseSendTransactionParameters,
  type UseSendTransactionReturnType,
  useSendTransaction,
} from './hooks/useSendTransaction'
export {
  type UseSessionsParameters,
  type UseSessionsReturnType,
  useSessions,
} from './hooks/useSessions'
export {
  type UseSignInParameters,
  type UseSignInReturnType,
  useSignIn,
} from './hooks/useSignIn'
export {
  type UseSignMessageParameters,
  type UseSignMessageReturnType,
  useSignMessage,
} from './hooks/useSignMessage'
export {
  type UseSwitchNetworkParameters,
  type UseSwitchNetworkReturnType,
  useSwitchNetwork,
} from './hooks/useSwitchNetwork'
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
export { type UseStoreParameters, type UseStoreReturnType, useStore } from './useStore'
