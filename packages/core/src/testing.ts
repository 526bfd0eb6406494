// @portico/core/testing — fixtures for this repository's test suites, not the runtime API (a
// subpath with only the source condition: never built, never in the tarball).
export {
  type CreateMemoryAdapterParameters,
  createMemoryAdapter,
  type MemoryAdapter,
  MemoryDeclinedError,
  type MemoryWallet,
} from './client/createMemoryAdapter.test-helpers'
export { devnet2Network, devnetNetwork, solanaDevnetNetwork } from './client/networks.testing'
