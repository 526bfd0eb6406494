import {
  type Address,
  concat,
  encodeAbiParameters,
  encodePacked,
  getAddress,
  getContractAddress,
  type Hex,
  keccak256,
} from 'viem'
import { readDevnetBytecode } from './artifacts'
import { devnetSeed, devnetTokens } from './devnetSeed'
import { getDevnetAccounts } from './getDevnetAccounts'

/** The built-in CREATE2 deployer of anvil (Arachnid's deterministic deployment proxy). */
export const create2Deployer: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

/** Multicall3's address on every EVM chain; the devnet puts our runtime code there. */
export const multicall3Address: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** The salt the ERC-4337 team used for EntryPoint v0.7 through the CREATE2 deployer. */
export const entryPointSalt: Hex =
  '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'

const zeroSalt: Hex = `0x${'00'.repeat(32)}`

/** Addresses of the contracts seeded on a devnet chain (the same on every devnet chain). */
export type DevnetContracts = {
  pUSD: Address
  PTK: Address
  PTS: Address
  weth: Address
  uniswapV2Factory: Address
  uniswapV2Router: Address
  multicall3: Address
  entryPoint: Address
  simpleAccountFactory: Address
  /**
   * The implementation of the embedded wallet's smart accounts: Solady's `ERC4337`
   * (`contracts/SoladyAccount.sol` names only its EIP-712 domain; docs/decisions.md).
   */
  soladyAccount: Address
  /** Solady's `ERC4337Factory` for {@link DevnetContracts.soladyAccount} (viem's `toSoladySmartAccount`). */
  soladyAccountFactory: Address
  /** The Uniswap V2 pair contracts created by seeding. */
  pools: { PTK_pUSD: Address; WETH_pUSD: Address }
}

/** One CREATE2 deployment of the seed: `data` = salt ‖ init code, sent to {@link create2Deployer}. */
export type DevnetDeployment = { name: string; address: Address; salt: Hex; initCode: Hex }

function create2(salt: Hex, initCode: Hex): Address {
  return getContractAddress({ opcode: 'CREATE2', from: create2Deployer, salt, bytecode: initCode })
}

function pairAddress(factory: Address, pairInitCodeHash: Hex, a: Address, b: Address): Address {
  const [token0, token1] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
  return getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: pairInitCodeHash,
  })
}

/**
 * The CREATE2 deployments of the seed, in order, with the address each one lands at.
 *
 * @example
 * const [pUSD] = getDevnetDeployments() // { name: 'pUSD', address: '0x…', salt, initCode }
 */
export function getDevnetDeployments(): DevnetDeployment[] {
  deployments ??= computeDeployments()
  return deployments.map((deployment) => ({ ...deployment }))
}

let deployments: DevnetDeployment[] | undefined

function computeDeployments(): DevnetDeployment[] {
  const code = readDevnetBytecode()
  const deployer = getDevnetAccounts({ count: devnetSeed.deployerIndex + 1 })[
    devnetSeed.deployerIndex
  ]
  if (!deployer) throw new Error('Deployer account missing')
  const withArgs = (initCode: Hex, types: { type: string }[], values: unknown[]): Hex =>
    concat([initCode, encodeAbiParameters(types, values)])
  const tokens = Object.values(devnetTokens).map((token) => ({
    name: token.symbol,
    salt: zeroSalt,
    initCode: withArgs(
      code.devnetToken,
      [{ type: 'string' }, { type: 'string' }, { type: 'uint8' }],
      [token.name, token.symbol, token.decimals],
    ),
  }))
  const weth = create2(zeroSalt, code.weth9)
  const factoryInit = withArgs(code.uniswapV2Factory, [{ type: 'address' }], [deployer.address])
  const factory = create2(zeroSalt, factoryInit)
  const entryPoint = create2(entryPointSalt, code.entryPoint)
  const soladyAccount = create2(zeroSalt, code.soladyAccount)
  const list = [
    ...tokens,
    { name: 'weth', salt: zeroSalt, initCode: code.weth9 },
    { name: 'uniswapV2Factory', salt: zeroSalt, initCode: factoryInit },
    {
      name: 'uniswapV2Router',
      salt: zeroSalt,
      initCode: withArgs(
        code.uniswapV2Router02,
        [{ type: 'address' }, { type: 'address' }],
        [factory, weth],
      ),
    },
    { name: 'entryPoint', salt: entryPointSalt, initCode: code.entryPoint },
    {
      name: 'simpleAccountFactory',
      salt: zeroSalt,
      initCode: withArgs(code.simpleAccountFactory, [{ type: 'address' }], [entryPoint]),
    },
    { name: 'soladyAccount', salt: zeroSalt, initCode: code.soladyAccount },
    {
      name: 'soladyAccountFactory',
      salt: zeroSalt,
      initCode: withArgs(code.soladyAccountFactory, [{ type: 'address' }], [soladyAccount]),
    },
  ]
  return list.map((item) => ({ ...item, address: create2(item.salt, item.initCode) }))
}

/**
 * The addresses of every seeded contract. They are deterministic (CREATE2 with fixed salts), so
 * they are the same on every devnet chain and across restarts. EntryPoint v0.7 and
 * SimpleAccountFactory land at their official addresses.
 *
 * @example
 * const { entryPoint } = getDevnetContracts() // '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
 */
export function getDevnetContracts(): DevnetContracts {
  const byName = Object.fromEntries(getDevnetDeployments().map((d) => [d.name, d.address]))
  const at = (name: string): Address => {
    const address = byName[name]
    if (!address) throw new Error(`No deployment named ${name}`)
    return getAddress(address)
  }
  const { uniswapV2PairInitCodeHash } = readDevnetBytecode()
  const factory = at('uniswapV2Factory')
  return {
    pUSD: at('pUSD'),
    PTK: at('PTK'),
    PTS: at('PTS'),
    weth: at('weth'),
    uniswapV2Factory: factory,
    uniswapV2Router: at('uniswapV2Router'),
    multicall3: multicall3Address,
    entryPoint: at('entryPoint'),
    simpleAccountFactory: at('simpleAccountFactory'),
    soladyAccount: at('soladyAccount'),
    soladyAccountFactory: at('soladyAccountFactory'),
    pools: {
      PTK_pUSD: pairAddress(factory, uniswapV2PairInitCodeHash, at('PTK'), at('pUSD')),
      WETH_pUSD: pairAddress(factory, uniswapV2PairInitCodeHash, at('weth'), at('pUSD')),
    },
  }
}
