import { getSolanaDevnetKeys, solanaDevnet, solanaDevnetSeed } from '@portico/devnet'
import { describe, expect, test } from 'vitest'
import { devnetTokenListsPath, loadTokenLists } from '../balances/loadTokenLists'
import { loadSolanaTokenLists } from './loadSolanaTokenLists'

describe('loadSolanaTokenLists', () => {
  test('the devnet file matches the local Solana chain; the EVM lists leave it out', () => {
    const { mints } = getSolanaDevnetKeys()
    const { pUSD, PTK } = solanaDevnetSeed.tokens
    expect(loadSolanaTokenLists({ value: devnetTokenListsPath })).toEqual({
      [solanaDevnet.caipNetworkId]: {
        nativeCurrency: solanaDevnet.nativeCurrency,
        tokens: [
          { address: mints.pUSD.address, name: pUSD.name, symbol: pUSD.symbol, decimals: 6 },
          { address: mints.PTK.address, name: PTK.name, symbol: PTK.symbol, decimals: 9 },
        ],
      },
    })
    const evm = Object.keys(loadTokenLists({ value: devnetTokenListsPath }))
    expect(evm).toContain('eip155:31337')
    expect(evm.filter((key) => key.startsWith('solana:'))).toEqual([])
    expect(loadSolanaTokenLists()).toEqual({})
  })

  test('bad Solana lists are refused with where and why', () => {
    const native = { name: 'Solana', symbol: 'SOL', decimals: 9 }
    const inline = (value: unknown) => () => loadSolanaTokenLists({ value: JSON.stringify(value) })
    expect(inline({ 'solana:nope': { nativeCurrency: native, tokens: [] } })).toThrow(
      'the inline JSON at solana:nope: must be a solana CAIP-2 id',
    )
    const token = { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', name: 'U', symbol: 'U' }
    expect(
      inline({
        [solanaDevnet.caipNetworkId]: {
          nativeCurrency: native,
          tokens: [{ ...token, decimals: 6 }],
        },
      }),
    ).toThrow(
      `at ${solanaDevnet.caipNetworkId}.tokens.0.address: must be a base58 Solana mint address`,
    )
  })
})
