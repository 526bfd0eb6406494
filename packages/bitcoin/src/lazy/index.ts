/**
 * @portico/bitcoin/lazy — the Bitcoin adapter loaded on use, listing Wallet Standard Bitcoin
 * wallets before its code loads.
 *
 * @module @portico/bitcoin/lazy
 */
export {
  type CreateLazyBitcoinAdapterParameters,
  type CreateLazyBitcoinAdapterReturnType,
  createLazyBitcoinAdapter,
} from './createLazyBitcoinAdapter'
