import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devnetNativeCurrency, devnetTokens, getDevnetContracts } from '@portico/devnet'
import { describe, expect, test } from 'vitest'
import { devnetTokenListsPath, loadTokenLists } from './loadTokenLists'

describe('loadTokenLists', () => {
  test('the built-in lists cover well-known real networks with checksummed addresses', () => {
    const lists = loadTokenLists()
    expect(Object.keys(lists).sort()).toEqual([
      'eip155:1',
      'eip155:10',
      'eip155:137',
      'eip155:42161',
      'eip155:8453',
    ])
    const mainnet = lists['eip155:1']
    expect(mainnet?.tokens.find((token) => token.symbol === 'USDC')).toEqual({
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
    })
    expect(mainnet?.prices?.factory).toBe('0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f')
  })

  test('the devnet file matches what @portico/devnet deploys', () => {
    const contracts = getDevnetContracts()
    const lists = loadTokenLists({ value: devnetTokenListsPath })
    for (const chainId of ['eip155:31337', 'eip155:31338', 'eip155:31339']) {
      expect(lists[chainId]).toEqual({
        nativeCurrency: devnetNativeCurrency,
        tokens: [
          { address: contracts.pUSD, ...devnetTokens.pUSD },
          { address: contracts.PTK, ...devnetTokens.PTK },
          { address: contracts.PTS, ...devnetTokens.PTS },
          { address: contracts.weth, name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 },
        ],
        prices: {
          source: 'uniswapV2',
          factory: contracts.uniswapV2Factory,
          usdToken: contracts.pUSD,
          wrappedNative: contracts.weth,
        },
        swaps: {
          source: 'uniswapV2',
          router: contracts.uniswapV2Router,
          wrappedNative: contracts.weth,
          routeTokens: [contracts.pUSD],
        },
      })
    }
    // The built-in chains stay.
    expect(lists['eip155:1']).toBeDefined()
  })

  test('inline JSON replaces a chain; lowercase addresses are checksummed', () => {
    const lists = loadTokenLists({
      value: JSON.stringify({
        'eip155:1': {
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          tokens: [
            {
              address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
              name: 'USD Coin',
              symbol: 'USDC',
              decimals: 6,
            },
          ],
        },
      }),
    })
    expect(lists['eip155:1']?.tokens.map((token) => token.address)).toEqual([
      '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    ])
    expect(lists['eip155:1']?.prices).toBeUndefined()
  })

  test('bad data is refused with where and why', () => {
    const native = { name: 'Ether', symbol: 'ETH', decimals: 18 }
    const token = { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', name: 'U', symbol: 'U' }
    const inline = (value: unknown) => () => loadTokenLists({ value: JSON.stringify(value) })
    expect(() => loadTokenLists({ value: '{nope' })).toThrow('the inline JSON is not valid JSON')
    expect(() => loadTokenLists({ value: '/nowhere/tokens.json' })).toThrow(
      'names a file that cannot be read (/nowhere/tokens.json)',
    )
    expect(inline({ 'eip155:01': { nativeCurrency: native, tokens: [] } })).toThrow(
      'the inline JSON at eip155:01: must be a CAIP-2 network id',
    )
    expect(
      inline({
        'eip155:1': {
          nativeCurrency: native,
          tokens: [
            { ...token, address: '0xa0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', decimals: 6 },
          ],
        },
      }),
    ).toThrow('at eip155:1.tokens.0.address: must be a 0x EVM address (EIP-55 when mixed case)')
    expect(
      inline({ 'eip155:1': { nativeCurrency: native, tokens: [{ ...token, decimals: 256 }] } }),
    ).toThrow('at eip155:1.tokens.0.decimals')
    expect(
      inline({
        'eip155:1': {
          nativeCurrency: native,
          tokens: [{ ...token, decimals: 6 }],
          prices: {
            source: 'uniswapV2',
            factory: token.address,
            usdToken: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
          },
        },
      }),
    ).toThrow('at eip155:1.prices.usdToken: must be one of the chain tokens')
    const folder = mkdtempSync(join(tmpdir(), 'portico-tokens-'))
    writeFileSync(join(folder, 'lists.json'), '[]')
    expect(() => loadTokenLists({ value: join(folder, 'lists.json') })).toThrow(
      `${join(folder, 'lists.json')} at (root)`,
    )
  })
})
