import {
  type CreateTransactionsStoreReturnType,
  createTransactionsStore,
  getTransactionHistory,
  type TransactionsState,
} from '@portico/core'
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
}

/**
 * The history of one account on one network, page by page from the server's indexer, through
 * core's transactions store (the same rules as the kit's Activity tab: spam dropped, each item
 * once, `next` the cursor of the next page). Another account or network starts over.
 *
 * @example
 * const activity = useActivity('eip155:31337:0xf39F…2266')
 * if (activity.next) activity.loadMore()
 */
export function useActivity(account: string | undefined): UseActivityReturnType {
  const [store] = useState<CreateTransactionsStoreReturnType>(() =>
    createTransactionsStore({
      networks: portico.networks,
      track: portico.track,
      getHistory: ({ account, chainId, cursor }) =>
        getTransactionHistory({
          client: appClient(),
          account,
          chainId,
          cursor,
        }),
    }),
  )
  const state = useStore(store)
  useEffect(() => {
    if (account) void store.fetch({ account })
  }, [store, account])
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
  return { ...state, ...actions }
}
