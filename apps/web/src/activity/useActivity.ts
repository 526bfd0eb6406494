import { getTransactionHistory } from '@portico/core/api'
import {
  type CreateTransactionsStoreReturnType,
  createTransactionsStore,
  type TransactionsState,
} from '@portico/core/internal'
import { useStore } from '@portico/react'
import { useEffect, useMemo, useState } from 'react'
import { portico } from '../portico'
import { appClient } from '../wallet/appClient'

/** What {@link useActivity} gives the page: the store's state and its actions. */
export type UseActivityReturnType = TransactionsState & {
  loadMore: () => void
  /** Reads the first page again (new items on top). */
  refresh: () => void
  /** Retries after `Failed to fetch transactions`. */
  retry: () => void
  /** The server is filling in the account's transfers from before its index started. */
  loadingOlder: boolean
}

/** How often the backfill's state is read while it runs. */
const backfillPollMs = 3000

/**
 * The history of one account on one network, page by page from the server's indexer, through
 * core's transactions store (the same rules as the kit's Activity tab: spam dropped, each item
 * once, `next` the cursor of the next page). Another account or network starts over. While the
 * server backfills the account's older transfers, `loadingOlder` is true; when the backfill ends the
 * first page replaces the list in one step (`reload`: the rows shown never blank).
 *
 * @example
 * const activity = useActivity('eip155:31337:0xf39F…2266')
 * if (activity.next) activity.loadMore()
 */
export function useActivity(account: string | undefined): UseActivityReturnType {
  const [loadingOlder, setLoadingOlder] = useState(false)
  const [store] = useState<CreateTransactionsStoreReturnType>(() =>
    createTransactionsStore({
      networks: portico.networks,
      track: portico.track,
      getHistory: async ({ account, chainId, cursor }) => {
        const page = await getTransactionHistory({ client: appClient(), account, chainId, cursor })
        if (!cursor) setLoadingOlder(page.backfill?.status === 'running')
        return page
      },
    }),
  )
  const state = useStore(store)
  useEffect(() => {
    if (account) void store.fetch({ account })
  }, [store, account])
  // While older transfers are filled in, their state is read now and then; once the backfill
  // ends, the first page is read again and put in place of the list in one step (the older items
  // land below, in order; the rows shown stay until then: no blank list between the two).
  useEffect(() => {
    if (!loadingOlder || !account) return
    let stopped = false
    const timer = setInterval(async () => {
      const chainId = store.getState().lastNetworkInView
      const page = await getTransactionHistory({ client: appClient(), account, chainId }).catch(
        () => undefined,
      )
      if (stopped || page === undefined || page.backfill?.status === 'running') return
      stopped = true
      // A failed read keeps the rows shown; the status goes only once the list is whole.
      if (await store.reload()) setLoadingOlder(false)
      else stopped = false
    }, backfillPollMs)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [store, account, loadingOlder])
  const actions = useMemo(
    () => ({
      loadMore: () => void store.loadMore(),
      refresh: () => void store.refresh(),
      retry: () => {
        if (account) void store.fetch({ account })
      },
    }),
    [store, account],
  )
  return { ...state, ...actions, loadingOlder }
}
