import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { type Hex, keccak256 } from 'viem'

/** Bytecode of every contract the devnet deploys, read from committed and npm artifacts. */
export type DevnetBytecode = {
  /** Creation code of `contracts/DevnetToken.sol` (constructor args appended at deployment). */
  devnetToken: Hex
  /** Runtime code of `contracts/Multicall3.sol`, placed with `anvil_setCode`. */
  multicall3Runtime: Hex
  weth9: Hex
  uniswapV2Factory: Hex
  uniswapV2Router02: Hex
  /** keccak256 of the pair creation code; Router02's UniswapV2Library hard-codes the same hash. */
  uniswapV2PairInitCodeHash: Hex
  entryPoint: Hex
  simpleAccountFactory: Hex
  /** Creation code of `contracts/SoladyAccount.sol` (Solady's `ERC4337`, the accounts' implementation). */
  soladyAccount: Hex
  /** Creation code of Solady's `ERC4337Factory` (the implementation's address appended). */
  soladyAccountFactory: Hex
}

const require = createRequire(import.meta.url)
let cached: DevnetBytecode | undefined

function readJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
}

function hex(value: unknown, source: string): Hex {
  if (typeof value !== 'string' || !/^(0x)?[0-9a-fA-F]+$/.test(value))
    throw new Error(`No bytecode in ${source}`)
  return (value.startsWith('0x') ? value : `0x${value}`) as Hex
}

function fromPackage(path: string, field = 'bytecode'): Hex {
  return hex(readJson(require.resolve(path))[field], path)
}

function fromArtifacts(name: string, field: 'bytecode' | 'deployedBytecode'): Hex {
  const path = fileURLToPath(new URL(`../artifacts/${name}.json`, import.meta.url))
  return hex(readJson(path)[field], path)
}

/**
 * Reads (once) the bytecode the devnet deploys: our own compiled contracts from `artifacts/`,
 * Uniswap V2 from its npm build, EntryPoint v0.7 and SimpleAccountFactory from
 * `@account-abstraction/contracts`, and the embedded wallet's smart account (Solady's `ERC4337` and
 * `ERC4337Factory`, compiled from the `solady` package by `scripts/compile.ts`).
 *
 * @example
 * const { entryPoint } = readDevnetBytecode()
 */
export function readDevnetBytecode(): DevnetBytecode {
  cached ??= {
    devnetToken: fromArtifacts('DevnetToken', 'bytecode'),
    multicall3Runtime: fromArtifacts('Multicall3', 'deployedBytecode'),
    weth9: fromPackage('@uniswap/v2-periphery/build/WETH9.json'),
    uniswapV2Factory: fromPackage('@uniswap/v2-core/build/UniswapV2Factory.json'),
    uniswapV2Router02: fromPackage('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
    uniswapV2PairInitCodeHash: keccak256(fromPackage('@uniswap/v2-core/build/UniswapV2Pair.json')),
    entryPoint: fromPackage('@account-abstraction/contracts/artifacts/EntryPoint.json'),
    simpleAccountFactory: fromPackage(
      '@account-abstraction/contracts/artifacts/SimpleAccountFactory.json',
    ),
    soladyAccount: fromArtifacts('SoladyAccount', 'bytecode'),
    soladyAccountFactory: fromArtifacts('ERC4337Factory', 'bytecode'),
  }
  return cached
}
