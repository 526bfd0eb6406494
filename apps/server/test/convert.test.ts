import { type Clock, systemClock } from '@portico/core/internal'
import { uniswapV2PairAbi } from '@portico/devnet'
import { rpcCall } from '@portico/devnet/testing'
import { type Address, erc20Abi, type Hex, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { devnetTokenListsPath } from '../src/balances/loadTokenLists'
import { nativeTokenAddress } from '../src/convert/swapSource'
import type { CreateServerReturnType } from '../src/createServer'
import { contracts, devnetClients, freshAccount } from './devnetFunds'
import { holdDevnet } from './holdDevnet'
import { startTestServer } from './startTestServer'

// Swaps through the server's /v1/convert routes on the devnet's Uniswap V2 pools, proven against
// the chain: the built transaction is sent from a fresh account and what arrives is compared with
// the pools' constant-product formula. Chain 31338: the price tests read 31337's pools. The swaps
// move the pools and the clock, so the file holds the chain (holdDevnet) and reverts it when done.
holdDevnet([31338])
const chainId = 'eip155:31338'
const rpcUrl = inject('rpcUrlByChain')[chainId] as string
const { client } = devnetClients(rpcUrl, 31338)
const caip = (address: Address) => `${chainId}:${address}`
const native = caip(nativeTokenAddress)
let server: CreateServerReturnType
/** How far the server's clock runs ahead of the system's (a stretch of time passing). */
let passed = 0
const clock: Clock = { ...systemClock, now: () => systemClock.now() + passed }

beforeAll(async () => {
  server = await startTestServer({ PORTICO_TOKEN_LISTS: devnetTokenListsPath }, clock)
})
afterAll(async () => {
  await server?.close()
})

const get = async (path: string) => {
  const response = await server.app.inject(`${path}&projectId=portico-local`)
  return { status: response.statusCode, body: response.json() }
}
const build = async (body: Record<string, unknown>) => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/v1/convert/build-transaction',
    payload: { projectId: 'portico-local', ...body },
  })
  return { status: response.statusCode, body: response.json() }
}

/** Uniswap V2's output for `amountIn` against reserves (0.3 % fee), as the pair computes it. */
const amountOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) =>
  (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)

/** The reserves of a seeded pool, ordered (in, out) for a swap of `tokenIn`. */
async function reserves(pool: Address, tokenIn: Address) {
  const [r0, r1] = await client.readContract({
    address: pool,
    abi: uniswapV2PairAbi,
    functionName: 'getReserves',
  })
  const token0 = await client.readContract({
    address: pool,
    abi: uniswapV2PairAbi,
    functionName: 'token0',
  })
  return (token0.toLowerCase() === tokenIn.toLowerCase() ? [r0, r1] : [r1, r0]) as [bigint, bigint]
}

