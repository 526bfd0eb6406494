import type { GetTransactionHistoryReturnType } from '../api/getTransactionHistory'
import { splitCaipAddress } from '../caip/splitCaipAddress'
import { systemClock } from '../clock/systemClock'
import type { Clock } from '../clock/types'
import { type TrackEvent, trackedEvents } from '../errors/events'
import { messageOf } from '../errors/messageOf'
import { InvalidParameterError } from '../errors/parameter'
import { FetchTransactionsError, TransactionsAccountRequiredError } from '../errors/transactions'
import { filterTransactionsByChain } from '../format/filterTransactionsByChain'
import { groupTransactionsByMonth } from '../format/groupTransactionsByMonth'
import { isSpamTransaction } from '../format/isSpamTransaction'
import type { Transaction } from '../format/types'
import { createStore, type Store } from '../store/createStore'

/** Reads one page of history; `getTransactionHistory` bound to a server in the kit. */
export type GetHistory = (parameters: {
  /** CAIP-10 account. */
  account: string
  /** CAIP-2 network id. */
  chainId: string
  cursor?: string | undefined
}) => Promise<GetTransactionHistoryReturnType>

/** Parameters of {@link createTransactionsStore}. */
export type CreateTransactionsStoreParameters = {
  getHistory: GetHistory
  /** Receives `ERROR_FETCH_TRANSACTIONS` (analytics is off unless the app passes a sink). */
  track?: TrackEvent | undefined
  /** Waits between the reads of `refresh({ hash })`; the system clock by default. */
  clock?: Clock | undefined
  /** Calendar of `transactionsByYear`: the runtime's `'local'` zone (default) or `'UTC'`. */
  timeZone?: 'UTC' | 'local' | undefined
  /** The app's networks: accounts on them are accepted as they are (a local Solana cluster). */
  networks?: readonly (string | { caipNetworkId: string })[] | undefined
}

/** Year → month (0-11) → items, newest first. */
export type TransactionsByYear = Record<number, Record<number, Transaction[]>>

/** The transaction store's state (SPEC §3 "Transaction store"). */
export type TransactionsState = {
  /** The CAIP-10 account the list belongs to. */
  account: string | undefined
  /** The CAIP-2 network the list shows (SPEC §5: only the connected chain). */
  lastNetworkInView: string | undefined
  /** Items of that network, all-spam items dropped, newest first, each once. */
  transactions: Transaction[]
  transactionsByYear: TransactionsByYear
  loading: boolean
  /** Nothing to show: no item after the last page, or the last read failed. */
  empty: boolean
  /** Cursor of the next page; undefined on the last page (and after an error). */
  next: string | undefined
  /** `Failed to fetch transactions` after a failed read, until the next read succeeds. */
  error: FetchTransactionsError | undefined
}

/** Which account and network to read. */
export type FetchTransactionsParameters = {
  /** CAIP-10 account, e.g. `eip155:31337:0xf39F…2266`. */
  account: string | undefined
  /** CAIP-2 network id; the account's own network by default. */
  chainId?: string | undefined
}

/** Parameters of `refresh`. */
export type RefreshTransactionsParameters = {
  /** Keep re-reading the first page until this transaction hash is in it (after a send). */
  hash?: string | undefined
  /** Most reads when waiting for `hash`. Default 10. */
  attempts?: number | undefined
  /** Pause between two reads when waiting for `hash`, in ms. Default 1000. */
  intervalMs?: number | undefined
}

