import type { AddressInfo } from 'node:net'
// @portico/core before @portico/devnet: the devnet's error classes extend core's BaseError.
import { describeTransaction } from '@portico/core'
import { getTransactionHistory, HttpStatusError } from '@portico/core/api'
import { createTransactionsStore, type GetHistory } from '@portico/core/internal'
import { devnetTokenAbi } from '@portico/devnet'
import {
  type Address,
  createWalletClient,
  type Hex,
  http,
  numberToHex,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { CreateServerReturnType } from '../src/createServer'
import { contracts, devnetClients } from './devnetFunds'
import { holdDevnet } from './holdDevnet'
import { startTestServer } from './startTestServer'

// The kit's history client and transaction store against the real route: a server listening on
// a port with its indexer following the run's devnet, and transfers made with viem.
// This file sends and mints the history it indexes: it holds the devnet (one such file at a time,
// reverted after).
holdDevnet()
const chainId = 'eip155:31337'
const rpcUrl = inject('rpcUrlByChain')[chainId] ?? ''
let server: CreateServerReturnType
let baseUrl = ''

const getHistory: GetHistory = (parameters) =>
  getTransactionHistory({ baseUrl, projectId: 'portico-local', ...parameters })

/** A fresh funded account that can send ether and call the devnet tokens. */
async function fundedAccount(ether = '100') {
  const { chain, client } = devnetClients(rpcUrl, 31337)
  const account = privateKeyToAccount(generatePrivateKey())
  await client.request({
    method: 'anvil_setBalance' as 'eth_chainId',
    params: [account.address, numberToHex(parseEther(ether))] as unknown as undefined,
  })
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const mined = async (hash: Hex) => {
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`)
    return hash
  }
  const call = (token: Address, functionName: 'mint' | 'transfer', to: Address, amount: bigint) =>
    wallet.writeContract({ address: token, abi: devnetTokenAbi, functionName, args: [to, amount] })
  return {
    address: account.address,
    caip: `${chainId}:${account.address}`,
    send: async (to: Address, value: bigint) => mined(await wallet.sendTransaction({ to, value })),
    mint: async (token: Address, amount: bigint) =>
      mined(await call(token, 'mint', account.address, amount)),
    transfer: async (token: Address, to: Address, amount: bigint) =>
      mined(await call(token, 'transfer', to, amount)),
  }
}

beforeAll(async () => {
  server = await startTestServer({
    PORTICO_INDEXER: 'on',
    PORTICO_INDEXER_POLL_MS: '50',
    PORTICO_SPAM_TOKENS: `${chainId}:${contracts.PTK}`,
  })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await server?.close()
})

describe('history client and transaction store against the server', () => {
  test('a native and an ERC-20 transfer show with their amounts; spam-only items are dropped', async () => {
    const alice = await fundedAccount()
    const bob = privateKeyToAccount(generatePrivateKey()).address
    const minted = await alice.mint(contracts.pUSD, parseUnits('1000', 6))
    await alice.mint(contracts.PTK, parseUnits('10', 18)) // PTK is flagged spam here
    await alice.transfer(contracts.PTK, bob, parseUnits('3', 18))
    const sentUsd = await alice.transfer(contracts.pUSD, bob, parseUnits('250', 6))
    const sentEth = await alice.send(bob, parseEther('1.5'))

    const store = createTransactionsStore({ getHistory, timeZone: 'UTC' })
    await store.fetch({ account: alice.caip })
    // The indexer polls every 50 ms: read the first page again until the last transfer is in it.
    expect(await store.refresh({ hash: sentEth, intervalMs: 100, attempts: 100 })).toBe(true)

    const state = store.getState()
    expect(state).toMatchObject({ lastNetworkInView: chainId, empty: false, next: undefined })
    expect(state.transactions.map((t) => t.metadata.hash)).toEqual([sentEth, sentUsd, minted])
    expect(
      state.transactions.map((t) => {
        const row = describeTransaction(t)
        return [row.operationType, row.counterpart, row.transfers.map((x) => x.amount)]
      }),
    ).toEqual([
      ['send', bob, ['-1.500 ETH']],
      ['send', bob, ['-250.000 pUSD']],
      ['mint', '0x0000000000000000000000000000000000000000', ['+1000.000 pUSD']],
    ])
    // The server does list the spam transfers; the store drops them.
    const raw = await getHistory({ account: alice.caip, chainId })
    expect(raw.data).toHaveLength(5)
    // Grouped by the UTC month they were mined in.
    const mined = new Date(Date.parse(state.transactions[0]?.metadata.minedAt ?? ''))
    expect(
      state.transactionsByYear[mined.getUTCFullYear()]?.[mined.getUTCMonth()]?.map((t) => t.id),
    ).toEqual(state.transactions.map((t) => t.id))

    // Another network of the same address: its own (empty) list.
    await store.fetch({ account: `eip155:31338:${alice.address}` })
    expect(store.getState()).toMatchObject({
      lastNetworkInView: 'eip155:31338',
      transactions: [],
      empty: true,
      error: undefined,
    })
  })

  test('pages by cursor without gaps or duplicates (load more twice at once)', async () => {
    const carol = await fundedAccount()
    const hashes: Hex[] = []
    for (let index = 0; index < 53; index++)
      hashes.push(await carol.send(privateKeyToAccount(generatePrivateKey()).address, 1n))

    const waiter = createTransactionsStore({ getHistory })
    await waiter.fetch({ account: carol.caip })
    expect(await waiter.refresh({ hash: hashes.at(-1), intervalMs: 100, attempts: 100 })).toBe(true)

    const store = createTransactionsStore({ getHistory })
    await store.fetch({ account: carol.caip })
    expect(store.getState().transactions).toHaveLength(50)
    expect(store.getState().next).toEqual(expect.any(String))
    await Promise.all([store.loadMore(), store.loadMore()])
    const { transactions, next } = store.getState()
    expect(next).toBeUndefined()
    expect(transactions.map((t) => t.metadata.hash)).toEqual([...hashes].reverse())
  })

  test('bad input answers typed errors; a failed read sets the store error', async () => {
    const account = `${chainId}:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266`
    const error = await getHistory({ account, chainId, cursor: '!!' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect((error as HttpStatusError).shortMessage).toBe('HTTP status code: 400')
    await expect(getHistory({ account: '', chainId })).rejects.toThrowError(
      "Transactions can't be fetched without an accountAddress",
    )
    // The route refuses a chainId that is not the account's: the store shows the SPEC error.
    const events: unknown[] = []
    const store = createTransactionsStore({ getHistory, track: (e) => events.push(e.event) })
    await store.fetch({ account, chainId: 'eip155:31338' })
    expect(store.getState().error?.shortMessage).toBe('Failed to fetch transactions')
    expect(store.getState()).toMatchObject({ empty: true, next: undefined, loading: false })
    expect(events).toEqual(['ERROR_FETCH_TRANSACTIONS'])
  })
})