const balanceOf = (token: Address, owner: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/** Sends a transaction the server built, from the fresh account's key, and waits for it. */
async function sendBuilt(
  account: Awaited<ReturnType<typeof freshAccount>>,
  tx: { to: string; data: string; value: string; eip155: { gas?: string } },
) {
  const hash = await account.wallet.sendTransaction({
    to: tx.to as Address,
    data: tx.data as Hex,
    value: BigInt(tx.value),
    ...(tx.eip155.gas ? { gas: BigInt(tx.eip155.gas) } : {}),
  })
  return client.waitForTransactionReceipt({ hash })
}

describe('swaps on the devnet through /v1/convert', () => {
  test('tokens: the native currency first, the listed tokens with icons, not the wrapped one', async () => {
    const { status, body } = await get(`/v1/convert/tokens?chainId=${chainId}`)
    expect(status).toBe(200)
    const symbols = body.tokens.map((token: { symbol: string }) => token.symbol)
    expect(symbols[0]).toBe('ETH')
    expect(symbols).toEqual(expect.arrayContaining(['pUSD', 'PTK']))
    expect(symbols).not.toContain('WETH')
    expect(body.tokens[0]).toMatchObject({ address: native, decimals: 18 })
    expect(body.tokens[1].logoUri).toMatch(/^\/public\/getTokenImage\//)
  })

  test('ETH → pUSD: the quote is the pool formula, and the sent swap gives exactly that', async () => {
    const account = await freshAccount(rpcUrl, 31338, '5')
    const amount = parseEther('1')
    const [rIn, rOut] = await reserves(contracts.pools.WETH_pUSD, contracts.weth)
    const expected = amountOut(amount, rIn, rOut)
    const quote = await get(
      `/v1/convert/quotes?amount=${amount}&userAddress=${account.address}&from=${native}&to=${caip(contracts.pUSD)}`,
    )
    expect(quote.status).toBe(200)
    expect(quote.body.quotes[0]).toMatchObject({
      toAmount: expected.toString(),
      fromAmount: amount.toString(),
    })
    expect(quote.body.quotes[0].path).toEqual([caip(contracts.weth), caip(contracts.pUSD)])

    const built = await build({
      amount: amount.toString(),
      eip155: { slippage: 1 },
      from: native,
      to: caip(contracts.pUSD),
      userAddress: account.address,
    })
    expect(built.status).toBe(200)
    expect(BigInt(built.body.toAmountMin)).toBe((expected * 9900n) / 10_000n)
    const before = await balanceOf(contracts.pUSD, account.address)
    const receipt = await sendBuilt(account, built.body.tx)
    expect(receipt.status).toBe('success')
    const received = (await balanceOf(contracts.pUSD, account.address)) - before
    expect(received).toBe(expected)
    expect(received >= BigInt(built.body.toAmountMin)).toBe(true)
  })

  test('a chain idle for longer than the 20-minute window: the deadline counts from now, the swap lands', async () => {
    // The devnet mines only on demand: after 21 quiet minutes its latest block is 21 minutes old,
    // while the next block (the swap's) is stamped with the time now. 21 minutes pass for the
    // chain's clock and the server's, and no block is mined.
    passed = 21 * 60 * 1000
    await rpcCall(rpcUrl, 'evm_increaseTime', [21 * 60])
    const account = await freshAccount(rpcUrl, 31338, '2')
    const amount = parseEther('1')
    const built = await build({
      amount: amount.toString(),
      from: native,
      to: caip(contracts.pUSD),
      userAddress: account.address,
    })
    expect(built.status).toBe(200)
    const receipt = await sendBuilt(account, built.body.tx)
    expect(receipt.status).toBe('success')
    expect(await balanceOf(contracts.pUSD, account.address)).toBe(BigInt(built.body.toAmount))
  })

  test('pUSD → PTK needs an approval first; then the swap gives the formula amount', async () => {
    const account = await freshAccount(rpcUrl, 31338, '1')
    const amount = parseUnits('250', 6)
    await account.mint(contracts.pUSD, account.address, amount)
    const allowance = async () =>
      (
        await get(
          `/v1/convert/allowance?tokenAddress=${caip(contracts.pUSD)}&userAddress=${account.address}`,
        )
      ).body.allowance
    expect(await allowance()).toBe('0')
    // Without the approval the server refuses to build a swap that would revert.
    const early = await build({
      amount: amount.toString(),
      from: caip(contracts.pUSD),
      to: caip(contracts.PTK),
      userAddress: account.address,
    })
    expect(early.status).toBe(400)
    expect(early.body.message).toMatch(/^The swap would fail: /)

    const approve = await get(
      `/v1/convert/build-approve?userAddress=${account.address}&from=${caip(contracts.pUSD)}&to=${caip(contracts.PTK)}&amount=${amount}`,
    )
    expect(approve.status).toBe(200)
    expect(approve.body.tx.to).toBe(contracts.pUSD)
    const approved = await sendBuilt(account, approve.body.tx)
    expect(approved.status).toBe('success')
    // The approval's estimate (with its 20 % margin) covers what it used: the fee the kit shows.
    expect(BigInt(approve.body.tx.eip155.gas)).toBeGreaterThanOrEqual(approved.gasUsed)
    expect(BigInt(approve.body.tx.eip155.gas)).toBeLessThan(approved.gasUsed * 2n)
    expect(await allowance()).toBe(amount.toString())

    const [rIn, rOut] = await reserves(contracts.pools.PTK_pUSD, contracts.pUSD)
    const expected = amountOut(amount, rIn, rOut)
    const built = await build({
      amount: amount.toString(),
      from: caip(contracts.pUSD),
      to: caip(contracts.PTK),
      userAddress: account.address,
    })
    expect(built.status).toBe(200)
    expect(built.body.toAmount).toBe(expected.toString())
    const receipt = await sendBuilt(account, built.body.tx)
    expect(receipt.status).toBe('success')
    expect(await balanceOf(contracts.PTK, account.address)).toBe(expected)
    expect(await balanceOf(contracts.pUSD, account.address)).toBe(0n)
  })

  test('PTK → ETH goes through pUSD and WETH and pays out native ether', async () => {
    const account = await freshAccount(rpcUrl, 31338, '1')
    const amount = parseEther('10')
    await account.mint(contracts.PTK, account.address, amount)
    const approve = await get(
      `/v1/convert/build-approve?userAddress=${account.address}&from=${caip(contracts.PTK)}&to=${native}&amount=${amount}`,
    )
    await sendBuilt(account, approve.body.tx)
    const [a, b] = await reserves(contracts.pools.PTK_pUSD, contracts.PTK)
    const viaUsd = amountOut(amount, a, b)
    const [c, d] = await reserves(contracts.pools.WETH_pUSD, contracts.pUSD)
    const expected = amountOut(viaUsd, c, d)
    const built = await build({
      amount: amount.toString(),
      from: caip(contracts.PTK),
      to: native,
      userAddress: account.address,
    })
    expect(built.status).toBe(200)
    expect(built.body.toAmount).toBe(expected.toString())
    const before = await client.getBalance({ address: account.address })
    const receipt = await sendBuilt(account, built.body.tx)
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect((await client.getBalance({ address: account.address })) - before + fee).toBe(expected)
  })

  test('refusals: no pool is no quote, an unserved chain, bad amounts, an unknown project', async () => {
    const user = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const noPool = await get(
      `/v1/convert/quotes?amount=1&userAddress=${user}&from=${caip(contracts.PTS)}&to=${caip(contracts.PTK)}`,
    )
    expect(noPool).toEqual({ status: 200, body: { quotes: [] } })
    for (const path of [
      '/v1/convert/tokens?chainId=eip155:999999',
      `/v1/convert/gas-price?chainId=eip155:999999`,
    ]) {
      const { status, body } = await get(path)
      expect(status).toBe(400)
      expect(body.message).toMatch(/^Network not supported for (Swaps|Gas Price)$/)
    }
    const zero = await get(
      `/v1/convert/quotes?amount=0&userAddress=${user}&from=${native}&to=${caip(contracts.pUSD)}`,
    )
    expect(zero.status).toBe(400)
    const float = await get(
      `/v1/convert/quotes?amount=1.5&userAddress=${user}&from=${native}&to=${caip(contracts.pUSD)}`,
    )
    expect(float.status).toBe(400)
    const across = await get(
      `/v1/convert/quotes?amount=1&userAddress=${user}&from=${native}&to=eip155:31337:${contracts.pUSD}`,
    )
    expect(across).toMatchObject({
      status: 400,
      body: { message: 'from and to are on different chains' },
    })
    const unknown = await server.app.inject(
      `/v1/convert/gas-price?chainId=${chainId}&projectId=nope`,
    )
    expect(unknown.statusCode).toBe(401)
    const gas = await get(`/v1/convert/gas-price?chainId=${chainId}`)
    expect(BigInt(gas.body.fast) >= BigInt(gas.body.standard)).toBe(true)
  })
})
