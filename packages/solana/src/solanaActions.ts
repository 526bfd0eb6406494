// Internal: everything that needs @solana/kit and the program clients (RPC, transaction
// building, simulation, base58). `createSolanaAdapter` loads this module with `import()` the first
// time it reads the chain or asks the wallet to sign, so a page's first load carries none of it.
export { buildTransferInstructions } from './buildTransferInstructions'
export { createSolanaClient } from './createSolanaClient'
export { prepareTransaction } from './prepareTransaction'
export { sendWithWallet, transactionVersionFor } from './sendWithWallet'
export { signMessageWithWallet } from './signMessageWithWallet'
export { signTransactionsWithWallet } from './signTransactionsWithWallet'
export { waitForSignature } from './waitForSignature'