/** Return type of {@link createTransactionsStore}. */
export type CreateTransactionsStoreReturnType = Store<TransactionsState> & {
  /**
   * Loads the first page of an account's history on a network, once: a call for the list already
   * shown does nothing, a call for another account or network resets first (SPEC: "Reset clears
   * all"), a call after a failure retries the failed read. Calls while a read runs share it.
   */
  fetch(parameters: FetchTransactionsParameters): Promise<void>
  /** Appends the page at `next` (nothing when there is none); calls while it runs share it. */
  loadMore(): Promise<void>
  /**
   * Re-reads the first page and puts new items on top (after a send). With `hash`, reads again
   * every `intervalMs` until that transaction is listed; resolves whether it was.
   */
  refresh(parameters?: RefreshTransactionsParameters): Promise<boolean>
  /**
   * Reads the first page again and puts it in place of the list in one step, when items may have
   * come below the ones shown (the server's backfill of older transfers ended): the rows shown stay,
   * with no `loading`, until the page comes; `Load more` then reads on from its `next`. A failed read
   * keeps the list as it is and resolves `false`.
   */
  reload(): Promise<boolean>
  /** Clears all (on disconnect). */
  reset(): void
}

const initial: TransactionsState = {
  account: undefined,
  lastNetworkInView: undefined,
  transactions: [],
  transactionsByYear: {},
  loading: false,
  empty: false,
  next: undefined,
  error: undefined,
}

/**
 * The Account view's Activity (SPEC §3, §4, §5): an account's history on the connected network,
 * page by page from `getHistory`, items whose transfers are all spam dropped, grouped by year and
 * month. A failure sets `error` (`Failed to fetch transactions`), `empty`, clears `next` and tracks
 * `ERROR_FETCH_TRANSACTIONS`. Framework-free; React reads it with `useSyncExternalStore`.
 *
 * @example
 * const transactions = createTransactionsStore({
 *   getHistory: (p) => getTransactionHistory({ client, ...p }),
 *   track,
 * })
 * await transactions.fetch({ account: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
 * if (transactions.getState().next) await transactions.loadMore()
 * await transactions.refresh({ hash }) // after a send: waits until the indexer lists it
 */
