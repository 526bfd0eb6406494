import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { devnetTokenListsPath } from '../src/balances/loadTokenLists'
import type { CreateServerReturnType } from '../src/createServer'
import { nativeTokenAddress } from '../src/prices/fungiblePriceRoute'
import { parseUsdPriceTable } from '../src/prices/parseUsdPriceTable'
import { ratioToNumber } from '../src/prices/ratioToNumber'
import { solanaNativeTokenAddress } from '../src/solana/getSolanaPrices'
import { contracts } from './devnetFunds'
import { startTestServer } from './startTestServer'

// POST /v1/fungible/price for solana: CAIP-10 ids, from the price source Solana balances use (the
// fixed USD table: the devnet defaults with PORTICO_USD_PRICES laid over them).
const solana = inject('solana')
const chainId = solana.caipNetworkId
const usdPrices = `${chainId}:${solana.mints.PTK}=0.25`
const table = parseUsdPriceTable({ value: usdPrices })
const priceOf = (key: string) =>
  ratioToNumber(table.get(`${chainId}:${key}`) ?? { numerator: 0n, denominator: 1n })
const notServed = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
type Fungible = { name: string; symbol: string; iconUrl: string; price: number; address: string }

let server: CreateServerReturnType
beforeAll(async () => {
  server = await startTestServer({
    PORTICO_RPC_URLS: `${inject('rpcUrls')},${chainId}=${solana.rpcUrl}`,
    PORTICO_TOKEN_LISTS: devnetTokenListsPath,
    PORTICO_USD_PRICES: usdPrices,
  })
})
afterAll(async () => {
  await server.close()
})

const prices = async (addresses: string[]) => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/v1/fungible/price',
    payload: { currency: 'usd', addresses, projectId: 'portico-local' },
  })
  expect(response.statusCode).toBe(200)
  return (response.json() as { fungibles: Fungible[] }).fungibles
}

describe('POST /v1/fungible/price on a solana: chain', () => {
  test('SOL, pUSD and a configured price, mixed with EVM tokens, in the order asked', async () => {
    const sol = `${chainId}:${solanaNativeTokenAddress}`
    const pUSD = `${chainId}:${solana.mints.pUSD}`
    const PTK = `${chainId}:${solana.mints.PTK}`
    const evmPUSD = `eip155:31337:${contracts.pUSD}`
    const fungibles = await prices([pUSD, evmPUSD, sol, PTK])
    expect(fungibles).toEqual([
      {
        name: 'Portico USD',
        symbol: 'pUSD',
        iconUrl: '/public/getTokenImage/pUSD',
        price: 1,
        address: pUSD,
      },
      expect.objectContaining({ symbol: 'pUSD', price: 1, address: evmPUSD }),
      {
        name: 'Solana',
        symbol: 'SOL',
        iconUrl: '/public/getTokenImage/SOL',
        price: priceOf('native'),
        address: sol,
      },
      {
        name: 'Portico Token',
        symbol: 'PTK',
        iconUrl: '/public/getTokenImage/PTK',
        price: 0.25,
        address: PTK,
      },
    ])
    expect(priceOf('native')).toBeGreaterThan(0)
  })

  test('unpriced mints and chains not served are left out; an EVM address on Solana is a 400', async () => {
    const unpriced = `${chainId}:${solana.accounts[0]}`
    expect(await prices([unpriced, `${notServed}:${solanaNativeTokenAddress}`])).toEqual([])
    const evmOnSolana = await server.app.inject({
      method: 'POST',
      url: '/v1/fungible/price',
      payload: {
        currency: 'usd',
        addresses: [`${chainId}:${nativeTokenAddress}`],
        projectId: 'portico-local',
      },
    })
    expect(evmOnSolana.statusCode).toBe(400)
  })
})
