import { readFileSync } from 'node:fs'
import { getContractAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { readDevnetBytecode } from './artifacts'
import {
  create2Deployer,
  entryPointSalt,
  getDevnetContracts,
  getDevnetDeployments,
  multicall3Address,
} from './getDevnetContracts'

describe('getDevnetContracts', () => {
  test('EntryPoint v0.7 and SimpleAccountFactory land at their official addresses', () => {
    const contracts = getDevnetContracts()
    expect(contracts.entryPoint).toBe('0x0000000071727De22E5E9d8BAf0edAc6f37da032')
    expect(contracts.simpleAccountFactory).toBe('0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985')
    expect(contracts.multicall3).toBe(multicall3Address)
  })

  test('is deterministic', () => {
    expect(getDevnetContracts()).toEqual(getDevnetContracts())
    expect(getDevnetDeployments()).toEqual(getDevnetDeployments())
  })

  test('every deployment address is CREATE2(deployer, salt, init code)', () => {
    for (const deployment of getDevnetDeployments()) {
      const address = getContractAddress({
        opcode: 'CREATE2',
        from: create2Deployer,
        salt: deployment.salt,
        bytecode: deployment.initCode,
      })
      expect(deployment.address).toBe(address)
    }
    const entryPoint = getDevnetDeployments().find((d) => d.name === 'entryPoint')
    expect(entryPoint?.salt).toBe(entryPointSalt)
  })

  test('addresses are distinct', () => {
    const { pools, ...rest } = getDevnetContracts()
    const all = [...Object.values(rest), ...Object.values(pools)]
    expect(new Set(all).size).toBe(all.length)
  })

  test("Router02's hard-coded pair init code hash is the pair bytecode's hash", () => {
    const { uniswapV2PairInitCodeHash, uniswapV2Router02 } = readDevnetBytecode()
    expect(uniswapV2Router02.toLowerCase()).toContain(uniswapV2PairInitCodeHash.slice(2))
  })

  test('the README lists the current addresses', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
    const { pools, ...rest } = getDevnetContracts()
    for (const address of [...Object.values(rest), ...Object.values(pools)])
      expect(readme).toContain(address)
  })
})
