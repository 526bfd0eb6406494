import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../clock/createFakeClock'
import type { TrackedEvent } from '../errors/events'
import { FetchTransactionsError, TransactionsAccountRequiredError } from '../errors/transactions'
import {
  fungibleTransfer,
  nftTransfer,
  transactionAt,
} from '../format/transactionFixture.test-helpers'
import type { Transaction } from '../format/types'
import { createTransactionsStore, type GetHistory } from './createTransactionsStore'

const alice = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const item = (id: string, day: number, options: Parameters<typeof transactionAt>[2] = {}) => {
  const transaction = transactionAt(
    id,
    `2026-03-${String(day).padStart(2, '0')}T12:00:00Z`,
    options,
  )
  transaction.metadata.hash = `0x${id}`
  return transaction
}

/**
 * A history "server" over `items` (newest first), `pageSize` a page, the cursor being the index
 * of the next item. Each call is recorded; `hold()` makes the next calls wait for `release()`.
 */
function createHistory(items: Transaction[], pageSize = 2) {
  const calls: Parameters<GetHistory>[0][] = []
  let failures = 0
  let held: (() => void)[] | undefined
  const getHistory: GetHistory = async (parameters) => {
    calls.push(parameters)
    if (held) await new Promise<void>((resolve) => held?.push(resolve))
    if (failures > 0) {
      failures--
      throw new Error('upstream down')
    }
    const start = Number(parameters.cursor ?? 0)
    const end = start + pageSize
    return { data: items.slice(start, end), next: end < items.length ? String(end) : null }
  }
  return {
    getHistory,
    calls,
    items,
    failNext: (count = 1) => {
      failures = count
    },
    hold: () => {
      held = []
    },
    release: () => {
      const waiting = held ?? []
      held = undefined
      for (const resolve of waiting) resolve()
    },
  }
}

const ids = (transactions: Transaction[]) => transactions.map((t) => t.id)