export function createTransactionsStore(
  parameters: CreateTransactionsStoreParameters,
): CreateTransactionsStoreReturnType {
  const { getHistory, track } = parameters
  const clock = parameters.clock ?? systemClock
  const timeZone = parameters.timeZone ?? 'local'
  const store = createStore<TransactionsState>(initial)
  // A reset starts a new generation: answers of an older one are dropped.
  let generation = 0
  let loaded = false
  let failedCursor: string | undefined
  let pending: Promise<unknown> | undefined

  const byYear = (transactions: Transaction[]) => {
    const result: TransactionsByYear = {}
    for (const group of groupTransactionsByMonth(transactions, { timeZone })) {
      result[group.year] ??= {}
      const year = result[group.year] as Record<number, Transaction[]>
      year[group.month] = group.transactions
    }
    return result
  }

  const show = (transactions: Transaction[], next: string | null | undefined) =>
    store.setState({
      transactions,
      transactionsByYear: byYear(transactions),
      next: next ?? undefined,
      empty: transactions.length === 0 && !next,
      loading: false,
      error: undefined,
    })

  const keep = (data: Transaction[], chainId: string) =>
    filterTransactionsByChain(data, chainId, { networks: parameters.networks }).filter(
      (item) => !isSpamTransaction(item),
    )

  const fail = (cause: unknown, chainId: string, cursor: string | undefined) => {
    failedCursor = cursor
    store.setState({
      loading: false,
      empty: true,
      next: undefined,
      error: new FetchTransactionsError({ cause, details: messageOf(cause) }),
    })
    track?.({
      event: trackedEvents.ERROR_FETCH_TRANSACTIONS,
      properties: { network: chainId, cursor: cursor ?? null, message: messageOf(cause) },
    })
  }

  /** Runs one read as the pending one; later callers share it. */
  const run = (read: () => Promise<unknown>) => {
    const promise = read().finally(() => {
      if (pending === promise) pending = undefined
    })
    pending = promise
    return promise
  }

  const readPage = (cursor: string | undefined) =>
    run(async () => {
      const { account, lastNetworkInView: chainId } = store.getState()
      if (!account || !chainId) return
      const at = generation
      store.setState({ loading: true })
      try {
        const page = await getHistory({ account, chainId, cursor })
        if (at !== generation) return
        const seen = new Set(store.getState().transactions.map((item) => item.id))
        const added = keep(page.data, chainId).filter((item) => !seen.has(item.id))
        loaded = true
        failedCursor = undefined
        show([...store.getState().transactions, ...added], page.next)
      } catch (cause) {
        if (at === generation) fail(cause, chainId, cursor)
      }
    })

  const reset = () => {
    generation++
    loaded = false
    failedCursor = undefined
    pending = undefined
    store.setState(initial)
  }

  const fetch = async ({ account, chainId }: FetchTransactionsParameters) => {
    if (typeof account !== 'string' || account === '') throw new TransactionsAccountRequiredError()
    const network = chainId ?? splitCaipAddress(account).caipNetworkId
    const state = store.getState()
    if (state.account !== account || state.lastNetworkInView !== network) {
      reset()
      store.setState({ account, lastNetworkInView: network })
      return void (await readPage(undefined))
    }
    if (pending) return void (await pending)
    if (loaded && !state.error) return
    await readPage(state.error ? failedCursor : undefined)
  }

  const loadMore = async () => {
    if (pending) return void (await pending)
    const { next, account } = store.getState()
    if (!account || !next) return
    await readPage(next)
  }

  /** One read of the first page merged on top; whether `hash` is in the page. */
  const readFirstPage = (hash: string | undefined) =>
    run(async () => {
      const { account, lastNetworkInView: chainId } = store.getState()
      if (!account || !chainId) return false
      const at = generation
      store.setState({ loading: true })
      try {
        const page = await getHistory({ account, chainId })
        if (at !== generation) return false
        const fresh = keep(page.data, chainId)
        const { transactions, error } = store.getState()
        const ids = new Set(transactions.map((item) => item.id))
        const overlaps = fresh.some((item) => ids.has(item.id))
        // No overlap with a full page: there may be a gap below it, so the page replaces the list.
        if (error || !loaded || (!overlaps && page.next)) show(fresh, page.next)
        else {
          const byId = new Map(fresh.map((item) => [item.id, item]))
          const updated = transactions.map((item) => byId.get(item.id) ?? item)
          show([...fresh.filter((item) => !ids.has(item.id)), ...updated], store.getState().next)
        }
        loaded = true
        failedCursor = undefined
        const wanted = hash?.toLowerCase()
        return wanted === undefined
          ? true
          : page.data.some((item) => item.metadata.hash?.toLowerCase() === wanted)
      } catch (cause) {
        if (at === generation) fail(cause, chainId, undefined)
        return false
      }
    }) as Promise<boolean>

  const refresh = async (options: RefreshTransactionsParameters = {}) => {
    const { hash, attempts = 10, intervalMs = 1000 } = options
    if (!Number.isInteger(attempts) || attempts < 1)
      throw new InvalidParameterError({
        reason: `refresh: attempts must be a positive integer, got ${attempts}`,
      })
    const at = generation
    for (let attempt = 1; attempt <= attempts; attempt++) {
      while (pending) await pending.catch(() => undefined)
      if (at !== generation || !store.getState().account) return false
      const found = await readFirstPage(hash)
      if (found || hash === undefined || store.getState().error) return found
      if (attempt < attempts)
        await new Promise<void>((resolve) => clock.setTimeout(resolve, intervalMs))
    }
    return false
  }

  const reload = async () => {
    while (pending) await pending.catch(() => undefined)
    const { account, lastNetworkInView: chainId } = store.getState()
    if (!account || !chainId) return false
    const at = generation
    return (await run(async () => {
      try {
        const page = await getHistory({ account, chainId })
        if (at !== generation) return false
        loaded = true
        failedCursor = undefined
        show(keep(page.data, chainId), page.next)
        return true
      } catch {
        // The rows shown are still true: they stay, and the next read tries again.
        return false
      }
    })) as boolean
  }

  return { ...store, fetch, loadMore, refresh, reload, reset }
}
