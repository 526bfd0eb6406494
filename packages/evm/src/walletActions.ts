// Internal: the wagmi actions that only run after the user acts (connect, sign, send, switch,
// balance). `createEvmAdapter` loads this module with `import()` so their viem code (transaction
// preparation, serializers, signing) stays out of the page's first load.
export {
  connect,
  getBalance,
  sendTransaction,
  signMessage,
  signTypedData,
  switchChain,
} from '@wagmi/core'
export { disconnectWallets, switchWallet } from './connections'
export { selectAccount } from './selectAccount'
