// @portico/evm — public API.
export {
  type CreateEvmAdapterParameters,
  type CreateEvmAdapterReturnType,
  createEvmAdapter,
  type EvmAdapterStorage,
} from './createEvmAdapter'
export { ConnectionDeclinedError } from './errors'
export {
  type IsUserRejectionParameters,
  type IsUserRejectionReturnType,
  isUserRejection,
} from './isUserRejection'
export {
  type ToAdapterConnectorsParameters,
  type ToAdapterConnectorsReturnType,
  toAdapterConnectors,
  type WagmiConnectorLike,
} from './toAdapterConnectors'
export { type ToViemChainParameters, type ToViemChainReturnType, toViemChain } from './toViemChain'
