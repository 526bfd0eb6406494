/**
 * @portico/evm — the EVM adapter on @wagmi/core and viem.
 *
 * @module @portico/evm
 */

export {
  type IsUserRejectionParameters,
  type IsUserRejectionReturnType,
  isUserRejection,
} from '@portico/core'
export {
  type CreateEvmAdapterOwnConfigParameters,
  type CreateEvmAdapterParameters,
  type CreateEvmAdapterReturnType,
  type CreateEvmAdapterWagmiConfigParameters,
  createEvmAdapter,
  type EvmAdapterStorage,
} from './createEvmAdapter'
export {
  type EmbeddedWalletConnectorParameters,
  embeddedWallet,
  embeddedWalletConnectorId,
} from './embedded/embeddedWallet'
export { EmbeddedWalletSignedOutError } from './embedded/errors'
export { ConnectionDeclinedError } from './errors'
export {
  type EstimateSendParameters,
  type EstimateSendReturnType,
  estimateSend,
} from './estimateSend'
export {
  type CreateLazyEvmAdapterParameters,
  type CreateLazyEvmAdapterReturnType,
  createLazyEvmAdapter,
} from './lazy/createLazyEvmAdapter'
export { type SendTokenParameters, type SendTokenReturnType, sendToken } from './sendToken'
export {
  type ToAdapterConnectorsParameters,
  type ToAdapterConnectorsReturnType,
  toAdapterConnectors,
  type WagmiConnectorLike,
} from './toAdapterConnectors'
export {
  type ToAdapterNetworkParameters,
  type ToAdapterNetworkReturnType,
  toAdapterNetwork,
} from './toAdapterNetwork'
export {
  type ToTransferRequestParameters,
  type ToTransferRequestReturnType,
  toTransferRequest,
} from './toTransferRequest'
export { type ToViemChainParameters, type ToViemChainReturnType, toViemChain } from './toViemChain'
export {
  type WaitForTransactionParameters,
  type WaitForTransactionReturnType,
  waitForTransaction,
} from './waitForTransaction'
export { ChainNotInSessionError, NoEvmAccountError } from './walletConnect/errors'
export {
  type WalletConnectAuthenticate,
  type WalletConnectConnectParameters,
  type WalletConnectParameters,
  walletConnect,
} from './walletConnect/walletConnect'
