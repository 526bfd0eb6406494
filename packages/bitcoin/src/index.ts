/**
 * @portico/bitcoin — the Bitcoin (`bip122`) adapter on Wallet Standard's Bitcoin features, an
 * Esplora client and @scure/btc-signer PSBTs.
 *
 * @module @portico/bitcoin
 */

export {
  type BitcoinNetwork,
  type BitcoinNetworkParams,
  bitcoinChainReferences,
  bitcoinMainnetParams,
  bitcoinParamsOf,
  bitcoinRegtestParams,
  bitcoinTestnetParams,
} from './bitcoinNetworks'
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
