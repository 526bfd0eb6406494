import { BALANCE_CACHE_MS, createFakeClock } from '@portico/core/internal'
import { getSolanaDevnetKeys, solanaDevnetSeed } from '@portico/devnet'
import {
  type Address,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  generateKeyPairSigner,
} from '@solana/kit'
import { formatUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { CreateServerReturnType } from '../src/createServer'
import { parseUsdPriceTable } from '../src/prices/parseUsdPriceTable'
import { ratioToNumber } from '../src/prices/ratioToNumber'
import {
  type Balance,
  balanceUrl,
  type RecordingRpcProxy,
  readBalances,
  startBalanceServer,
  startRecordingRpcProxy,
} from './balanceTestKit'
import { holdDevnet } from './holdDevnet'
import { fundedSigner, transferSol, transferSpl } from './solanaFunds'

// This file funds Solana accounts: it holds the devnet (one such file at a time, reverted after).
holdDevnet([], { solana: true })
const solana = inject('solana')
const chainId = solana.caipNetworkId
const prices = parseUsdPriceTable()
const priceOf = (key: string) => {
  const price = prices.get(`${chainId}:${key}`)
  return price === undefined ? 0 : ratioToNumber(price)
}
/** USD value of `lamports` at the table's SOL price, exactly as the server works it out. */
const solValue = (lamports: bigint) => {
  const price = prices.get(`${chainId}:native`) ?? { numerator: 0n, denominator: 1n }
  return ratioToNumber({
    numerator: lamports * price.numerator,
    denominator: price.denominator * 10n ** 9n,
  })
}
// Account 9 of the devnet mnemonic: only read here, so it keeps its genesis holdings.
const seeded = solana.accounts[9] as string
const rpc = createSolanaRpc(solana.rpcUrl)

const clock = createFakeClock({ start: Date.now() })
/** The Solana node behind a proxy that records the methods the server sends it, in order. */
let node: RecordingRpcProxy
let server: CreateServerReturnType
beforeAll(async () => {
  node = await startRecordingRpcProxy(solana.rpcUrl)
  server = await startBalanceServer(
    {
      // A second Solana cluster whose node is down (nothing listens on port 9).
      PORTICO_RPC_URLS: `${inject('rpcUrls')},${chainId}=${node.url},solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1=http://127.0.0.1:9`,
    },
    clock,
  )
})
afterAll(async () => {
  await server.close()
  await node.close()
})

const url = (address: string, chain = chainId) => balanceUrl(address, chain)
const balances = (address: string, query = '') => readBalances(server, address, chainId, query)
const sol = (lamports: bigint) => formatUnits(lamports, 9)

describe('GET /v1/account/{address}/balance on a solana: chain', () => {
  test('a seeded account: SOL, pUSD and PTK exactly, in the EVM route’s shape', async () => {
    const { tokens, lamports } = solanaDevnetSeed
    const solPrice = priceOf('native')
    expect(await balances(seeded)).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId,
        value: solValue(lamports),
        price: solPrice,
        quantity: { decimals: '9', numeric: '1000' },
        iconUrl: '/public/getTokenImage/SOL',
      },
      {
        name: 'Portico USD',
        symbol: 'pUSD',
        chainId,
        address: `${chainId}:${solana.mints.pUSD}`,
        value: 100_000,
        price: 1,
        quantity: { decimals: '6', numeric: formatUnits(tokens.pUSD.balance, 6) },
        iconUrl: '/public/getTokenImage/pUSD',
      },
      {
        name: 'Portico Token',
        symbol: 'PTK',
        chainId,
        address: `${chainId}:${solana.mints.PTK}`,
        // No price for PTK in the table: price 0 and value 0, as the EVM route does.
        value: 0,
        price: 0,
        quantity: { decimals: '9', numeric: formatUnits(tokens.PTK.balance, 9) },
        iconUrl: '/public/getTokenImage/PTK',
      },
    ])
    expect(solPrice).toBeGreaterThan(0)
  })

  test('a transfer made with @solana/kit shows exactly (fee included) after forceUpdate, not before', async () => {
    const start = 5_000_000_000n
    const amount = 1_234_567_891n
    const sender = await fundedSigner(rpc, start)
    const recipient = await generateKeyPairSigner()
    const symbols = (list: Balance[]) => list.map((item) => item.symbol)
    const before = await balances(sender.address)
    expect(before).toEqual([expect.objectContaining({ quantity: { decimals: '9', numeric: '5' } })])
    expect(symbols(await balances(recipient.address))).toEqual(['SOL'])

    const { fee } = await transferSol(rpc, sender, recipient.address, amount)
    expect(fee).toBe(solanaDevnetSeed.lamportsPerSignature)
    // Cached for 30 s: the plain call still says 5 SOL.
    expect(await balances(sender.address)).toEqual(before)
    const after = await balances(sender.address, '&forceUpdate=true')
    expect(after[0]?.quantity.numeric).toBe(sol(start - amount - fee))
    expect(after[0]?.value).toBe(solValue(start - amount - fee))
    expect((await balances(recipient.address, '&forceUpdate=true'))[0]?.quantity.numeric).toBe(
      sol(amount),
    )
    // The forced read refreshed the cache; after 30 s a plain call reads the chain again.
    expect((await balances(sender.address))[0]?.quantity.numeric).toBe(sol(start - amount - fee))
    clock.advance(BALANCE_CACHE_MS)
    expect((await balances(recipient.address))[0]?.quantity.numeric).toBe(sol(amount))
  })

  test('an SPL transfer: the fresh recipient holds exactly what was sent, priced', async () => {
    // Account 8 funds a fresh sender, so concurrent tests cannot move the figures checked here.
    const bank = await createKeyPairSignerFromBytes(
      (getSolanaDevnetKeys().accounts[8] as { keyPairBytes: Uint8Array }).keyPairBytes,
    )
    const pUSD = solana.mints.pUSD as Address
    const sender = await fundedSigner(rpc, 1_000_000_000n)
    await transferSpl(rpc, {
      from: bank,
      to: sender.address,
      mint: pUSD,
      amount: 10_000_000n,
      decimals: 6,
    })
    const recipient = await generateKeyPairSigner()
    const { fee } = await transferSpl(rpc, {
      from: sender,
      to: recipient.address,
      mint: pUSD,
      amount: 2_500_001n,
      decimals: 6,
    })
    const bySymbol = async (address: string) =>
      Object.fromEntries((await balances(address)).map((item) => [item.symbol, item]))
    const received = await bySymbol(recipient.address)
    expect(received.SOL?.quantity.numeric).toBe('0')
    expect(received.pUSD).toEqual({
      name: 'Portico USD',
      symbol: 'pUSD',
      chainId,
      address: `${chainId}:${pUSD}`,
      value: 2.500001,
      price: 1,
      quantity: { decimals: '6', numeric: '2.500001' },
      iconUrl: '/public/getTokenImage/pUSD',
    })
    const sent = await bySymbol(sender.address)
    expect(sent.pUSD?.quantity.numeric).toBe('7.499999')
    // The sender paid the fee and the rent of the recipient's new token account.
    const rent = await rpc.getMinimumBalanceForRentExemption(165n).send()
    expect(sent.SOL?.quantity.numeric).toBe(sol(1_000_000_000n - fee - rent))
  })

  test('forceUpdate reads the chain again only when the slot advanced', async () => {
    const owner = await fundedSigner(rpc, 1_000_000_000n)
    await balances(owner.address, '&forceUpdate=true')
    node.calls.length = 0
    // No transaction since: one getSlot, answered from the cache.
    await balances(owner.address, '&forceUpdate=true')
    expect(node.calls).toEqual(['getSlot'])
    node.calls.length = 0
    await fundedSigner(rpc, 1_000_000_000n) // a new slot
    await balances(owner.address, '&forceUpdate=true')
    expect(node.calls).toEqual([
      'getSlot',
      'getBalance',
      'getTokenAccountsByOwner',
      'getTokenAccountsByOwner',
    ])
  })

  test('bad and unknown input: clear 400s, an unsupported network answers empty', async () => {
    const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const onSolana = await server.app.inject(url(evm))
    expect(onSolana.statusCode).toBe(400)
    expect(onSolana.json().message).toBe(
      `Invalid path parameter "address": ${chainId} needs a Solana (base58) address`,
    )
    const notBase58 = await server.app.inject(url('0OIl1111111111111111111111111111'))
    expect(notBase58.statusCode).toBe(400)
    expect(notBase58.json().message).toContain(
      'must be an EVM (0x…, EIP-55), Solana or Bitcoin address',
    )
    const onEvm = await server.app.inject(url(seeded, 'eip155:31337'))
    expect(onEvm.statusCode).toBe(400)
    expect(onEvm.json().message).toBe(
      'Invalid path parameter "address": eip155:31337 needs an EVM (0x…) address',
    )
    // A well-formed cluster the server does not serve: the EVM route's unsupported-network answer.
    const testnet = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'
    const unsupported = await server.app.inject(url(seeded, testnet))
    expect([unsupported.statusCode, unsupported.json()]).toEqual([200, { balances: [] }])
    const malformed = await server.app.inject(url(seeded, 'solana:short'))
    expect(malformed.statusCode).toBe(400)
  })

  test('a Solana node that is down gives 502 without its URL', async () => {
    const response = await server.app.inject(url(seeded, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'))
    expect(response.statusCode).toBe(502)
    expect(response.json()).toEqual({
      error: 'Bad Gateway',
      message: 'Balance unavailable: solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1 did not answer',
    })
  })

  test('identity of a Solana address: empty, not an error', async () => {
    const response = await server.app.inject(`/v1/identity/${seeded}?projectId=portico-local`)
    expect([response.statusCode, response.json()]).toEqual([200, { name: null, avatar: null }])
  })
})
