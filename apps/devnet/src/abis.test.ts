import { readFileSync } from 'node:fs'
import { toFunctionSelector } from 'viem'
import { describe, expect, test } from 'vitest'
import { devnetTokenAbi, multicall3Abi } from './abis'

type AbiItem = { type: string; name?: string; inputs?: { type: string; components?: unknown }[] }

function selectors(abi: readonly unknown[]): string[] {
  return (abi as AbiItem[])
    .filter((item) => item.type === 'function')
    .map((item) => toFunctionSelector(item as unknown as Parameters<typeof toFunctionSelector>[0]))
    .sort()
}

function artifactAbi(name: string): unknown[] {
  const path = new URL(`../artifacts/${name}.json`, import.meta.url)
  return (JSON.parse(readFileSync(path, 'utf8')) as { abi: unknown[] }).abi
}

describe('ABIs agree with the compiled artifacts', () => {
  test('Multicall3: the same functions as the compiled contract', () => {
    expect(selectors(multicall3Abi)).toEqual(selectors(artifactAbi('Multicall3')))
  })

  test('DevnetToken: the same functions as the compiled contract', () => {
    expect(selectors(devnetTokenAbi)).toEqual(selectors(artifactAbi('DevnetToken')))
  })

  test('Multicall3 carries the canonical selectors viem relies on', () => {
    expect(selectors(multicall3Abi)).toEqual(
      expect.arrayContaining([
        toFunctionSelector('aggregate3((address,bool,bytes)[])'),
        toFunctionSelector('getEthBalance(address)'),
        toFunctionSelector('aggregate((address,bytes)[])'),
        toFunctionSelector('tryAggregate(bool,(address,bytes)[])'),
        toFunctionSelector('getBlockNumber()'),
      ]),
    )
  })
})
