export {
  devnetTokenAbi,
  multicall3Abi,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV2RouterAbi,
  weth9Abi,
} from './abis'
export { bitcoinBannerLines } from './bitcoin/bitcoinBannerLines'
export { type BitcoinDevnetKey, getBitcoinDevnetKeys } from './bitcoin/getBitcoinDevnetKeys'
export {
  type StartBitcoinDevnetParameters,
  type StartBitcoinDevnetReturnType,
  startBitcoinDevnet,
} from './bitcoin/startBitcoinDevnet'
export {
  type StartBundlerParameters,
  type StartBundlerReturnType,
  startBundler,
} from './bundler/startBundler'
export {
  type BitcoinDevnetChain,
  bitcoinDevnet,
  type DevnetChain,
  devnetChains,
  devnetFarcasterCustodyIndex,
  devnetMnemonic,
  devnetNativeCurrency,
  type SolanaDevnetChain,
  solanaDevnet,
  unlistedDevnetChain,
} from './chains'
export { type DevnetTokenSymbol, devnetSeed, devnetTokens } from './devnetSeed'
export {
  type AddDevnetEnsGatewayParameters,
  addDevnetEnsGateway,
  type DeployDevnetEnsParameters,
  deployDevnetEns,
  devnetEnsGatewayKey,
  devnetEnsName,
} from './ens/deployDevnetEns'
export {
  type AddEnsGatewayParameters,
  addEnsGateway,
  type DeployEnsParameters,
  type DeployEnsReturnType,
  deployEns,
  type EnsEthName,
  type EnsReverseRecord,
  ensReverseName,
} from './ens/deployEns'
export {
  DevnetChainNotSupportedError,
  DevnetOptionsError,
  DevnetSeedError,
  DevnetStartError,
} from './errors'
export {
  deployDevnetFarcaster,
  deployFarcasterIdRegistry,
  farcasterIdRegistryAbi,
  farcasterIdRegistryAddress,
  registerFarcasterId,
} from './farcaster/deployFarcasterIdRegistry'
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
export { type DevIdentityUser, devIdentityUsers } from './identity/devIdentityUsers'
export {
  type LoginAtDevIdentityProviderParameters,
  loginAtDevIdentityProvider,
} from './identity/loginAtDevIdentityProvider'
export {
  type StartDevIdentityProviderParameters,
  type StartDevIdentityProviderReturnType,
  startDevIdentityProvider,
} from './identity/startDevIdentityProvider'
export {
  type SeedDevnetChainParameters,
  type SeedDevnetChainReturnType,
  seedDevnetChain,
} from './seedDevnetChain'
export {
  type GetSolanaDevnetKeysReturnType,
  getSolanaDevnetKeys,
  type SolanaDevnetKey,
} from './solana/getSolanaDevnetKeys'
export { solanaBannerLines } from './solana/solanaBannerLines'
export { type SolanaDevnetTokenSymbol, solanaDevnetSeed } from './solana/solanaDevnetSeed'
export {
  type StartSolanaDevnetParameters,
  type StartSolanaDevnetReturnType,
  startSolanaDevnet,
} from './solana/startSolanaDevnet'
export {
  type StartAnvilParameters,
  type StartAnvilReturnType,
  startAnvil,
} from './startAnvil'
export {
  type RunningDevnetChain,
  type StartDevnetParameters,
  type StartDevnetReturnType,
  startDevnet,
} from './startDevnet'
