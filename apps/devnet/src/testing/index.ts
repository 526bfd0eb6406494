/** Test helpers: one devnet per vitest project, taken file by file with snapshot and revert. */

export {
  type BuildBitcoinPaymentParameters,
  type BuildBitcoinPaymentReturnType,
  buildBitcoinPayment,
} from './buildBitcoinPayment'
export {
  createDevnetGlobalSetup,
  type SharedDevnet,
  type SharedSolanaDevnet,
} from './devnetGlobalSetup'
export {
  rpcCall,
  type UsedDevnet,
  type UsedSolanaDevnet,
  useDevnet,
  useSolanaDevnet,
} from './useDevnet'
