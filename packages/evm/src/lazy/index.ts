/**
 * @portico/evm/lazy — the EVM adapter whose code loads on use (light: no wagmi or viem until a
 * wallet is picked or a session comes back).
 *
 * @module @portico/evm/lazy
 */
export {
  type CreateLazyEvmAdapterParameters,
  type CreateLazyEvmAdapterReturnType,
  createLazyEvmAdapter,
} from './createLazyEvmAdapter'
