// @portico/test-wallet — the node-side build API (the extension itself is built into dist/).
export {
  type BuildWalletParameters,
  type BuildWalletReturnType,
  buildConfigFile,
  buildWallet,
  walletRoot,
} from './build/buildWallet'
export {
  type ParseWalletRpcUrlsParameters,
  type ParseWalletRpcUrlsReturnType,
  parseWalletRpcUrls,
} from './build/parseWalletRpcUrls'
export {
  type ParseWalletSolanaRpcUrlsParameters,
  type ParseWalletSolanaRpcUrlsReturnType,
  parseWalletSolanaRpcUrls,
} from './build/parseWalletSolanaRpcUrls'
export {
  type ResolveWalletConfigParameters,
  type ResolveWalletConfigReturnType,
  resolveWalletConfig,
} from './build/resolveWalletConfig'
export { type ControlMessage, controlChannel, pageChannel } from './messages'
export { bitcoinWalletName } from './page/walletInfo'
export type { SolanaWalletChain, WalletChain, WalletConfig } from './walletConfig'
