/**
 * @portico/embedded-wallet — the wallet frame's keys and protocol, and the client that talks to
 * the frame.
 *
 * @module @portico/embedded-wallet
 */

export {
  type CreateEmbeddedWalletClientParameters,
  createEmbeddedWalletClient,
  type EmbeddedWalletClient,
  type EmbeddedWalletUser,
  toEip1193Provider,
} from './client/createEmbeddedWalletClient'
export {
  type CreateFrameChannelParameters,
  type CreateFrameChannelReturnType,
  createFrameChannel,
  type FrameChannel,
  type IncomingMessage,
} from './client/createFrameChannel'
export {
  type CreateEmbeddedApiParameters,
  createEmbeddedApi,
  type EmbeddedApi,
  type EmbeddedUser,
} from './frame/createEmbeddedApi'
export {
  type CreateFrameHostParameters,
  type CreateFrameHostReturnType,
  createFrameHost,
  type FrameHost,
  type HostMessageEvent,
} from './frame/createFrameHost'
export {
  type ApprovalRequest,
  type CreateFrameWalletParameters,
  createFrameWallet,
  type FrameStorage,
  type FrameWallet,
} from './frame/createFrameWallet'
export {
  type DeriveEmbeddedAccountsParameters,
  type DeriveEmbeddedAccountsReturnType,
  deriveEmbeddedAccounts,
  type EmbeddedSolanaAccount,
} from './keys/deriveEmbeddedAccounts'
export {
  type CreateWalletReturnType,
  combineShares,
  createWallet,
  type WalletShares,
} from './keys/splitWallet'
export {
  type AppEventType,
  type AppMessage,
  appEventTypes,
  appMessage,
  appPayloads,
  type FrameMessage,
  frameChannel,
  frameMessage,
  replyTypesOf,
} from './protocol/frameProtocol'
export { getSoladyAccountAddress } from './smartAccount/getSoladyAccountAddress'
export { getSoladyAccountSalt } from './smartAccount/getSoladyAccountSalt'
export {
  soladyAccountFactoryAddress,
  soladyAccountImplementationAddress,
} from './smartAccount/soladyAccountAddresses'
export {
  type ToEmbeddedSmartAccountParameters,
  type ToEmbeddedSmartAccountReturnType,
  toEmbeddedSmartAccount,
} from './smartAccount/toEmbeddedSmartAccount'
