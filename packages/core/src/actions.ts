/**
 * @portico/core/actions — one function per operation, each taking the client and resolving or
 * rejecting with a typed error (wagmi's shape).
 *
 * @module @portico/core/actions
 */

export {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from './actions/connect'
export {
  type DisconnectErrorType,
  type DisconnectParameters,
  type DisconnectReturnType,
  disconnect,
} from './actions/disconnect'
export {
  type GetAccountErrorType,
  type GetAccountParameters,
  type GetAccountReturnType,
  getAccount,
} from './actions/getAccount'
export {
  type GetBalanceErrorType,
  type GetBalanceParameters,
  type GetBalanceReturnType,
  getBalance,
} from './actions/getBalance'
export {
  type GetSiwxTokenErrorType,
  type GetSiwxTokenParameters,
  type GetSiwxTokenReturnType,
  getSiwxToken,
} from './actions/getSiwxToken'
export {
  type SendTransactionErrorType,
  type SendTransactionParameters,
  type SendTransactionReturnType,
  sendTransaction,
} from './actions/sendTransaction'
export {
  type SignInErrorType,
  type SignInParameters,
  type SignInReturnType,
  signIn,
} from './actions/signIn'
export {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from './actions/signMessage'
export {
  type SwitchAccountClient,
  type SwitchAccountErrorType,
  type SwitchAccountParameters,
  type SwitchAccountReturnType,
  switchAccount,
} from './actions/switchAccount'
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from './actions/switchNetwork'
export {
  type WatchAccountErrorType,
  type WatchAccountParameters,
  type WatchAccountReturnType,
  watchAccount,
} from './actions/watchAccount'
