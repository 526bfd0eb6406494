import { BALANCE_CACHE_MS, createFakeClock } from '@portico/core/internal'
import { type Address, erc20Abi, formatUnits, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { CreateServerReturnType } from '../src/createServer'
import { ratioToNumber } from '../src/prices/ratioToNumber'
import {
  type Balance,
  balanceUrl,
  type RecordingRpcProxy,
  readBalances,
  startBalanceServer,
  startRecordingRpcProxy,
} from './balanceTestKit'
import { contracts, devnetClients, freshAccount, poolPrice } from './devnetFunds'
import { holdDevnet } from './holdDevnet'
import { startTestServer } from './startTestServer'

// This file sends, mints and sets balances on both chains: it holds the devnet (one such file at a
// time, reverted after).
holdDevnet([31337, 31338])
const rpcUrl = inject('rpcUrlByChain')['eip155:31337'] as string
const chainId = 'eip155:31337'
const clock = createFakeClock({ start: Date.now() })
let server: CreateServerReturnType
beforeAll(async () => {
  server = await startBalanceServer({}, clock)
})
afterAll(async () => {
  await server?.close()
})

const balances = (address: string, query = '') => readBalances(server, address, chainId, query)
const bySymbol = (list: Balance[]) => Object.fromEntries(list.map((item) => [item.symbol, item]))
const randomAddress = () => privateKeyToAccount(generatePrivateKey()).address
const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** What the chain holds, read with viem straight from the node. */
async function onChain(address: Address) {
  const { client } = devnetClients(rpcUrl, 31337)
  const read = (token: Address) =>
    client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
  return {
    ETH: formatUnits(await client.getBalance({ address }), 18),
    pUSD: formatUnits(await read(contracts.pUSD), 6),
    PTK: formatUnits(await read(contracts.PTK), 18),
  }
}

describe('GET /v1/account/:address/balance', () => {
  test('answers what the chain holds, in the SPEC §3 shape, value = quantity × price', async () => {
    const account = await freshAccount(rpcUrl, 31337, '2.5')
    await account.mint(contracts.pUSD, account.address, parseUnits('1234.56', 6))
    await account.mint(contracts.PTK, account.address, parseEther('7.25'))
    const ptkBefore = ratioToNumber(await poolPrice(rpcUrl, 31337, 'PTK'))
    const ethBefore = ratioToNumber(await poolPrice(rpcUrl, 31337, 'WETH'))
    const list = await balances(account.address)
    const ptkAfter = ratioToNumber(await poolPrice(rpcUrl, 31337, 'PTK'))
    const ethAfter = ratioToNumber(await poolPrice(rpcUrl, 31337, 'WETH'))

    // Native first, then the listed tokens held; PTS and WETH (zero) left out.
    expect(list.map((item) => item.symbol)).toEqual(['ETH', 'pUSD', 'PTK'])
    const chain = await onChain(account.address)
    const { ETH, pUSD, PTK } = bySymbol(list)
    expect(ETH?.quantity.numeric).toBe(chain.ETH)
    expect(pUSD?.quantity.numeric).toBe(chain.pUSD)
    expect(PTK?.quantity.numeric).toBe(chain.PTK)
    // The gas of the two mints came out of the 2.5 ETH.
    expect(Number(chain.ETH)).toBeLessThan(2.5)
    expect(pUSD).toEqual({
      name: 'Portico USD',
      symbol: 'pUSD',
      chainId,
      address: `${chainId}:${contracts.pUSD}`,
      value: 1234.56,
      price: 1,
      quantity: { decimals: '6', numeric: '1234.56' },
      iconUrl: '/public/getTokenImage/pUSD',
    })
    expect(ETH).toMatchObject({ name: 'Ether', chainId, quantity: { decimals: '18' } })
    expect(ETH?.address).toBeUndefined()
    expect(PTK?.quantity).toEqual({ decimals: '18', numeric: '7.25' })
    expect([ptkBefore, ptkAfter]).toContain(PTK?.price)
    expect([ethBefore, ethAfter]).toContain(ETH?.price)
    for (const item of list)
      expect(item.value).toBeCloseTo(Number(item.quantity.numeric) * item.price, 9)
  })

  test('an empty account has its native balance only, at zero', async () => {
    const list = await balances(randomAddress())
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({
      symbol: 'ETH',
      value: 0,
      quantity: { decimals: '18', numeric: '0' },
    })
  })

  test('is cached 30 s: a transfer shows after forceUpdate=true, not before', async () => {
    const sender = await freshAccount(rpcUrl, 31337)
    const receiver = randomAddress()
    await sender.mint(contracts.pUSD, sender.address, parseUnits('100', 6))
    expect(bySymbol(await balances(sender.address)).pUSD?.quantity.numeric).toBe('100')
    expect(bySymbol(await balances(receiver)).pUSD).toBeUndefined()

    await sender.transfer(contracts.pUSD, receiver, parseUnits('40.5', 6))
    expect((await onChain(sender.address)).pUSD).toBe('59.5')
    // Cached: the old figures.
    expect(bySymbol(await balances(sender.address)).pUSD?.quantity.numeric).toBe('100')
    expect(bySymbol(await balances(receiver)).pUSD).toBeUndefined()
    // forceUpdate reads the chain, and refreshes the cache for the next plain call.
    expect(
      bySymbol(await balances(sender.address, '&forceUpdate=true')).pUSD?.quantity.numeric,
    ).toBe('59.5')
    expect(bySymbol(await balances(sender.address)).pUSD?.quantity.numeric).toBe('59.5')
    expect(bySymbol(await balances(receiver, '&forceUpdate=true')).pUSD).toMatchObject({
      value: 40.5,
      quantity: { numeric: '40.5' },
    })
    // The cache is per address: any case of the same address shares it.
    expect(bySymbol(await balances(receiver.toLowerCase())).pUSD?.quantity.numeric).toBe('40.5')
  })

  test('the cache lasts exactly 30 s by the server clock', async () => {
    const account = await freshAccount(rpcUrl, 31337)
    await account.mint(contracts.PTK, account.address, parseEther('1'))
    expect(bySymbol(await balances(account.address)).PTK?.quantity.numeric).toBe('1')
    await account.mint(contracts.PTK, account.address, parseEther('2'))
    clock.advance(BALANCE_CACHE_MS - 1)
    expect(bySymbol(await balances(account.address)).PTK?.quantity.numeric).toBe('1')
    clock.advance(1)
    expect(bySymbol(await balances(account.address)).PTK?.quantity.numeric).toBe('3')
  })

  test('icon URLs never come from the Host header (L11)', async () => {
    const response = await server.app.inject({
      url: balanceUrl(alice, chainId),
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    })
    const icons = (response.json() as { balances: Balance[] }).balances.map((b) => b.iconUrl)
    expect(icons).toContain('/public/getTokenImage/ETH')
    expect(JSON.stringify(icons)).not.toContain('evil')
  })

  test('with PORTICO_PUBLIC_URL, icon URLs are absolute on it', async () => {
    const public_ = await startTestServer(
      { DATABASE_URL: 'memory://', PORTICO_PUBLIC_URL: 'https://portico.example/api' },
      clock,
    )
    try {
      const response = await public_.app.inject({
        url: balanceUrl(alice, chainId),
        headers: { host: 'evil.example' },
      })
      expect(response.json().balances[0].iconUrl).toBe(
        'https://portico.example/api/public/getTokenImage/ETH',
      )
    } finally {
      await public_.close()
    }
  })

  test('works on the second devnet chain too, with its own figures', async () => {
    const rpc31338 = inject('rpcUrlByChain')['eip155:31338'] as string
    const account = await freshAccount(rpc31338, 31338, '1')
    const response = await server.app.inject(
      `/v1/account/${account.address}/balance?currency=usd&chainId=eip155:31338&projectId=portico-local`,
    )
    expect(response.statusCode).toBe(200)
    const [native] = (response.json() as { balances: Balance[] }).balances
    expect(native).toMatchObject({ chainId: 'eip155:31338', quantity: { numeric: '1' } })
    expect(native?.value).toBe(native?.price)
  })

  test('an unsupported network answers no balances', async () => {
    const address = randomAddress()
    for (const network of ['eip155:1', 'eip155:31339']) {
      const response = await server.app.inject(
        `/v1/account/${address}/balance?currency=usd&chainId=${network}&projectId=portico-local`,
      )
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ balances: [] })
    }
    const solana = await server.app.inject(
      '/v1/account/11111111111111111111111111111111/balance?currency=usd&chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&projectId=portico-local',
    )
    expect(solana.json()).toEqual({ balances: [] })
  })

  test('bad input gets 400 (401 for an unknown project) with a clear message', async () => {
    const good = randomAddress()
    const cases: [string, number, string][] = [
      [`/v1/account/0x1234/balance?chainId=${chainId}&projectId=portico-local`, 400, 'address'],
      [
        `/v1/account/${good.toLowerCase().replace(/[a-f]/, 'A')}/balance?chainId=${chainId}&projectId=portico-local`,
        400,
        'address',
      ],
      [`/v1/account/${good}/balance?chainId=eip155:01&projectId=portico-local`, 400, 'chainId'],
      [
        `/v1/account/${good}/balance?projectId=portico-local`,
        400,
        'Missing query parameter "chainId"',
      ],
      [
        `/v1/account/${good}/balance?chainId=${chainId}`,
        400,
        'Missing query parameter "projectId"',
      ],
      [
        `/v1/account/${good}/balance?currency=eur&chainId=${chainId}&projectId=portico-local`,
        400,
        'currency',
      ],
      [
        `/v1/account/${good}/balance?chainId=${chainId}&projectId=portico-local&forceUpdate=yes`,
        400,
        'forceUpdate',
      ],
      [
        `/v1/account/11111111111111111111111111111111/balance?chainId=${chainId}&projectId=portico-local`,
        400,
        'Invalid path parameter "address": eip155:31337 needs an EVM (0x…) address',
      ],
      [
        `/v1/account/${good}/balance?chainId=${chainId}&projectId=nope`,
        401,
        'Unknown projectId: nope',
      ],
    ]
    for (const [url, status, message] of cases) {
      const response = await server.app.inject(url)
      expect(response.statusCode, url).toBe(status)
      expect(response.json().message, url).toContain(message)
    }
  })
})

