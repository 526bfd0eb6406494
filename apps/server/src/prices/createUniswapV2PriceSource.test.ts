import {
  devnetTokenAbi,
  getDevnetAccounts,
  getDevnetContracts,
  uniswapV2PairAbi,
  uniswapV2RouterAbi,
} from '@portico/devnet'
import { createWalletClient, defineChain, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { holdDevnet } from '../../test/holdDevnet'
import { type ChainClients, createChainClients } from '../balances/createChainClients'
import { devnetTokenListsPath, loadTokenLists } from '../balances/loadTokenLists'
import type { TokenLists } from '../balances/tokenListSchema'
import { createUniswapV2PriceSource } from './createUniswapV2PriceSource'
import type { PriceSource } from './priceSource'
import { ratioToNumber } from './ratioToNumber'

// The project's devnet, chain 31338: this file swaps and adds pools, so it holds the devnet (one
// such file at a time, reverted after). The price tests of other files read 31337's pools.
holdDevnet([31338])
const chainId = 'eip155:31338'
const rpcUrl = inject('rpcUrlByChain')[chainId] as string
const contracts = getDevnetContracts()
let clients: ChainClients
let tokenLists: TokenLists
let source: PriceSource

const price = async (address: `0x${string}` | 'native', decimals?: number) => {
  const [result] = await source.getUsdPrices({
    caipNetworkId: chainId,
    tokens: [{ address, decimals }],
  })
  return result === undefined ? undefined : ratioToNumber(result)
}

beforeAll(async () => {
  tokenLists = loadTokenLists({ value: devnetTokenListsPath })
  clients = createChainClients({
    rpcUpstreams: [{ caipNetworkId: chainId, url: rpcUrl }],
    tokenLists,
    timeoutMs: 10_000,
  })
  source = createUniswapV2PriceSource({ chainClients: clients, tokenLists })
})

function wallet() {
  const account = privateKeyToAccount(getDevnetAccounts({ count: 4 })[3]?.privateKey ?? '0x')
  return createWalletClient({
    account,
    chain: defineChain({
      id: 31338,
      name: 'Portico Devnet 2',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }),
    transport: http(rpcUrl),
  })
}

describe('createUniswapV2PriceSource on the seeded devnet', () => {
  test('WETH and the native currency = 3000, PTK = 2.5, pUSD = 1: the pools of the seed', async () => {
    expect(await price(contracts.weth)).toBe(3000)
    expect(await price('native')).toBe(3000)
    expect(await price(contracts.PTK)).toBe(2.5)
    expect(await price(contracts.pUSD)).toBe(1)
  })

  test('a token without a pool, an unknown token and an unknown chain have no price', async () => {
    expect(await price(contracts.PTS)).toBeUndefined()
    expect(await price('0x000000000000000000000000000000000000dEaD')).toBeUndefined()
    const other = await source.getUsdPrices({
      caipNetworkId: 'eip155:1',
      tokens: [{ address: 'native' }],
    })
    expect(other).toEqual([undefined])
  })

  test('after a swap the price is what the new reserves say, exactly', async () => {
    const client = clients.get(chainId)
    if (client === undefined) throw new Error('no chain')
    const before = await price(contracts.PTK)
    const walletClient = wallet()
    const amountIn = parseEther('5000')
    await client.waitForTransactionReceipt({
      hash: await walletClient.writeContract({
        address: contracts.PTK,
        abi: devnetTokenAbi,
        functionName: 'approve',
        args: [contracts.uniswapV2Router, amountIn],
      }),
    })
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 600)
    const receipt = await client.waitForTransactionReceipt({
      hash: await walletClient.writeContract({
        address: contracts.uniswapV2Router,
        abi: uniswapV2RouterAbi,
        functionName: 'swapExactTokensForTokens',
        args: [
          amountIn,
          0n,
          [contracts.PTK, contracts.pUSD],
          walletClient.account.address,
          deadline,
        ],
        gas: 300_000n,
      }),
    })
    expect(receipt.status).toBe('success')

    const [reserve0, reserve1] = await client.readContract({
      address: contracts.pools.PTK_pUSD,
      abi: uniswapV2PairAbi,
      functionName: 'getReserves',
    })
    const ptkIsToken0 = contracts.PTK.toLowerCase() < contracts.pUSD.toLowerCase()
    const [reservePtk, reserveUsd] = ptkIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0]
    const expected = ratioToNumber({
      numerator: reserveUsd * 10n ** 18n,
      denominator: reservePtk * 10n ** 6n,
    })
    const after = await price(contracts.PTK)
    expect(after).toBe(expected)
    expect(after).toBeLessThan(before ?? 0)
  })

  test('a token paired only with WETH is priced through it, decimals handled (PTS, 0 decimals)', async () => {
    const client = clients.get(chainId)
    if (client === undefined) throw new Error('no chain')
    const walletClient = wallet()
    // 1000 PTS : 1 ETH → 1 PTS = 0.001 ETH = 3 USD.
    await client.waitForTransactionReceipt({
      hash: await walletClient.writeContract({
        address: contracts.PTS,
        abi: devnetTokenAbi,
        functionName: 'approve',
        args: [contracts.uniswapV2Router, 1000n],
      }),
    })
    const receipt = await client.waitForTransactionReceipt({
      hash: await walletClient.writeContract({
        address: contracts.uniswapV2Router,
        abi: uniswapV2RouterAbi,
        functionName: 'addLiquidityETH',
        args: [
          contracts.PTS,
          1000n,
          1000n,
          parseEther('1'),
          walletClient.account.address,
          2n ** 40n,
        ],
        value: parseEther('1'),
        gas: 5_000_000n,
      }),
    })
    expect(receipt.status).toBe('success')
    expect(await price(contracts.PTS)).toBe(3)
  })

  test('a token outside the list is priced when the caller gives its decimals', async () => {
    const listed = tokenLists[chainId]
    const unlisted: TokenLists = {
      [chainId]: {
        ...(listed as NonNullable<typeof listed>),
        tokens: (listed?.tokens ?? []).filter((token) => token.symbol !== 'PTS'),
      },
    }
    const narrow = createUniswapV2PriceSource({ chainClients: clients, tokenLists: unlisted })
    const query = { caipNetworkId: chainId }
    expect(await narrow.getUsdPrices({ ...query, tokens: [{ address: contracts.PTS }] })).toEqual([
      undefined,
    ])
    const [given] = await narrow.getUsdPrices({
      ...query,
      tokens: [{ address: contracts.PTS, decimals: 0 }],
    })
    expect(given === undefined ? undefined : ratioToNumber(given)).toBe(3)
  })
})
