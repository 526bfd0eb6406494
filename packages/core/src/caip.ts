/**
 * @portico/core/caip — CAIP-2 network ids and CAIP-10 account ids: parse, format, check.
 *
 * @module @portico/core/caip
 */

export {
  type BitcoinAddressPrefixes,
  bitcoinMainnetPrefixes,
  bitcoinPrefixesOf,
  bitcoinReferences,
  bitcoinRegtestPrefixes,
  bitcoinTestnetPrefixes,
} from './caip/bitcoinNetworks'
export {
  type FormatCaipAddressErrorType,
  type FormatCaipAddressParameters,
  type FormatCaipAddressReturnType,
  formatCaipAddress,
} from './caip/formatCaipAddress'
export {
  type FormatCaipNetworkIdErrorType,
  type FormatCaipNetworkIdParameters,
  type FormatCaipNetworkIdReturnType,
  formatCaipNetworkId,
} from './caip/formatCaipNetworkId'
export { isCaipAddress } from './caip/isCaipAddress'
export { isCaipNetworkId } from './caip/isCaipNetworkId'
export { isChainNamespace } from './caip/isChainNamespace'
export { type CaipAddress, type CaipNetworkId, knownNamespaces } from './caip/knownNamespaces'
export {
  type ParseCaipAddressErrorType,
  type ParseCaipAddressReturnType,
  parseCaipAddress,
} from './caip/parseCaipAddress'
export {
  type ParseCaipNetworkIdErrorType,
  type ParseCaipNetworkIdOptions,
  type ParseCaipNetworkIdReturnType,
  parseCaipNetworkId,
} from './caip/parseCaipNetworkId'
export { legacySolanaReferences, solanaReferences } from './caip/solanaNetworks'
export { type SplitCaipAddressReturnType, splitCaipAddress } from './caip/splitCaipAddress'
export { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './errors/caip'
