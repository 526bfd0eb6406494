export {
  devnetTokenAbi,
  multicall3Abi,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV2RouterAbi,
  weth9Abi,
} from './abis'
export {
  type DevnetChain,
  devnetChains,
  devnetMnemonic,
  devnetNativeCurrency,
  unlistedDevnetChain,
} from './chains'
export { type DevnetTokenSymbol, devnetSeed, devnetTokens } from './devnetSeed'
export {
  DevnetChainNotSupportedError,
  DevnetOptionsError,
  DevnetSeedError,
  DevnetStartError,
} from './errors'
export {
  type DevnetAccount,
  type GetDevnetAccountsParameters,
  type GetDevnetAccountsReturnType,
  getDevnetAccounts,
} from './getDevnetAccounts'
export {
  create2Deployer,
  type DevnetContracts,
  type DevnetDeployment,
  entryPointSalt,
  getDevnetContracts,
  getDevnetDeployments,
  multicall3Address,
} from './getDevnetContracts'
export {
  type SeedDevnetChainParameters,
  type SeedDevnetChainReturnType,
  seedDevnetChain,
} from './seedDevnetChain'
export {
  type RunningDevnetChain,
  type StartDevnetParameters,
  type StartDevnetReturnType,
  startDevnet,
} from './startDevnet'
