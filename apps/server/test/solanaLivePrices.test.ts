import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createFakeClock } from '@portico/core/internal'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { CreateServerReturnType } from '../src/createServer'
import { wrappedSolMint } from '../src/solana/createSolanaPriceSource'
import { solanaNativeTokenAddress } from '../src/solana/getSolanaPrices'
import { type Balance, readBalances, startBalanceServer } from './balanceTestKit'

// Solana USD prices from a live HTTP price source (PORTICO_SOLANA_PRICE_URLS): a real local server
// answering the Jupiter Price API's shape; the fixed table only for what it does not price, and
// for everything while it is down.
const solana = inject('solana')
const chainId = solana.caipNetworkId
const seeded = solana.accounts[9] as string
type Fungible = { symbol: string; price: number; address: string }

/** What the price server answers, and the `ids` of each request it got. */
const live: Record<string, string> = { [wrappedSolMint]: '187.25', [solana.mints.PTK]: '0.5' }
const asked: string[][] = []
let status = 200
let priceServer: Server
let server: CreateServerReturnType
const clock = createFakeClock({ start: Date.now() })

beforeAll(async () => {
  priceServer = createServer((request, response) => {
    const ids = new URL(request.url ?? '/', 'http://x').searchParams.get('ids')?.split(',') ?? []
    asked.push(ids)
    response.statusCode = status
    response.setHeader('content-type', 'application/json')
    const data = Object.fromEntries(
      ids.map((id) => [
        id,
        live[id] === undefined ? null : { id, type: 'derivedPrice', price: live[id] },
      ]),
    )
    response.end(JSON.stringify({ data, timeTaken: 0.001 }))
  })
  await new Promise<void>((resolve) => priceServer.listen(0, '127.0.0.1', resolve))
  const priceUrl = `http://127.0.0.1:${(priceServer.address() as AddressInfo).port}/price/v2`
  server = await startBalanceServer(
    {
      PORTICO_RPC_URLS: `${inject('rpcUrls')},${chainId}=${solana.rpcUrl}`,
      PORTICO_SOLANA_PRICE_URLS: `${chainId}=${priceUrl}`,
    },
    clock,
  )
})
afterAll(async () => {
  await server?.close()
  await new Promise((resolve) => priceServer.close(resolve))
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
const sol = `${chainId}:${solanaNativeTokenAddress}`
const pUSD = `${chainId}:${solana.mints.pUSD}`
const PTK = `${chainId}:${solana.mints.PTK}`

describe('Solana prices from a live source', () => {
  test('SOL and PTK at the live prices, pUSD (not priced there) from the fixed table', async () => {
    expect(await prices([sol, pUSD, PTK])).toEqual([
      expect.objectContaining({ symbol: 'SOL', price: 187.25, address: sol }),
      expect.objectContaining({ symbol: 'pUSD', price: 1, address: pUSD }),
      expect.objectContaining({ symbol: 'PTK', price: 0.5, address: PTK }),
    ])
    // SOL is asked as the wrapped-SOL mint, all three in one request.
    expect(asked.at(-1)?.sort()).toEqual(
      [wrappedSolMint, solana.mints.pUSD, solana.mints.PTK].sort(),
    )
  })

  test('balances use the same prices; a price is asked again only after 60 s', async () => {
    const before = asked.length
    const list: Balance[] = await readBalances(server, seeded, chainId)
    expect(list.find((balance) => balance.symbol === 'SOL')?.price).toBe(187.25)
    expect(list.find((balance) => balance.symbol === 'pUSD')?.price).toBe(1)
    expect(asked.length).toBe(before) // all cached by the first test
    live[wrappedSolMint] = '190'
    clock.advance(60_001)
    expect(await prices([sol])).toEqual([expect.objectContaining({ price: 190 })])
    expect(asked.length).toBe(before + 1)
  })

  test('the source failing: the fixed table answers (SOL 150 on the devnet), nothing cached', async () => {
    status = 503
    clock.advance(60_001)
    try {
      expect(await prices([sol, PTK])).toEqual([
        expect.objectContaining({ symbol: 'SOL', price: 150 }),
        // PTK has no fixed price: unpriced (left out), as without a source.
      ])
    } finally {
      status = 200
    }
    expect(await prices([sol])).toEqual([expect.objectContaining({ price: 190 })])
  })
})
