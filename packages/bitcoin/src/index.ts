/**
 * @portico/bitcoin — the Bitcoin (`bip122`) adapter on Wallet Standard's Bitcoin features, an
 * Esplora client and @scure/btc-signer PSBTs.
 *
 * @module @portico/bitcoin
 */

export { BITCOIN_DUST_LIMIT } from './bitcoinDustLimit'
export {
  type BitcoinAddressPrefixes,
  type BitcoinNetwork,
  bitcoinMainnetPrefixes,
  bitcoinPrefixesOf,
  bitcoinReferences,
  bitcoinRegtestPrefixes,
  bitcoinTestnetPrefixes,
} from './bitcoinNetworks'
export {
  type BitcoinAdapter,
  type BitcoinAdapterStorage,
  type CreateBitcoinAdapterParameters,
  type CreateBitcoinAdapterReturnType,
  createBitcoinAdapter,
} from './createBitcoinAdapter'
export {
  AmountBelowDustError,
  BitcoinEsploraError,
  BitcoinNativeOnlyError,
  SignedTransactionMismatchError,
  UnsupportedAddressError,
} from './errors'
export {
  type CreateEsploraClientParameters,
  createEsploraClient,
  type EsploraClient,
} from './esplora/createEsploraClient'
export type { EsploraFetch } from './esplora/esploraRequest'
export type {
  EsploraAddressStats,
  EsploraFeeEstimates,
  EsploraTransaction,
  EsploraTxInput,
  EsploraTxOutput,
  EsploraTxoStats,
  EsploraTxStatus,
  EsploraUtxo,
} from './esplora/parseEsplora'
export {
  BITCOIN_FEE_TARGET_BLOCKS,
  BITCOIN_MIN_FEE_RATE,
  type FeeRateOfParameters,
  type FeeRateOfReturnType,
  feeRateOf,
} from './feeRateOf'
export {
  type IsWalletRejectionParameters,
  type IsWalletRejectionReturnType,
  isWalletRejection,
} from './isWalletRejection'
export {
  type ResolveBitcoinNetworkErrorType,
  type ResolveBitcoinNetworkParameters,
  type ResolveBitcoinNetworkReturnType,
  resolveBitcoinNetwork,
} from './resolveBitcoinNetwork'
export {
  isBitcoinWallet,
  type ToBitcoinConnectorsParameters,
  type ToBitcoinConnectorsReturnType,
  toBitcoinConnectors,
} from './toBitcoinConnectors'
export { BITCOIN_STATUS_POLL_MS } from './waitForBitcoinTransaction'
export {
  type WalletChainOfParameters,
  type WalletChainOfReturnType,
  walletChainOf,
} from './walletChainOf'
