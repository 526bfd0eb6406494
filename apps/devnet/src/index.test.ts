import { expect, test } from 'vitest'
import * as chainsEntry from './chains'
import * as entry from './index'

test('public API (a change here is a change of contract)', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "DevnetChainNotSupportedError",
      "DevnetOptionsError",
      "DevnetSeedError",
      "DevnetStartError",
      "create2Deployer",
      "deployDevnetEns",
      "deployEns",
      "devIdentityUsers",
      "devnetChains",
      "devnetEnsGatewayKey",
      "devnetMnemonic",
      "devnetNativeCurrency",
      "devnetSeed",
      "devnetTokenAbi",
      "devnetTokens",
      "entryPointSalt",
      "getDevnetAccounts",
      "getDevnetContracts",
      "getDevnetDeployments",
      "getSolanaDevnetKeys",
      "loginAtDevIdentityProvider",
      "multicall3Abi",
      "multicall3Address",
      "seedDevnetChain",
      "solanaBannerLines",
      "solanaDevnet",
      "solanaDevnetSeed",
      "startAnvil",
      "startBundler",
      "startDevIdentityProvider",
      "startDevnet",
      "startSolanaDevnet",
      "uniswapV2FactoryAbi",
      "uniswapV2PairAbi",
      "uniswapV2RouterAbi",
      "unlistedDevnetChain",
      "weth9Abi",
    ]
  `)
  expect(Object.keys(chainsEntry).sort()).toMatchInlineSnapshot(`
    [
      "devnetChains",
      "devnetMnemonic",
      "devnetNativeCurrency",
      "solanaDevnet",
      "unlistedDevnetChain",
    ]
  `)
})