describe('createTransactionsStore', () => {
  it('loads the first page once, appends pages by cursor, groups by year then month', async () => {
    const history = createHistory([
      item('e', 20),
      item('d', 15),
      transactionAt('c', '2026-02-10T00:00:00Z'),
      transactionAt('b', '2025-12-31T00:00:00Z'),
      transactionAt('a', '2025-11-01T00:00:00Z'),
    ])
    const store = createTransactionsStore({ getHistory: history.getHistory, timeZone: 'UTC' })
    const fetching = store.fetch({ account: alice })
    expect(store.getState()).toMatchObject({ loading: true, account: alice })
    await fetching
    expect(history.calls).toEqual([{ account: alice, chainId: 'eip155:31337', cursor: undefined }])
    expect(store.getState()).toMatchObject({
      loading: false,
      empty: false,
      next: '2',
      lastNetworkInView: 'eip155:31337',
      error: undefined,
    })
    expect(ids(store.getState().transactions)).toEqual(['e', 'd'])

    await store.fetch({ account: alice }) // the list is shown: nothing to do
    expect(history.calls).toHaveLength(1)

    await store.loadMore()
    await store.loadMore()
    await store.loadMore() // no next: nothing
    expect(history.calls.map((c) => c.cursor)).toEqual([undefined, '2', '4'])
    const state = store.getState()
    expect(ids(state.transactions)).toEqual(['e', 'd', 'c', 'b', 'a'])
    expect(state.next).toBeUndefined()
    expect(Object.keys(state.transactionsByYear)).toEqual(['2025', '2026'])
    expect(ids(state.transactionsByYear[2026]?.[2] ?? [])).toEqual(['e', 'd'])
    expect(ids(state.transactionsByYear[2026]?.[1] ?? [])).toEqual(['c'])
    expect(ids(state.transactionsByYear[2025]?.[11] ?? [])).toEqual(['b'])
    expect(ids(state.transactionsByYear[2025]?.[10] ?? [])).toEqual(['a'])
  })

  it('shares a running read: loadMore twice quickly reads the page once, no duplicates', async () => {
    const history = createHistory([item('d', 4), item('c', 3), item('b', 2), item('a', 1)])
    const store = createTransactionsStore({ getHistory: history.getHistory })
    await store.fetch({ account: alice })
    history.hold()
    const first = store.loadMore()
    const second = store.loadMore()
    const third = store.fetch({ account: alice })
    history.release()
    await Promise.all([first, second, third])
    expect(history.calls.map((c) => c.cursor)).toEqual([undefined, '2'])
    expect(ids(store.getState().transactions)).toEqual(['d', 'c', 'b', 'a'])
  })

  it('keeps only the requested network and drops all-spam items (NFT or fungible flags)', async () => {
    const history = createHistory(
      [
        item('nft-spam', 9, { transfers: [nftTransfer(true)] }),
        item('token-spam', 8, { transfers: [fungibleTransfer(true)] }),
        item('mixed', 7, { transfers: [fungibleTransfer(true), fungibleTransfer(false)] }),
        item('other-chain', 6, { chain: 'eip155:31338' }),
        item('kept', 5),
      ],
      10,
    )
    const store = createTransactionsStore({ getHistory: history.getHistory })
    await store.fetch({ account: alice, chainId: 'eip155:31337' })
    expect(ids(store.getState().transactions)).toEqual(['mixed', 'kept'])
  })

  it('sets empty when there is nothing to show, not while another page may hold items', async () => {
    const none = createTransactionsStore({ getHistory: createHistory([]).getHistory })
    await none.fetch({ account: alice })
    expect(none.getState()).toMatchObject({ empty: true, next: undefined, transactions: [] })

    const spamFirst = createHistory([
      item('s1', 9, { transfers: [nftTransfer(true)] }),
      item('s2', 8, { transfers: [nftTransfer(true)] }),
      item('real', 7),
    ])
    const store = createTransactionsStore({ getHistory: spamFirst.getHistory })
    await store.fetch({ account: alice })
    expect(store.getState()).toMatchObject({ empty: false, next: '2', transactions: [] })
    await store.loadMore()
    expect(store.getState()).toMatchObject({ empty: false, next: undefined })
    expect(ids(store.getState().transactions)).toEqual(['real'])
  })

  it('resets on another account or network, and drops the answer of the old one', async () => {
    const history = createHistory([item('b', 2), item('a', 1), item('z', 0)])
    const store = createTransactionsStore({ getHistory: history.getHistory })
    await store.fetch({ account: alice })
    await store.loadMore()
    expect(store.getState().transactions).toHaveLength(3)

    history.hold()
    const old = store.fetch({ account: bob })
    const current = store.fetch({ account: bob, chainId: 'eip155:31338' })
    expect(store.getState()).toMatchObject({
      account: bob,
      lastNetworkInView: 'eip155:31338',
      transactions: [],
      next: undefined,
    })
    history.release()
    await Promise.all([old, current])
    // Items are on eip155:31337; the list of 31338 stays empty, untouched by the 31337 answer.
    expect(store.getState()).toMatchObject({ transactions: [], empty: false, next: '2' })
    expect(history.calls.slice(-2).map((c) => c.chainId)).toEqual(['eip155:31337', 'eip155:31338'])

    store.reset()
    expect(store.getState()).toEqual(store.getInitialState())
  })

  it('on a failure: error, empty, no cursor, ERROR_FETCH_TRANSACTIONS; fetch retries that page', async () => {
    const history = createHistory([item('d', 4), item('c', 3), item('b', 2), item('a', 1)])
    const events: TrackedEvent[] = []
    const store = createTransactionsStore({
      getHistory: history.getHistory,
      track: (event) => events.push(event),
    })
    history.failNext()
    await store.fetch({ account: alice })
    const { error } = store.getState()
    expect(error).toBeInstanceOf(FetchTransactionsError)
    expect(error?.shortMessage).toBe('Failed to fetch transactions')
    expect(error?.details).toBe('upstream down')
    expect(store.getState()).toMatchObject({ loading: false, empty: true, next: undefined })
    expect(events).toEqual([
      {
        event: 'ERROR_FETCH_TRANSACTIONS',
        properties: { network: 'eip155:31337', cursor: null, message: 'upstream down' },
      },
    ])

    await store.fetch({ account: alice }) // Try again
    expect(store.getState()).toMatchObject({ error: undefined, empty: false, next: '2' })

    history.failNext()
    await store.loadMore()
    expect(events[1]?.properties).toMatchObject({ cursor: '2' })
    expect(store.getState()).toMatchObject({ next: undefined, empty: true })
    expect(ids(store.getState().transactions)).toEqual(['d', 'c'])
    await store.fetch({ account: alice }) // retries the page that failed, not the first
    expect(history.calls.map((c) => c.cursor)).toEqual([undefined, undefined, '2', '2'])
    expect(ids(store.getState().transactions)).toEqual(['d', 'c', 'b', 'a'])
  })

  it("throws `Transactions can't be fetched without an accountAddress` without an account", async () => {
    const history = createHistory([])
    const store = createTransactionsStore({ getHistory: history.getHistory })
    await expect(store.fetch({ account: undefined })).rejects.toBeInstanceOf(
      TransactionsAccountRequiredError,
    )
    await expect(store.fetch({ account: '' })).rejects.toThrowError(
      "Transactions can't be fetched without an accountAddress",
    )
    expect(history.calls).toHaveLength(0)
    expect(await store.refresh()).toBe(false)
  })

  it('refresh puts new items on top and keeps the pages already loaded', async () => {
    const history = createHistory([item('c', 3), item('b', 2), item('a', 1)])
    const store = createTransactionsStore({ getHistory: history.getHistory })
    await store.fetch({ account: alice })
    await store.loadMore()
    const updated = item('c', 3)
    updated.metadata.status = 'failed'
    history.items.splice(0, 1, item('d', 4), updated)
    expect(await store.refresh()).toBe(true)
    expect(ids(store.getState().transactions)).toEqual(['d', 'c', 'b', 'a'])
    expect(store.getState().transactions[1]?.metadata.status).toBe('failed')
    expect(store.getState().next).toBeUndefined()

    // More new items than a page: the first page replaces the list (no gap below it).
    history.items.unshift(item('g', 7), item('f', 6), item('e', 5))
    await store.refresh()
    expect(ids(store.getState().transactions)).toEqual(['g', 'f'])
    expect(store.getState().next).toBe('2')
  })

  it('reload puts the first page in place of the list in one step: the rows never blank (a backfill ended)', async () => {
    // Before the backfill: the two newest items. After it: two older ones below them.
    const history = createHistory([item('c', 20), item('d', 19)], 3)
    const transactions = createTransactionsStore({ getHistory: history.getHistory })
    await transactions.fetch({ account: alice })
    const seen: string[][] = []
    const stop = transactions.subscribe((state) => {
      seen.push(state.transactions.map((entry) => entry.id))
      expect(state.loading).toBe(false)
      expect(state.empty).toBe(false)
    })
    history.items.push(item('b', 10), item('a', 5))
    history.hold()
    const reloaded = transactions.reload()
    await Promise.resolve()
    expect(transactions.getState().transactions.map((entry) => entry.id)).toEqual(['c', 'd'])
    history.release()
    expect(await reloaded).toBe(true)
    stop()
    // One change, straight from the old rows to the merged page (newest first), with its cursor.
    expect(seen).toEqual([['c', 'd', 'b']])
    expect(transactions.getState().next).toBe('3')
    await transactions.loadMore()
    expect(transactions.getState().transactions.map((entry) => entry.id)).toEqual([
      'c',
      'd',
      'b',
      'a',
    ])
  })

  it('reload that fails keeps the rows shown; one of an older account is dropped', async () => {
    const history = createHistory([item('c', 20)])
    const transactions = createTransactionsStore({ getHistory: history.getHistory })
    await transactions.fetch({ account: alice })
    history.failNext()
    expect(await transactions.reload()).toBe(false)
    expect(transactions.getState().transactions.map((entry) => entry.id)).toEqual(['c'])
    expect(transactions.getState().error).toBeUndefined()
    history.hold()
    const reloaded = transactions.reload()
    await Promise.resolve()
    transactions.reset()
    history.release()
    expect(await reloaded).toBe(false)
    expect(transactions.getState().transactions).toEqual([])
  })

  it('refresh({ hash }) reads again every interval until the transaction is listed', async () => {
    const clock = createFakeClock()
    const history = createHistory([item('a', 1)])
    const store = createTransactionsStore({ getHistory: history.getHistory, clock })
    await store.fetch({ account: alice })
    const waiting = store.refresh({ hash: '0xB', intervalMs: 1000, attempts: 5 })
    await flush()
    expect(history.calls).toHaveLength(2)
    clock.advance(999)
    await flush()
    expect(history.calls).toHaveLength(2)
    clock.advance(1)
    await flush()
    expect(history.calls).toHaveLength(3)
    history.items.unshift(item('b', 2)) // indexed now (hash 0xb, any case matches)
    clock.advance(1000)
    expect(await waiting).toBe(true)
    expect(history.calls).toHaveLength(4)
    expect(ids(store.getState().transactions)).toEqual(['b', 'a'])

    const never = store.refresh({ hash: '0xmissing', intervalMs: 10, attempts: 3 })
    for (let i = 0; i < 3; i++) {
      await flush()
      clock.advance(10)
    }
    expect(await never).toBe(false)
    expect(history.calls).toHaveLength(7)
    await expect(store.refresh({ attempts: 0 })).rejects.toThrowError(
      'refresh: attempts must be a positive integer, got 0',
    )
  })
})

/** Lets pending promise callbacks run. */
async function flush() {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}
