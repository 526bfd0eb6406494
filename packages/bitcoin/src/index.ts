export {
  type BitcoinNetwork,
  type BitcoinNetworkParams,
  bitcoinChainReferences,
  bitcoinMainnetParams,
  bitcoinParamsOf,
  bitcoinRegtestParams,
  bitcoinTestnetParams,
} from './bitcoinNetworks'
