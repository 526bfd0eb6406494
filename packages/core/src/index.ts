// @portico/core — public API. Re-exports by name; one section per area.

// errors
export { BaseError, type BaseErrorParameters } from './errors/base'

// adapter (types only)
export type {
  AdapterAccount,
  AdapterCaipNetworkId,
  AdapterConnectParameters,
  AdapterConnectReturnType,
  AdapterConnector,
  AdapterGetBalanceParameters,
  AdapterGetBalanceReturnType,
  AdapterNetwork,
  AdapterSendTransactionParameters,
  AdapterSendTransactionReturnType,
  AdapterSignMessageParameters,
  AdapterSignMessageReturnType,
  AdapterSwitchNetworkParameters,
  ChainAdapter,
  ChainNamespace,
} from './adapter'