describe('forceUpdate=true (M5)', () => {
  let counted: CreateServerReturnType
  let node: RecordingRpcProxy
  beforeAll(async () => {
    // The devnet node behind a proxy that counts the methods the server calls.
    node = await startRecordingRpcProxy(rpcUrl)
    counted = await startBalanceServer(
      { DATABASE_URL: 'memory://', PORTICO_RPC_URLS: `${chainId}=${node.url}` },
      clock,
    )
  })
  afterAll(async () => {
    await counted.close()
    await node.close()
  })

  const forced = async (address: string) => {
    const list = await readBalances(counted, address, chainId, '&forceUpdate=true')
    return bySymbol(list).PTK?.quantity.numeric
  }
  const reads = () => node.calls.filter((method) => method === 'eth_call').length

  test('a flood of forced reads costs one eth_blockNumber, not a Multicall each, until a block comes', async () => {
    const account = await freshAccount(rpcUrl, 31337)
    await account.mint(contracts.PTK, account.address, parseEther('1'))
    expect(await forced(account.address)).toBe('1')
    const afterFirst = reads()
    node.calls.length = 0
    const flood = await Promise.all(Array.from({ length: 50 }, () => forced(account.address)))
    expect(new Set(flood)).toEqual(new Set(['1']))
    // No Multicall, no price read: only head checks (shared while one is under way).
    expect(reads()).toBe(0)
    expect(node.calls.every((method) => method === 'eth_blockNumber')).toBe(true)
    expect(node.calls.length).toBeLessThanOrEqual(50)
    // A new block (the mint): the next forced request reads the chain, concurrent ones share it.
    await account.mint(contracts.PTK, account.address, parseEther('2'))
    const fresh = await Promise.all(Array.from({ length: 20 }, () => forced(account.address)))
    expect(new Set(fresh)).toEqual(new Set(['3']))
    expect(reads()).toBeGreaterThan(0)
    expect(reads()).toBeLessThanOrEqual(afterFirst)
  })
})
